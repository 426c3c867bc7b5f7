import { Lock, MapPin, Users } from 'lucide-react';
import {
  METAVERSE_BRANCHES,
  METAVERSE_LOCATIONS,
  type MetaverseBranch,
  type MetaverseLocationId,
} from '../../../../../shared/contracts/metaverse';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatCount, MOVE_HINT } from '../messages';

/** Where each place sits on the 3 x 3 map from 640 px up (one column below). */
const GRID_PLACE = {
  north: 'sm:col-start-2 sm:row-start-1',
  center: 'sm:col-start-2 sm:row-start-2',
  south: 'sm:col-start-2 sm:row-start-3',
} as const;

const POSITION_LABEL = { north: 'North', center: 'Center', south: 'South' } as const;

/** The two slots the spec keeps for places not built yet, west and east of the plaza. */
const COMING_SOON = [
  { side: 'West', place: 'sm:col-start-1 sm:row-start-2' },
  { side: 'East', place: 'sm:col-start-3 sm:row-start-2' },
] as const;

interface WorldMapProps {
  /** Live branches from the server; null until the first world_state (then names come from the contract). */
  branches: MetaverseBranch[] | null;
  current: MetaverseLocationId | null;
  /** Where a move was sent and is not answered yet. */
  movingTo: MetaverseLocationId | null;
  /** Whether a move can be sent now (connected and no request waiting). */
  canMove: boolean;
  onMove: (location: MetaverseLocationId) => void;
}

/** The world map (docs/product.md "Metaverse"): Crypto Tower north, Main Plaza center, Investment Island south. */
export function WorldMap({ branches, current, movingTo, canMove, onMove }: WorldMapProps) {
  return (
    <section aria-labelledby="world-map-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="world-map-heading" className="text-xl font-semibold text-white">
          World map
        </h2>
        <p className="text-sm text-slate-400">Choose a place to move there. {MOVE_HINT}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {METAVERSE_LOCATIONS.map((id) => (
          <LocationButton
            key={id}
            id={id}
            live={branches?.find((b) => b.id === id) ?? null}
            current={current === id}
            moving={movingTo === id}
            canMove={canMove}
            onMove={onMove}
          />
        ))}
        {COMING_SOON.map(({ side, place }) => (
          <button
            key={side}
            type="button"
            disabled
            className={cn(
              'flex min-h-28 flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-white/15 bg-white/[0.02] p-4 text-slate-500',
              'cursor-not-allowed',
              place,
            )}
            data-testid="metaverse-coming-soon"
          >
            <Lock aria-hidden="true" className="size-5" />
            <span className="font-semibold">Coming Soon</span>
            <span className="text-xs">{side}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

interface LocationButtonProps {
  id: MetaverseLocationId;
  live: MetaverseBranch | null;
  current: boolean;
  moving: boolean;
  canMove: boolean;
  onMove: (location: MetaverseLocationId) => void;
}

function LocationButton({ id, live, current, moving, canMove, onMove }: LocationButtonProps) {
  const branch = METAVERSE_BRANCHES[id];
  const name = live?.name ?? branch.name;
  const position = live?.position ?? branch.position;
  const features = live?.features ?? branch.features;
  // aria-disabled rather than disabled: the button keeps focus while a move is on its way.
  const unavailable = !canMove;
  return (
    <button
      type="button"
      aria-current={current ? 'location' : undefined}
      aria-disabled={unavailable || undefined}
      onClick={() => {
        if (!unavailable && !current) onMove(id);
      }}
      data-testid="metaverse-location"
      data-location={id}
      data-current={current}
      className={cn(
        'flex min-h-28 flex-col items-start gap-2 rounded-xl border p-4 text-left transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-offset-2 focus-visible:ring-offset-navy-950',
        current
          ? 'border-gold-400 bg-gold-400/10 shadow-lg shadow-gold-400/10'
          : 'border-white/10 bg-navy-900/80 hover:border-gold-400/50 hover:bg-navy-800/80',
        unavailable && !current && 'cursor-not-allowed opacity-70 hover:border-white/10 hover:bg-navy-900/80',
        current && 'cursor-default',
        GRID_PLACE[position],
      )}
    >
      <span className="flex w-full flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 font-semibold text-white">
          <MapPin aria-hidden="true" className={cn('size-4', current ? 'text-gold-300' : 'text-slate-400')} />
          {name}
        </span>
        {current ? <Badge>You are here</Badge> : moving ? <Badge variant="info">Moving...</Badge> : null}
      </span>
      <span className="flex flex-col gap-1.5 text-sm">
        <span className="text-xs tracking-wide text-slate-400 uppercase">
          {POSITION_LABEL[position]}
          <span className="sr-only">. </span>
        </span>
        <span className="flex items-center gap-1.5 text-slate-200" data-testid="location-active-users" data-count={live?.activeUsers}>
          <Users aria-hidden="true" className="size-4 text-slate-400" />
          {live ? `${formatCount(live.activeUsers)} ${live.activeUsers === 1 ? 'person' : 'people'} here now` : 'Live count when connected'}
          <span className="sr-only">. </span>
        </span>
        <span className="text-slate-400" data-testid="location-features">
          {features.join(' · ')}
        </span>
      </span>
    </button>
  );
}
