import type { UseQueryResult } from '@tanstack/react-query';
import { PERIOD_LABELS, type DashboardPeriod, type TrafficSourcesResponse } from '../../../../../shared/contracts/dashboards';
import { SCREENS } from '../../../../../shared/routes';
import { LoadingSkeleton } from '@/components/load-states';
import { OwnerQueryError } from '@/components/owner/owner-gate';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TableHead, type TableColumn } from '@/components/ui/table-head';
import { formatPercent, formatUsd } from '@/lib/format';
import { COPY_LINK_SOURCE, SHARE_CHANNELS, SHARE_LABELS, channelRow } from '../lib/share-links';

const ROWS = [...SHARE_CHANNELS, COPY_LINK_SOURCE] as const;
const NUMBER = 'py-2 text-right font-medium';
const COLUMNS: readonly TableColumn[] = [
  ['Channel', 'py-2 font-medium'],
  ['Visits', NUMBER],
  ['Purchases', NUMBER],
  ['Conversion', 'hidden py-2 text-right font-medium sm:table-cell'],
  ['Revenue', NUMBER],
];

/** Visits, purchases and revenue per share channel for the period, from the traffic-sources answer. */
export function ChannelResults({ traffic, period }: { traffic: UseQueryResult<TrafficSourcesResponse>; period: DashboardPeriod }) {
  let body;
  if (traffic.data) {
    const rows = ROWS.map((source) => ({ source, row: channelRow(traffic.data.sources, source) }));
    const any = rows.some(({ row }) => row.visits > 0);
    body = (
      <>
        <table className="w-full text-left text-sm" data-testid="channel-results-table">
          <caption className="sr-only">Visits per share channel, {PERIOD_LABELS[period].toLowerCase()}</caption>
          <TableHead className="text-slate-400" columns={COLUMNS} />
          <tbody className="divide-y divide-white/10">
            {rows.map(({ source, row }) => (
              <tr key={source} data-testid={`channel-row-${source}`}>
                <th scope="row" className="py-2 font-medium text-slate-200">
                  {SHARE_LABELS[source]}
                </th>
                <td className="py-2 text-right font-semibold text-white tabular-nums" data-testid="visits">
                  {row.visits.toLocaleString('en-US')}
                </td>
                <td className="py-2 text-right text-slate-200 tabular-nums">{row.conversions.toLocaleString('en-US')}</td>
                <td className="hidden py-2 text-right text-slate-200 tabular-nums sm:table-cell">{formatPercent(row.conversionRate, 2)}</td>
                <td className="py-2 text-right text-slate-200 tabular-nums">{formatUsd(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {any ? null : (
          <p className="mt-3 text-sm text-slate-300" data-testid="channel-results-empty">
            No visits through share links in this period yet. They appear here as people open what you share.
          </p>
        )}
      </>
    );
  } else if (traffic.error) {
    body = <OwnerQueryError query={traffic} returnTo={SCREENS.share[0]} title="Could not load the visits per channel" />;
  } else {
    body = (
      <LoadingSkeleton label="Loading the visits per channel" testId="channel-results-loading" className="flex flex-col gap-2">
        {ROWS.map((r) => (
          <Skeleton key={r} className="h-8" />
        ))}
      </LoadingSkeleton>
    );
  }
  return (
    <Card data-testid="channel-results">
      <CardHeader>
        <h2 className="text-lg font-semibold text-white">Visits by channel</h2>
        <CardDescription>
          {PERIOD_LABELS[period]}: first-party visits whose link carried the network as utm_source (shared links and your posts alike), the purchases made in them and their revenue.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
