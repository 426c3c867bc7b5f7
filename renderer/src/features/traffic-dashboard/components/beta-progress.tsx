import { BETA_SPOTS_TOTAL } from '../../../../../shared/contracts/beta';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { betaProgress } from '../lib/traffic-metrics';

/** Beta spots: the beta signups the server counted over the last 30 days, out of the 100 spots. */
export function BetaProgressCard({ betaSignups }: { betaSignups: number }) {
  const { taken, left, percent } = betaProgress(betaSignups, BETA_SPOTS_TOTAL);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Beta progress</CardTitle>
        <CardDescription>Beta signups recorded in the last 30 days, out of {BETA_SPOTS_TOTAL} spots.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-2xl font-semibold text-white tabular-nums" data-testid="beta-taken">
            {taken} / {BETA_SPOTS_TOTAL}
          </p>
          <p className="text-sm text-slate-300" data-testid="beta-left">
            {left} {left === 1 ? 'spot' : 'spots'} left
          </p>
        </div>
        <Progress value={percent} label="Beta spots taken" />
      </CardContent>
    </Card>
  );
}
