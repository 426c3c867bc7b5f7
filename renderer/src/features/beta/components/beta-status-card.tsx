import { Clock, Users } from 'lucide-react';
import type { BetaStatus } from '../../../../../shared/contracts/beta';
import { CardHeading } from '@/components/card-heading';
import { IconText } from '@/components/icon-text';
import { LoadError } from '@/components/load-states';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { SkeletonBars } from '@/components/ui/skeleton';
import { formatCountdown, spokenCountdown } from '../lib/countdown';

interface BetaStatusCardProps {
  status: BetaStatus | undefined;
  /** Time left now (ticks every second on the page); undefined until the status is known. */
  remaining: number | undefined;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}

/** The spots counter and the countdown, both from GET /api/beta/status (real rows, one configured window). */
export function BetaStatusCard({ status, remaining, error, onRetry, retrying }: BetaStatusCardProps) {
  if (!status && error) {
    return <LoadError title="Beta status unavailable" detail={error.message} onRetry={onRetry} retrying={retrying} testId="beta-status-error" />;
  }
  if (!status || remaining === undefined) {
    return (
      <Card className="flex flex-col gap-4 p-6" data-testid="beta-status-loading">
        <span className="sr-only">Loading the beta status</span>
        <SkeletonBars sizes={['h-6 w-40', 'h-10 w-24', 'h-2 w-full', 'h-8 w-32']} />
      </Card>
    );
  }
  const notOpenYet = status.now < status.opensAt;
  const closedByTime = remaining <= 0;
  const full = status.spotsLeft === 0;
  const takenPercent = status.spotsTotal > 0 ? (status.spotsTaken / status.spotsTotal) * 100 : 100;
  const closesAtText = new Date(status.closesAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card data-testid="beta-status">
      <CardHeading icon={Users} title="Beta spots" as="h3" iconClassName="size-5 text-gold-400" />
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p className="flex items-baseline gap-2 text-slate-300">
            <span className="font-serif text-4xl font-semibold text-white" data-testid="beta-spots-left">
              {status.spotsLeft}
            </span>
            <span>
              of {status.spotsTotal} spots left
            </span>
          </p>
          <Progress value={takenPercent} label={`${status.spotsTaken} of ${status.spotsTotal} beta spots taken`} />
          <p className="text-xs text-slate-400">Counted from real signups; it changes only when someone joins.</p>
        </div>
        {notOpenYet ? (
          <p role="status" className="rounded-lg border border-gold-400/30 bg-gold-400/5 p-3 text-sm text-gold-100" data-testid="beta-not-open">
            The beta opens on {new Date(status.opensAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} and closes on {closesAtText}.
          </p>
        ) : closedByTime ? (
          <p role="status" className="rounded-lg border border-red-400/30 bg-red-400/5 p-3 text-sm text-red-100" data-testid="beta-closed">
            The beta is closed. Signups ended on {closesAtText}.
          </p>
        ) : full ? (
          <p role="status" className="rounded-lg border border-red-400/30 bg-red-400/5 p-3 text-sm text-red-100" data-testid="beta-full">
            All {status.spotsTotal} beta spots are taken, so the beta is closed.
          </p>
        ) : (
          <div className="flex flex-col gap-1">
            <IconText as="p" icon={Clock} iconClassName="size-4 text-gold-400" className="flex items-center gap-2 text-sm text-slate-300">
              Signups close in
            </IconText>
            <p role="timer" aria-label={`Signups close in ${spokenCountdown(remaining)}`} className="font-mono text-3xl text-white tabular-nums" data-testid="beta-countdown">
              {formatCountdown(remaining)}
            </p>
            <p className="text-xs text-slate-400">Closes on {closesAtText}, the same deadline for everyone.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
