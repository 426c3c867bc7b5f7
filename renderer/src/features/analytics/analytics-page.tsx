import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DEFAULT_DASHBOARD_PERIOD, EXPORT_DATASETS, PERIOD_LABELS, type DashboardPeriod } from '../../../../shared/contracts/dashboards';
import { SCREENS } from '../../../../shared/routes';
import { ExportLink } from '@/components/owner/export-link';
import { LiveToggle } from '@/components/owner/live-toggle';
import { OwnerAccessState, isOwnerAccessError } from '@/components/owner/owner-gate';
import { PeriodSelect } from '@/components/owner/period-select';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAbResults, useConversions, useRealtime, useTrafficSources } from '@/lib/owner-api/dashboard-queries';
import { ActivityFeed } from './components/activity-feed';
import { AnalyticsSkeleton, PanelError, PanelSkeleton } from './components/analytics-states';
import { CampaignsPanel } from './components/campaigns-panel';
import { ConversionsPanel } from './components/conversions-panel';
import { KpiCards } from './components/kpi-cards';
import { OptimizationPanel } from './components/optimization-panel';
import { TrafficSourcesPanel } from './components/traffic-sources-panel';

/** One panel of the screen: its answer, else a placeholder while loading, else its error. */
function Panel<T>({ query, errorTitle, loadingLabel, testId, children }: {
  query: UseQueryResult<T>;
  errorTitle: string;
  loadingLabel: string;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <PanelError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} title={errorTitle} />;
  return <PanelSkeleton label={loadingLabel} testId={testId} />;
}

const TABS = [
  { value: 'traffic', label: 'Traffic Sources' },
  { value: 'campaigns', label: 'Campaigns' },
  { value: 'conversions', label: 'Conversions' },
  { value: 'optimization', label: 'Optimization' },
] as const;

/**
 * /analytics = /analytics-dashboard (docs/product.md "Analytics dashboard"): KPI cards, four tabs
 * and the live activity feed, all read from the owner's analytics APIs. Live polls at the spec's
 * intervals (realtime 5 s, conversions 10 s, traffic sources 15 s); Paused stops every poll.
 */
export default function AnalyticsPage() {
  const [live, setLive] = useState(true);
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_DASHBOARD_PERIOD);
  const realtime = useRealtime(live);
  const conversions = useConversions(period, live);
  const sources = useTrafficSources(period, live);
  const ab = useAbResults(live);
  const queries = [realtime, conversions, sources, ab] as const;

  const accessError = queries.find((q) => q.data === undefined && isOwnerAccessError(q.error))?.error;
  const [refreshing, setRefreshing] = useState(false);
  const retrying = queries.some((q) => q.isFetching);
  const includesDemoData = queries.some((q) => q.data?.includesDemoData === true);
  const nothingYet = queries.every((q) => q.data === undefined && !q.error);

  /** Refetches every query of the screen at once (also while paused: a one-off update). */
  async function refresh() {
    setRefreshing(true);
    try {
      await Promise.all(queries.map((q) => q.refetch()));
    } finally {
      setRefreshing(false);
    }
  }

  let content;
  if (accessError) {
    content = (
      <OwnerAccessState error={accessError} returnTo={SCREENS.analytics[0]} onRetry={() => void refresh()} retrying={retrying} loadErrorTitle="Could not load the analytics" />
    );
  } else if (nothingYet) {
    content = <AnalyticsSkeleton />;
  } else {
    content = (
      <>
        <KpiCards realtime={realtime.data} conversions={conversions.data} realtimeFailed={Boolean(realtime.error)} conversionsFailed={Boolean(conversions.error)} />
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card>
            <Tabs defaultValue="traffic" className="flex flex-col gap-4 p-4 sm:p-6">
              <TabsList aria-label="Analytics views">
                {TABS.map((t) => (
                  <TabsTrigger key={t.value} value={t.value} data-testid={`tab-${t.value}`}>
                    {t.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value="traffic" data-testid="panel-traffic">
                <Panel query={sources} errorTitle="Could not load the traffic sources" loadingLabel="Loading the traffic sources" testId="traffic-loading">
                  {(data) => <TrafficSourcesPanel data={data} />}
                </Panel>
              </TabsContent>
              <TabsContent value="campaigns" data-testid="panel-campaigns">
                <Panel query={sources} errorTitle="Could not load the campaign channels" loadingLabel="Loading the campaign channels" testId="campaigns-loading">
                  {(data) => <CampaignsPanel data={data} />}
                </Panel>
              </TabsContent>
              <TabsContent value="conversions" data-testid="panel-conversions">
                <Panel query={conversions} errorTitle="Could not load the conversions" loadingLabel="Loading the conversions" testId="conversions-loading">
                  {(data) => <ConversionsPanel data={data} />}
                </Panel>
              </TabsContent>
              <TabsContent value="optimization" data-testid="panel-optimization">
                <Panel query={ab} errorTitle="Could not load the A/B results" loadingLabel="Loading the A/B results" testId="ab-loading">
                  {(data) => <OptimizationPanel data={data} />}
                </Panel>
              </TabsContent>
            </Tabs>
          </Card>
          <div className="flex flex-col gap-6">
            {live ? (
              <Panel query={realtime} errorTitle="Could not load the live activity" loadingLabel="Loading the live activity" testId="activity-loading">
                {(data) => <ActivityFeed data={data} />}
              </Panel>
            ) : (
              <Card className="p-6 text-sm text-slate-400" data-testid="activity-paused">
                Paused: the live activity feed and all polling are stopped. Press Paused to go live again, or Refresh for a one-off update.
              </Card>
            )}
            <Card>
              <CardHeader>
                <CardTitle>Export</CardTitle>
                <CardDescription>CSV files for {PERIOD_LABELS[period].toLowerCase()}.</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                {EXPORT_DATASETS.map((d) => (
                  <ExportLink key={d} dataset={d} period={period} />
                ))}
              </CardContent>
            </Card>
          </div>
        </div>
      </>
    );
  }

  return (
    <ScreenPage tabTitle="Analytics Dashboard">
      <ScreenTitle
        title="Analytics Dashboard"
        demo={includesDemoData}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <PeriodSelect value={period} onChange={setPeriod} />
            <LiveToggle live={live} onChange={setLive} />
            <Button variant="outline" onClick={() => void refresh()} aria-busy={refreshing} data-testid="refresh">
              <RefreshCw aria-hidden="true" className={refreshing ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'} />
              Refresh
            </Button>
          </div>
        }
      >
        Visits, conversions and revenue from the site&apos;s own first-party analytics.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
