import type { ConversionsResponse, FunnelMetricsResponse } from '../../../../../shared/contracts/dashboards';
import { LoadingSkeleton } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeleton, Skeletons } from '@/components/ui/skeleton';
import { formatPercent, formatUsd } from '@/lib/format';

interface Figure {
  id: string;
  label: string;
  value: string;
  note: string;
}

/** The four headline figures for the last 7 days, from the conversions answer. */
export function HeadlineFigures({ conversions }: { conversions: ConversionsResponse | undefined }) {
  if (!conversions) {
    return (
      <LoadingSkeleton label="Loading the conversion figures" testId="headline-loading" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Skeletons count={4} className="h-28" />
      </LoadingSkeleton>
    );
  }
  const figures: Figure[] = [
    { id: 'conversion-rate', label: 'Conversion rate', value: formatPercent(conversions.conversionRate, 2), note: 'Purchases per visit' },
    { id: 'revenue', label: 'Revenue', value: formatUsd(conversions.totalRevenue, { cents: true }), note: `${conversions.conversions.toLocaleString('en-US')} purchases` },
    { id: 'visits', label: 'Visits', value: conversions.visits.toLocaleString('en-US'), note: `${conversions.betaSignups.toLocaleString('en-US')} beta signups` },
    { id: 'aov', label: 'Average order', value: formatUsd(conversions.avgOrderValue, { cents: true }), note: 'Revenue per purchase' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((f) => (
        <Card key={f.id} className="flex flex-col gap-1 p-5">
          <dt className="text-sm text-slate-400">{f.label}</dt>
          <dd className="text-2xl font-semibold text-white tabular-nums sm:text-3xl" data-testid={`figure-${f.id}`}>
            {f.value}
          </dd>
          <dd className="text-xs text-slate-400">{f.note}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** The four funnel stages with their drop-offs, from the funnel-metrics answer. */
export function FunnelSummary({ funnel, worstStage }: { funnel: FunnelMetricsResponse | undefined; worstStage: number | null }) {
  if (!funnel) return <Skeleton className="h-48" data-testid="funnel-loading" />;
  if (funnel.totalVisitors === 0) {
    return (
      <p className="text-slate-300" data-testid="funnel-empty">
        No visits in the last 7 days yet: the funnel fills in as visitors arrive.
      </p>
    );
  }
  const stages = [
    { label: 'Visitors', value: funnel.totalVisitors },
    { label: 'Pricing views', value: funnel.pricingViews },
    { label: 'Checkout starts', value: funnel.checkoutStarts },
    { label: 'Conversions', value: funnel.conversions },
  ];
  return (
    <ol className="flex flex-col gap-2" data-testid="funnel-summary">
      {stages.map((s, i) => {
        const drop = i > 0 ? funnel.dropoffPoints.find((p) => p.stage === i) : undefined;
        return (
          <li key={s.label} className="flex flex-col gap-1">
            {drop ? (
              <p className={worstStage === i ? 'text-xs font-semibold text-amber-200' : 'text-xs text-slate-400'} data-testid={`dropoff-${i}`}>
                {drop.lost.toLocaleString('en-US')} lost ({formatPercent(drop.dropoffRate, 1)}){worstStage === i ? ': the biggest drop-off' : ''}
              </p>
            ) : null}
            <div className="flex items-baseline justify-between rounded-md bg-white/5 px-3 py-2">
              <span className="text-slate-200">{s.label}</span>
              <span className="font-semibold text-white tabular-nums" data-testid={`stage-${i}`}>
                {s.value.toLocaleString('en-US')}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
