import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { FunnelStep } from '../lib/live-metrics';

/** Visitors -> pricing views -> checkout starts -> conversions, today, from the funnel API. */
export function LiveFunnel({ steps, conversionRate }: { steps: readonly FunnelStep[]; conversionRate: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Funnel today</CardTitle>
        <CardDescription>Visits that reached each stage. Overall conversion {conversionRate}%.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3" data-testid="live-funnel">
          {steps.map((step) => (
            <li key={step.label} className="flex flex-col gap-1">
              <div className="flex justify-between gap-3 text-sm">
                <span className="text-slate-200">{step.label}</span>
                <span className="text-white tabular-nums" data-testid="funnel-count">
                  {step.count.toLocaleString('en-US')}
                  <span className="text-slate-400"> ({step.percentOfVisitors}%)</span>
                </span>
              </div>
              <div aria-hidden="true" className="h-3 w-full overflow-hidden rounded-full bg-white/10">
                <div className="h-full rounded-full bg-gold-400" style={{ width: `${step.percentOfVisitors}%` }} />
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
