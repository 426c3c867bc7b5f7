import type { TrafficSource, TrafficSourcesResponse } from '../../../../../shared/contracts/dashboards';
import { PERIOD_LABELS } from '../../../../../shared/contracts/dashboards';
import { barPercent, channelLabel, formatCount, formatDollars, formatRate } from '../lib/analytics-format';
import { EmptyNote } from './analytics-states';
import { DataTable, type Column } from './source-table';

const COLUMNS: readonly Column<TrafficSource>[] = [
  { key: 'source', header: 'Source', cell: (s) => channelLabel(s.source) },
  { key: 'visits', header: 'Visits', numeric: true, cell: (s) => formatCount(s.visits) },
  { key: 'conversions', header: 'Conversions', numeric: true, cell: (s) => formatCount(s.conversions) },
  { key: 'rate', header: 'Conversion rate', numeric: true, cell: (s) => formatRate(s.conversionRate) },
  { key: 'revenue', header: 'Revenue', numeric: true, cell: (s) => formatDollars(s.revenue) },
];

/** Visits per source as horizontal bars; the table next to it carries every number for assistive technology. */
function SourceBars({ sources }: { sources: readonly TrafficSource[] }) {
  const max = Math.max(0, ...sources.map((s) => s.visits));
  return (
    <figure className="flex flex-col gap-2" aria-hidden="true" data-testid="traffic-sources-chart">
      {sources.map((s) => (
        <div key={s.source} className="grid grid-cols-[7rem_1fr_3.5rem] items-center gap-3 text-sm">
          <span className="truncate text-slate-300">{channelLabel(s.source)}</span>
          <span className="h-3 rounded-full bg-white/5">
            <span className="block h-full rounded-full bg-emerald-400/85" style={{ width: `${barPercent(s.visits, max)}%` }} />
          </span>
          <span className="text-right text-slate-400 tabular-nums">{formatCount(s.visits)}</span>
        </div>
      ))}
      <figcaption className="text-xs text-slate-500">Visits by source</figcaption>
    </figure>
  );
}

/** Traffic Sources tab: every source of the period with its visits, conversions, rate and revenue. */
export function TrafficSourcesPanel({ data }: { data: TrafficSourcesResponse }) {
  if (data.sources.length === 0) {
    return <EmptyNote testId="traffic-sources-empty">No visits in {PERIOD_LABELS[data.period].toLowerCase()} yet.</EmptyNote>;
  }
  return (
    <div className="flex flex-col gap-6">
      <DataTable
        caption={`Traffic sources, ${PERIOD_LABELS[data.period].toLowerCase()}`}
        columns={COLUMNS}
        rows={data.sources}
        rowKey={(s) => s.source}
        testId="traffic-sources-table"
        rowTestId={(s) => `source-${s.source}`}
      />
      <SourceBars sources={data.sources} />
    </div>
  );
}
