import { UserRound } from 'lucide-react';
import { METAVERSE_BRANCHES } from '../../../../../shared/contracts/metaverse';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { WorldPlayer } from '../lib/world-state';
import { formatXp } from '../messages';

interface PlayersListProps {
  players: WorldPlayer[];
  connected: boolean;
}

/** Everyone else in the world right now, from the server's world_state. */
export function PlayersList({ players, connected }: PlayersListProps) {
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="metaverse-players">
      <h2 className="text-xl font-semibold text-white">
        Other players here <span className="text-base font-normal text-slate-400">({connected ? players.length : 0})</span>
      </h2>
      {!connected ? (
        <p className="text-sm text-slate-400">Reconnect to see who is in the world.</p>
      ) : players.length === 0 ? (
        <p className="text-sm text-slate-400">No one else is in the world right now.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-white/10">
          {players.map((p) => (
            <li key={p.playerId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="metaverse-player" data-player-id={p.playerId}>
              <UserRound aria-hidden="true" className="size-4 text-slate-400" />
              <span className="min-w-0 font-medium break-words text-white">{p.displayName}</span>
              <Badge variant="secondary">Level {p.level}</Badge>
              <span className="text-sm text-slate-400 tabular-nums">{formatXp(p.financialXP)}</span>
              <span className="ml-auto text-sm text-slate-200" data-testid="metaverse-player-location">
                {METAVERSE_BRANCHES[p.location].name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
