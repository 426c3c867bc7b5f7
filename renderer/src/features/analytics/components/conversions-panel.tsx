import type { ConversionsResponse } from '../../../../../shared/contracts/dashboards';
import { CONVERSION_TYPES, PERIOD_LABELS } from '../../../../../shared/contracts/dashboards';
import { Badge } from '@/components/ui/badge';
import { channelLabel, formatCount, formatDayTime, formatDollars } from '../lib/analytics-format';
import { EmptyNote } from './analytics-states';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-white/10 bg-white/[0.03] p-4">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="text-xl font-semibold text-white tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Conversions tab: the period's purchases, beta signups, revenue and AOV, and the latest conversions. */
export function ConversionsPanel({ data }: { data: ConversionsResponse }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Purchases" value={formatCount(data.conversions)} testId="conv-purchases" />
        <Figure label="Beta signups" value={formatCount(data.betaSignups)} testId="conv-beta-signups" />
        <Figure label="Revenue" value={formatDollars(data.totalRevenue)} testId="conv-revenue" />
        <Figure label="Average order value" value={formatDollars(data.avgOrderValue)} testId="conv-aov" />
      </dl>
      <div className="flex flex-col gap-3">
        <h3 className="text-base font-semibold text-white">Recent conversions</h3>
        {data.recent.length === 0 ? (
          <EmptyNote testId="recent-conversions-empty">No purchases or beta signups in {PERIOD_LABELS[data.period].toLowerCase()} yet.</EmptyNote>
        ) : (
          <ul className="flex flex-col divide-y divide-white/5" data-testid="recent-conversions">
            {data.recent.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm" data-testid="recent-conversion">
                <span className="flex items-center gap-2">
                  <span className="font-medium text-white">{c.name}</span>
                  <Badge variant={c.type === CONVERSION_TYPES.purchase ? 'success' : 'info'}>
                    {c.type === CONVERSION_TYPES.purchase ? `Purchase${c.plan ? ` · ${c.plan}` : ''}` : 'Beta signup'}
                  </Badge>
                </span>
                <span className="flex items-center gap-4 text-slate-400">
                  <span>{channelLabel(c.channel)}</span>
                  <span className="text-slate-200 tabular-nums">{formatDollars(c.revenue)}</span>
                  <time dateTime={new Date(c.timestamp).toISOString()}>{formatDayTime(c.timestamp)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
