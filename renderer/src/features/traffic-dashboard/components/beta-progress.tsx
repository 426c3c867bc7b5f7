import type { BetaStatus } from '../../../../../shared/contracts/beta';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { betaProgress } from '../lib/traffic-metrics';

/**
 * Beta spots: the same count /beta shows (GET /api/beta/status, real signups only, so no demo rows
 * on either screen), out of the spots in all.
 */
export function BetaProgressCard({ status }: { status: BetaStatus }) {
  const { percent } = betaProgress(status.spotsTaken, status.spotsTotal);
  return (
    <Card data-testid="beta-progress">
      <CardHeader>
        <CardTitle>Beta progress</CardTitle>
        <CardDescription>
          Spots taken by real signups, out of {status.spotsTotal}: the count the beta page shows. Demo visits never take a spot.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <p className="text-2xl font-semibold text-white tabular-nums" data-testid="beta-taken">
            {status.spotsTaken} / {status.spotsTotal}
          </p>
          <p className="text-sm text-slate-300" data-testid="beta-left">
            {status.spotsLeft} {status.spotsLeft === 1 ? 'spot' : 'spots'} left{status.open ? '' : ' · signups closed'}
          </p>
        </div>
        <Progress value={percent} label={`${status.spotsTaken} of ${status.spotsTotal} beta spots taken`} />
      </CardContent>
    </Card>
  );
}
