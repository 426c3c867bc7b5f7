import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent, formatUsd } from '@/lib/format';
import type { ChannelRow, ChannelStatus } from '../lib/traffic-metrics';

const STATUS: Record<ChannelStatus, { label: string; variant: 'success' | 'info' | 'secondary' }> = {
  active: { label: 'Active', variant: 'success' },
  complete: { label: 'Complete', variant: 'info' },
  pending: { label: 'Pending', variant: 'secondary' },
};

/** Twitter/X, LinkedIn, Email and Reddit: each channel's real visits, conversions and revenue. */
export function ChannelPerformance({ rows }: { rows: readonly ChannelRow[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Channel performance</CardTitle>
        <CardDescription>
          Visits tagged with each channel&apos;s utm_source, last 7 days. Active: visits today. Complete: visits this week, none today. Pending:
          no visits this week.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm" data-testid="channel-table">
          <caption className="sr-only">Channel performance, last 7 days</caption>
          <thead className="text-slate-400">
            <tr className="border-b border-white/10">
              <th scope="col" className="py-2 pr-3 font-medium">Channel</th>
              <th scope="col" className="py-2 pr-3 font-medium">Status</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Visits today</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Visits (7 days)</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Conversions</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Conversion rate</th>
              <th scope="col" className="py-2 text-right font-medium">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.source} className="border-b border-white/5 text-slate-200" data-testid={`channel-${row.source}`}>
                <th scope="row" className="py-2 pr-3 font-medium text-white">{row.label}</th>
                <td className="py-2 pr-3">
                  <Badge variant={STATUS[row.status].variant} data-testid="channel-status">
                    {STATUS[row.status].label}
                  </Badge>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.visitsToday.toLocaleString('en-US')}</td>
                <td className="py-2 pr-3 text-right tabular-nums" data-testid="channel-visits">{row.week.visits.toLocaleString('en-US')}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.week.conversions.toLocaleString('en-US')}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatPercent(row.week.conversionRate, 2)}</td>
                <td className="py-2 text-right tabular-nums">{formatUsd(row.week.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
