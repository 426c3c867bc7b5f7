import { ArrowDown } from 'lucide-react';
import type { FunnelMetricsResponse } from '../../../../../shared/contracts/dashboards';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { funnelStages } from '../lib/funnel';
import { formatCount } from '../lib/funnel-format';

/** The four stages as bars (width = share of visitors), with the server's drop-off between them. */
export function FunnelBreakdown({ funnel }: { funnel: FunnelMetricsResponse }) {
  const stages = funnelStages(funnel);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Funnel breakdown</CardTitle>
        <CardDescription>Sessions reaching each stage, and how many left before the next.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-2" data-testid="funnel-stages">
          {stages.map((stage, index) => (
            <li key={stage.name} className="flex flex-col gap-2" data-testid={`funnel-stage-${index}`}>
              {stage.dropoff ? (
                <p className="flex items-center gap-2 pl-1 text-xs text-red-200" data-testid={`funnel-dropoff-${index}`}>
                  <ArrowDown aria-hidden="true" className="size-3.5" />
                  {formatCount(stage.dropoff.lost)} lost ({stage.dropoff.dropoffRate.toFixed(1)}% drop-off)
                </p>
              ) : null}
              <div className="flex flex-col gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-white">{stage.name}</span>
                  <span className="text-slate-300 tabular-nums">
                    <span data-testid={`funnel-count-${index}`}>{formatCount(stage.count)}</span>
                    <span className="text-slate-500"> · {stage.percentOfVisitors.toFixed(1)}% of visitors</span>
                  </span>
                </div>
                <div className="h-6 rounded-md bg-white/5" aria-hidden="true">
                  <div className="h-full rounded-md bg-gradient-to-r from-gold-400 to-emerald-400" style={{ width: `${Math.max(stage.count > 0 ? 1 : 0, stage.percentOfVisitors)}%` }} />
                </div>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
