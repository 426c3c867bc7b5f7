import { Activity, DollarSign, MousePointerClick, Percent } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ConversionsResponse, RealtimeResponse } from '../../../../../shared/contracts/dashboards';
import { PERIOD_LABELS } from '../../../../../shared/contracts/dashboards';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDollars, formatRate, plural } from '../lib/analytics-format';

function Kpi(props: { label: string; value: string | null; hint: string; icon: ReactNode; testId: string }) {
  return (
    <Card className="flex items-start gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/5 text-gold-300">{props.icon}</span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-400">{props.label}</p>
        {props.value === null ? (
          <Skeleton className="my-1 h-7 w-20" />
        ) : (
          <p className="text-2xl font-semibold break-words text-white tabular-nums" data-testid={props.testId}>
            {props.value}
          </p>
        )}
        <p className="text-xs text-slate-400">{props.hint}</p>
      </div>
    </Card>
  );
}

/**
 * The four KPI cards: active users now (the realtime answer), and visits, conversion rate and
 * revenue (with the average order value) for the chosen period (the conversions answer). A card
 * whose answer has not come yet shows a placeholder; "—" when its answer failed.
 */
export function KpiCards({
  realtime,
  conversions,
  realtimeFailed,
  conversionsFailed,
}: {
  realtime: RealtimeResponse | undefined;
  conversions: ConversionsResponse | undefined;
  realtimeFailed: boolean;
  conversionsFailed: boolean;
}) {
  const icon = 'size-5';
  const pick = <T,>(answer: T | undefined, failed: boolean, read: (a: T) => string) => (answer ? read(answer) : failed ? '—' : null);
  const period = conversions ? PERIOD_LABELS[conversions.period] : 'This period';
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Kpi
        label="Active users now"
        value={pick(realtime, realtimeFailed, (r) => formatCount(r.activeUsers))}
        hint={realtime ? `Sessions seen in the last ${realtime.windowMinutes} minutes` : 'Sessions seen in the last few minutes'}
        icon={<Activity aria-hidden="true" className={icon} />}
        testId="kpi-active-users"
      />
      <Kpi
        label="Visits"
        value={pick(conversions, conversionsFailed, (c) => formatCount(c.visits))}
        hint={`${period}: sessions started`}
        icon={<MousePointerClick aria-hidden="true" className={icon} />}
        testId="kpi-visits"
      />
      <Kpi
        label="Conversion rate"
        value={pick(conversions, conversionsFailed, (c) => formatRate(c.conversionRate))}
        hint={conversions ? `${plural(conversions.conversions, 'purchase')} from ${plural(conversions.visits, 'visit')}` : 'Purchases per visit'}
        icon={<Percent aria-hidden="true" className={icon} />}
        testId="kpi-conversion-rate"
      />
      <Kpi
        label="Revenue"
        value={pick(conversions, conversionsFailed, (c) => formatDollars(c.totalRevenue))}
        hint={conversions ? `Average order ${formatDollars(conversions.avgOrderValue)}` : 'Average order value'}
        icon={<DollarSign aria-hidden="true" className={icon} />}
        testId="kpi-revenue"
      />
    </section>
  );
}
