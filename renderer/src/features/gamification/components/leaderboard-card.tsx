import { Crown } from 'lucide-react';
import type { LeaderboardEntry } from '../../../../../shared/contracts/rewards';
import { CardHeading } from '@/components/card-heading';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * Weekly Leaderboard: real players only. The server keeps total XP, not XP per week, so "this
 * week" means players who checked in during the last 7 days, ranked by their total XP (said so).
 */
export function LeaderboardCard({ entries }: { entries: LeaderboardEntry[] }) {
  return (
    <Card>
      <CardHeading icon={Crown} title="Weekly Leaderboard" id="leaderboard-heading">
        Players who checked in this week, ranked by total XP.
      </CardHeading>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-slate-300" data-testid="leaderboard-empty">
            Nobody has checked in this week yet. Claim your daily reward to take the first place.
          </p>
        ) : (
          <ol aria-labelledby="leaderboard-heading" className="flex flex-col gap-2">
            {entries.map((e) => (
              <li
                key={e.rank}
                data-testid="leaderboard-row"
                aria-current={e.isYou ? 'true' : undefined}
                className={cn('flex items-center gap-3 rounded-lg border px-3 py-2', e.isYou ? 'border-gold-400/50 bg-gold-400/10' : 'border-white/10')}
              >
                <span className="w-6 text-center font-semibold text-slate-300 tabular-nums">{e.rank}</span>
                <span className="min-w-0 flex-1 truncate font-medium text-white">
                  {e.name}
                  {e.isYou ? (
                    <Badge className="ml-2" data-testid="leaderboard-you">
                      You
                    </Badge>
                  ) : null}
                </span>
                <span className="text-sm text-slate-300">Level {e.level}</span>
                <span className="w-20 text-right text-sm font-semibold text-white tabular-nums">{e.xp.toLocaleString('en-US')} XP</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
