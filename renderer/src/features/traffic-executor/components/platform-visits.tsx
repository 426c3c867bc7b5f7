import type { UseQueryResult } from '@tanstack/react-query';
import type { TrafficSourcesResponse } from '../../../../../shared/contracts/dashboards';
import { SCREENS } from '../../../../../shared/routes';
import { LoadingSkeleton } from '@/components/load-states';
import { OwnerQueryError } from '@/components/owner/owner-gate';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { PLATFORM_LABELS, PLATFORM_SOURCES } from '../lib/post-templates';
import { visitsBySource } from '../lib/channel-visits';

/** Visits per platform over the last 7 days, from GET /api/analytics/traffic-sources?period=7d. */
export function PlatformVisits({ traffic }: { traffic: UseQueryResult<TrafficSourcesResponse> }) {
  let body;
  if (traffic.data) {
    const visits = visitsBySource(traffic.data.sources, PLATFORM_SOURCES);
    const max = Math.max(...Object.values(visits));
    const total = Object.values(visits).reduce((a, b) => a + b, 0);
    body =
      total === 0 ? (
        <p className="text-slate-300" data-testid="platform-visits-empty">
          No visits from these platforms in the last 7 days yet. They appear here as people open the links in your posts.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {PLATFORM_SOURCES.map((source) => (
            <li key={source} className="flex flex-col gap-1" data-testid={`platform-visits-${source}`}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="text-slate-200">{PLATFORM_LABELS[source]}</span>
                <span className="font-semibold text-white tabular-nums" data-testid="visits">
                  {visits[source].toLocaleString('en-US')}
                </span>
              </div>
              <Progress value={max > 0 ? (visits[source] / max) * 100 : 0} label={`${PLATFORM_LABELS[source]} visits, relative to the busiest platform`} />
            </li>
          ))}
        </ul>
      );
  } else if (traffic.error) {
    body = <OwnerQueryError query={traffic} returnTo={SCREENS.trafficExecutor[0]} title="Could not load the visits" />;
  } else {
    body = (
      <LoadingSkeleton label="Loading visits per platform" testId="platform-visits-loading" className="flex flex-col gap-3">
        {PLATFORM_SOURCES.map((s) => (
          <Skeleton key={s} className="h-8" />
        ))}
      </LoadingSkeleton>
    );
  }
  return (
    <Card data-testid="platform-visits">
      <CardHeader>
        <h2 className="text-lg font-semibold text-white">Visits by platform</h2>
        <CardDescription>Last 7 days: first-party visits whose link carried the platform as utm_source.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
