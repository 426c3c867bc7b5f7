import type { TrafficSource, TrafficSourcesResponse } from '../../../../../shared/contracts/dashboards';
import { PERIOD_LABELS } from '../../../../../shared/contracts/dashboards';
import { DonutChart } from '@/components/charts/donut-chart';
import { channelLabel, formatCount, formatDollars, revenuePerVisit, shareOf } from '../lib/analytics-format';
import { EmptyNote } from './analytics-states';
import { DataTable, type Column } from './source-table';

const STROKES = ['stroke-gold-400', 'stroke-emerald-400', 'stroke-sky-400', 'stroke-fuchsia-400', 'stroke-amber-300', 'stroke-rose-400', 'stroke-slate-400'];

/**
 * Campaigns tab: the app measures campaigns by the channel their visitors arrive from (utm_source),
 * so this is per channel: share of visits, revenue per visit and conversions. Reach, impressions and
 * spend happen on the platforms and are not measured here; the tab says so.
 */
export function CampaignsPanel({ data }: { data: TrafficSourcesResponse }) {
  if (data.sources.length === 0) {
    return <EmptyNote testId="campaigns-empty">No campaign visits in {PERIOD_LABELS[data.period].toLowerCase()} yet.</EmptyNote>;
  }
  const totalVisits = data.sources.reduce((sum, s) => sum + s.visits, 0);
  const columns: readonly Column<TrafficSource>[] = [
    { key: 'channel', header: 'Channel', cell: (s) => channelLabel(s.source) },
    { key: 'share', header: 'Share of visits', numeric: true, cell: (s) => shareOf(s.visits, totalVisits) },
    { key: 'conversions', header: 'Conversions', numeric: true, cell: (s) => formatCount(s.conversions) },
    { key: 'rpv', header: 'Revenue per visit', numeric: true, cell: (s) => formatDollars(revenuePerVisit(s.revenue, s.visits)) },
  ];
  const shown = data.sources.slice(0, STROKES.length);
  const label = `Share of visits: ${data.sources.map((s) => `${channelLabel(s.source)} ${shareOf(s.visits, totalVisits)}`).join(', ')}`;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-400" data-testid="campaigns-note">
        Campaigns are measured by the channel their visitors arrive from (the link&apos;s utm_source). Impressions, reach and ad spend
        stay on each platform and are not shown here.
      </p>
      <div className="grid items-center gap-6 lg:grid-cols-[3fr_1fr]">
        <DataTable caption="Campaign channels" columns={columns} rows={data.sources} rowKey={(s) => s.source} testId="campaigns-table" rowTestId={(s) => `channel-${s.source}`} />
        <div className="flex flex-col items-center gap-3">
          <DonutChart
            className="w-40"
            label={label}
            data={shown.map((s, i) => ({ key: s.source, value: s.visits, strokeClassName: STROKES[i]! }))}
            center={
              <>
                <span className="text-xl font-semibold text-white tabular-nums">{formatCount(totalVisits)}</span>
                <span className="text-xs text-slate-400">visits</span>
              </>
            }
          />
          <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1 text-xs text-slate-300" aria-hidden="true">
            {shown.map((s, i) => (
              <li key={s.source} className="inline-flex items-center gap-1.5">
                <svg className="size-2.5" viewBox="0 0 10 10">
                  <circle cx="5" cy="5" r="4" strokeWidth="3" fill="none" className={STROKES[i]} />
                </svg>
                {channelLabel(s.source)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
