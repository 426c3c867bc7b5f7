import { DollarSign, Eye, MousePointerClick, UserPlus } from 'lucide-react';
import type { RealTimeResponse } from '../../../../../shared/contracts/dashboards';
import { StatCard } from '@/components/stat-card';
import { formatPercent, formatUsd } from '@/lib/format';
import { pagesPerVisit, ratioPercent } from '../lib/traffic-metrics';

/**
 * The spec's four cards over the last 24 hours. "Impressions" happen on other platforms and cannot
 * be measured first-party, so the first card shows our own page views and says so; "clicks" are the
 * visits those brought. Without impressions there is no click-through rate: the visits card shows
 * pages per visit under that name instead of calling visits over page views "CTR".
 */
export function KpiCards({ last24h }: { last24h: RealTimeResponse['last24h'] }) {
  const perVisit = pagesPerVisit(last24h.pageViews, last24h.sessions);
  const conversion = ratioPercent(last24h.betaSignups, last24h.sessions);
  return (
    <section aria-label="Last 24 hours" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Page views (24 h)"
        value={last24h.pageViews.toLocaleString('en-US')}
        hint="Our pages, in place of impressions (not measurable first-party)"
        icon={Eye}
        testId="kpi-page-views"
      />
      <StatCard
        label="Visits (24 h)"
        value={last24h.sessions.toLocaleString('en-US')}
        hint={perVisit === null ? 'No visits yet' : `${perVisit.toFixed(1)} pages per visit`}
        icon={MousePointerClick}
        testId="kpi-visits"
      />
      <StatCard
        label="Beta signups (24 h)"
        value={last24h.betaSignups.toLocaleString('en-US')}
        hint={`Conversion ${formatPercent(conversion, 1)} of visits`}
        icon={UserPlus}
        testId="kpi-beta-signups"
      />
      <StatCard
        label="Revenue (24 h)"
        value={formatUsd(last24h.revenue)}
        hint={`${last24h.conversions.toLocaleString('en-US')} ${last24h.conversions === 1 ? 'purchase' : 'purchases'}`}
        icon={DollarSign}
        testId="kpi-revenue"
      />
    </section>
  );
}
