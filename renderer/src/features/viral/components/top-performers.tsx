import { Crown } from 'lucide-react';
import { REFERRAL_LEADERBOARD_SIZE, type ReferralLeaderboard } from '../../../../../shared/contracts/referral';
import { IconText } from '@/components/icon-text';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeletons } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/format';
import { cn } from '@/lib/utils';
import { referralsLabel } from '@/lib/referral-format';

interface TopPerformersProps {
  leaderboard: ReferralLeaderboard | undefined;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}

/** Top Performers: the server's top referrers (first name and initial), the caller's row marked. */
export function TopPerformers({ leaderboard, error, onRetry, retrying }: TopPerformersProps) {
  let body;
  if (leaderboard) {
    body =
      leaderboard.rows.length === 0 ? (
        <p className="text-sm text-slate-300" data-testid="top-performers-empty">
          Nobody has referred a friend yet. Share your link to take the first place.
        </p>
      ) : (
        <ol aria-labelledby="top-performers-heading" className="flex flex-col gap-2">
          {leaderboard.rows.slice(0, REFERRAL_LEADERBOARD_SIZE).map((row, i) => (
            <li
              // Tied referrers share a rank (1, 2, 2, 4), so the position keeps keys unique.
              key={`${row.rank}-${i}`}
              data-testid="top-performer-row"
              aria-current={row.isCaller ? 'true' : undefined}
              className={cn('flex items-center gap-3 rounded-lg border px-3 py-2', row.isCaller ? 'border-gold-400/50 bg-gold-400/10' : 'border-white/10')}
            >
              <span className="w-6 text-center font-semibold text-slate-300 tabular-nums">{row.rank}</span>
              <span className="min-w-0 flex-1 truncate font-medium text-white" data-testid="top-performer-name">
                {row.name}
                {row.isCaller ? (
                  <Badge className="ml-2" data-testid="top-performer-you">
                    You
                  </Badge>
                ) : null}
              </span>
              <span className="text-sm text-slate-300 tabular-nums" data-testid="top-performer-referrals">
                {referralsLabel(row.referrals)}
              </span>
              <span className="w-12 text-right text-sm font-semibold sm:w-16 text-white tabular-nums" data-testid="top-performer-earnings">
                {formatUsd(row.earnings)}
              </span>
            </li>
          ))}
        </ol>
      );
  } else if (error) {
    body = <LoadError title="Could not load the top performers" detail={error.message} onRetry={onRetry} retrying={retrying} testId="top-performers-error" heading="h3" className="p-4 sm:p-4" />;
  } else {
    body = (
      <LoadingSkeleton label="Loading the top performers" testId="top-performers-loading" className="flex flex-col gap-2">
        <Skeletons count={3} className="h-10" />
      </LoadingSkeleton>
    );
  }

  return (
    <Card data-testid="top-performers">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <IconText as="h2" icon={Crown} iconClassName="size-5 text-gold-300" id="top-performers-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
            Top Performers
          </IconText>
          {/* The board is everyone's: it can hold the demo user's demo referrals even when the caller's own counts are real. */}
          {leaderboard?.includesDemoData ? <DemoDataBadge /> : null}
        </div>
        <CardDescription>Ranked by friends who created an account through their link.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
