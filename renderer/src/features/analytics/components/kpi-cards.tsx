import { Activity, DollarSign, MousePointerClick, Percent } from 'lucide-react';
import type { ConversionsResponse, RealtimeResponse } from '../../../../../shared/contracts/dashboards';
import { PERIOD_LABELS } from '../../../../../shared/contracts/dashboards';
import { StatCard } from '@/components/stat-card';
import { formatCount, formatDollars, formatRate, plural } from '../lib/analytics-format';

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
  const pick = <T,>(answer: T | undefined, failed: boolean, read: (a: T) => string) => (answer ? read(answer) : failed ? '—' : null);
  const period = conversions ? PERIOD_LABELS[conversions.period] : 'This period';
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Active users now"
        value={pick(realtime, realtimeFailed, (r) => formatCount(r.activeUsers))}
        hint={realtime ? `Sessions seen in the last ${realtime.windowMinutes} minutes` : 'Sessions seen in the last few minutes'}
        icon={Activity}
        testId="kpi-active-users"
      />
      <StatCard
        label="Visits"
        value={pick(conversions, conversionsFailed, (c) => formatCount(c.visits))}
        hint={`${period}: sessions started`}
        icon={MousePointerClick}
        testId="kpi-visits"
      />
      <StatCard
        label="Conversion rate"
        value={pick(conversions, conversionsFailed, (c) => formatRate(c.conversionRate))}
        hint={conversions ? `${plural(conversions.conversions, 'purchase')} from ${plural(conversions.visits, 'visit')}` : 'Purchases per visit'}
        icon={Percent}
        testId="kpi-conversion-rate"
      />
      <StatCard
        label="Revenue"
        value={pick(conversions, conversionsFailed, (c) => formatDollars(c.totalRevenue))}
        hint={conversions ? `Average order ${formatDollars(conversions.avgOrderValue)}` : 'Average order value'}
        icon={DollarSign}
        testId="kpi-revenue"
      />
    </section>
  );
}
