import { DollarSign, Eye, MousePointerClick, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RealTimeResponse } from '../../../../../shared/contracts/dashboards';
import { Card } from '@/components/ui/card';
import { formatPercent, formatUsd } from '@/lib/format';
import { ratioPercent } from '../lib/traffic-metrics';

function Kpi(props: { label: string; value: string; hint: string; icon: ReactNode; testId: string }) {
  return (
    <Card className="flex items-start gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/5 text-gold-300">{props.icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-slate-400">{props.label}</p>
        <p className="text-2xl font-semibold break-words text-white tabular-nums" data-testid={props.testId}>
          {props.value}
        </p>
        <p className="text-xs text-slate-400">{props.hint}</p>
      </div>
    </Card>
  );
}

/**
 * The spec's four cards over the last 24 hours. "Impressions" happen on other platforms and cannot
 * be measured first-party, so the first card shows our own page views and says so; "clicks" are the
 * visits those brought.
 */
export function KpiCards({ last24h }: { last24h: RealTimeResponse['last24h'] }) {
  const icon = 'size-5';
  const ctr = ratioPercent(last24h.sessions, last24h.pageViews);
  const conversion = ratioPercent(last24h.betaSignups, last24h.sessions);
  return (
    <section aria-label="Last 24 hours" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Kpi
        label="Page views (24 h)"
        value={last24h.pageViews.toLocaleString('en-US')}
        hint="Our pages, in place of impressions (not measurable first-party)"
        icon={<Eye aria-hidden="true" className={icon} />}
        testId="kpi-page-views"
      />
      <Kpi
        label="Visits (24 h)"
        value={last24h.sessions.toLocaleString('en-US')}
        hint={`CTR ${formatPercent(ctr, 1)}: visits per page view`}
        icon={<MousePointerClick aria-hidden="true" className={icon} />}
        testId="kpi-visits"
      />
      <Kpi
        label="Beta signups (24 h)"
        value={last24h.betaSignups.toLocaleString('en-US')}
        hint={`Conversion ${formatPercent(conversion, 1)} of visits`}
        icon={<UserPlus aria-hidden="true" className={icon} />}
        testId="kpi-beta-signups"
      />
      <Kpi
        label="Revenue (24 h)"
        value={formatUsd(last24h.revenue)}
        hint={`${last24h.conversions.toLocaleString('en-US')} ${last24h.conversions === 1 ? 'purchase' : 'purchases'}`}
        icon={<DollarSign aria-hidden="true" className={icon} />}
        testId="kpi-revenue"
      />
    </section>
  );
}
