import type { HourlyResponse } from '../../../../../shared/contracts/dashboards';
import { BarChart, type BarDatum } from '@/components/charts/bar-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { busiestHour, hourLabel, hourRangeLabel } from '../lib/traffic-metrics';

/** Every third hour is named under the bars: 24 names do not fit a half-width card. */
const LABEL_EVERY = 3;

/**
 * Hourly performance: visits in each of the last 24 local hours as bars, the busiest hour, and the
 * whole hour-by-hour table (visits, page views, purchases, revenue) behind a disclosure.
 */
export function HourlyPerformance({ hourly }: { hourly: HourlyResponse }) {
  const { hours } = hourly;
  const data: BarDatum[] = hours.map((h, i) => ({
    key: String(h.start),
    shortLabel: i % LABEL_EVERY === 0 ? hourLabel(h.start) : '',
    longLabel: hourRangeLabel(h.start),
    value: h.visits,
  }));
  const busiest = busiestHour(hours);
  const purchases = hours.reduce((sum, h) => sum + h.purchases, 0);
  const revenue = hours.reduce((sum, h) => sum + h.revenue, 0);
  return (
    <Card data-testid="hourly-performance">
      <CardHeader>
        <CardTitle>Hourly performance</CardTitle>
        <CardDescription>Visits in each of the last 24 hours, your local time; the last bar is the hour so far.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <BarChart
          testId="hourly-chart"
          caption="Visits per hour, last 24 hours"
          valueLabel="Visits"
          labelHeader="Hour"
          wholeNumbers
          formatValue={(v) => v.toLocaleString('en-US')}
          data={data}
        />
        <p className="text-sm text-slate-300" data-testid="hourly-summary">
          {busiest
            ? `Busiest hour: ${hourRangeLabel(busiest.start)} with ${busiest.visits.toLocaleString('en-US')} ${busiest.visits === 1 ? 'visit' : 'visits'}.`
            : 'No visits in the last 24 hours yet.'}{' '}
          {purchases.toLocaleString('en-US')} {purchases === 1 ? 'purchase' : 'purchases'}, {formatUsd(revenue)} revenue.
        </p>
        <details className="text-sm text-slate-300">
          <summary className="cursor-pointer text-gold-200 underline-offset-4 hover:underline">Hour by hour</summary>
          {/* Focusable so the table can be scrolled from the keyboard. */}
          <div className="mt-3 max-h-72 overflow-y-auto" tabIndex={0} role="region" aria-label="Visits, page views, purchases and revenue per hour">
            <table className="w-full text-left tabular-nums" data-testid="hourly-table">
              <thead className="text-xs text-slate-400">
                <tr>
                  <th scope="col" className="py-1 pr-2 font-medium">Hour</th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">Visits</th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">Page views</th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">Purchases</th>
                  <th scope="col" className="py-1 text-right font-medium">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {[...hours].reverse().map((h) => (
                  <tr key={h.start} className="border-t border-white/5">
                    <th scope="row" className="py-1 pr-2 font-normal text-slate-200">{hourRangeLabel(h.start)}</th>
                    <td className="py-1 pr-2 text-right">{h.visits.toLocaleString('en-US')}</td>
                    <td className="py-1 pr-2 text-right">{h.pageViews.toLocaleString('en-US')}</td>
                    <td className="py-1 pr-2 text-right">{h.purchases.toLocaleString('en-US')}</td>
                    <td className="py-1 text-right">{formatUsd(h.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
