import type { UseQueryResult } from '@tanstack/react-query';
import type { TrafficSourcesResponse } from '../../../../../shared/contracts/dashboards';
import { SCREENS } from '../../../../../shared/routes';
import { LoadingSkeleton } from '@/components/load-states';
import { OwnerQueryError } from '@/components/owner/owner-gate';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { Progress } from '@/components/ui/progress';
import { Skeletons } from '@/components/ui/skeleton';

/** Every channel's visits over the last 7 days (traffic sources, most visits first). */
export function ChannelVisits({ traffic }: { traffic: UseQueryResult<TrafficSourcesResponse> }) {
  let body;
  if (traffic.data) {
    const rows = traffic.data.sources.filter((s) => s.visits > 0);
    const max = Math.max(1, ...rows.map((r) => r.visits));
    body =
      rows.length === 0 ? (
        <p className="text-slate-300" data-testid="channel-visits-empty">
          No visits in the last 7 days yet.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.source} className="flex flex-col gap-1" data-testid={`channel-${row.source}`}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="text-slate-200">{row.source}</span>
                <span className="text-slate-400">
                  <span className="font-semibold text-white tabular-nums" data-testid="visits">
                    {row.visits.toLocaleString('en-US')}
                  </span>{' '}
                  {row.visits === 1 ? 'visit' : 'visits'} · {row.conversions.toLocaleString('en-US')} {row.conversions === 1 ? 'purchase' : 'purchases'}
                </span>
              </div>
              <Progress value={(row.visits / max) * 100} label={`${row.source} visits, relative to the busiest channel`} />
            </li>
          ))}
        </ul>
      );
  } else if (traffic.error) {
    body = <OwnerQueryError query={traffic} returnTo={SCREENS.campaignExecutor[0]} title="Could not load the visits per channel" />;
  } else {
    body = (
      <LoadingSkeleton label="Loading the visits per channel" testId="channel-visits-loading" className="flex flex-col gap-3" busy={false}>
        <Skeletons count={5} className="h-8" />
      </LoadingSkeleton>
    );
  }
  return (
    <Card data-testid="channel-visits">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-white">Visits by channel</h2>
          {traffic.data?.includesDemoData ? <DemoDataBadge /> : null}
        </div>
        <CardDescription>Last 7 days. A channel is the utm_source of the link a visit came through, else referral or direct.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
