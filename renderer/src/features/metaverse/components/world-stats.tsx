import type { MetaverseStats } from '../../../../../shared/contracts/metaverse';
import { FigureList } from '@/components/figure-list';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeletons } from '@/components/ui/skeleton';
import { formatCount, formatXp } from '../messages';

interface WorldStatsProps {
  stats: MetaverseStats | undefined;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}

/** GET /api/metaverse/stats, refetched by the page whenever the world changes. */
export function WorldStats({ stats, error, onRetry, retrying }: WorldStatsProps) {
  let body;
  if (stats) {
    const items = [
      { label: 'Total avatars', value: formatCount(stats.totalAvatars), testId: 'stat-total-avatars' },
      { label: 'Active users', value: formatCount(stats.activeUsers), testId: 'stat-active-users' },
      { label: 'Total XP earned', value: formatXp(stats.totalXP), testId: 'stat-total-xp' },
      { label: 'Most popular place', value: stats.popularLocation ?? 'Nobody has moved yet', testId: 'stat-popular-location' },
    ];
    body = (
      <FigureList
        figures={items}
        className="grid grid-cols-2 gap-3"
        itemClassName="flex flex-col gap-1 rounded-lg border border-white/10 bg-white/5 p-3"
        valueClassName="text-lg font-semibold break-words text-white tabular-nums"
      />
    );
  } else if (error) {
    body = <LoadError title="We could not load the statistics" detail={error.message} onRetry={onRetry} retrying={retrying} testId="metaverse-stats-error" heading="h3" className="p-5 sm:p-5" />;
  } else {
    body = (
      <LoadingSkeleton label="Loading the statistics" className="grid grid-cols-2 gap-3">
        <Skeletons count={4} className="h-16 w-full" />
      </LoadingSkeleton>
    );
  }
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="metaverse-stats">
      <h2 className="text-xl font-semibold text-white">World statistics</h2>
      {body}
    </Card>
  );
}
