import { useState } from 'react';
import { BETA_SPOTS_TOTAL } from '../../../../shared/contracts/beta';
import { SCREENS } from '../../../../shared/routes';
import { LiveToggle } from '@/components/owner/live-toggle';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { useHourlyTraffic, useRealTime, useTopPages, useTrafficSources } from '@/lib/owner-api/dashboard-queries';
import { useBetaSpots } from './api/get-beta-spots';
import { BetaProgressCard } from './components/beta-progress';
import { ChannelPerformance } from './components/channel-performance';
import { DashboardNav } from './components/dashboard-nav';
import { DashboardSkeleton, NoTrafficYet } from './components/dashboard-states';
import { EmailRecoveryPanel, LandingCtaPanel } from './components/guidance-panels';
import { HourlyPerformance } from './components/hourly-performance';
import { KpiCards } from './components/kpi-cards';
import { LinkedInBudgetCard } from './components/linkedin-budget-card';
import { TopContent } from './components/top-content';
import { channelRows } from './lib/traffic-metrics';

/**
 * /traffic-dashboard (docs/product.md "Traffic dashboard"): the last 24 hours'
 * page views, visits, beta signups and revenue, the beta's spots (the same count as /beta), the four campaign channels, the
 * most viewed pages and the visits hour by hour, all read from the owner APIs. The spec's simulated
 * 3 s tick is the server's demo generator; while Live the screen polls each API at its interval,
 * while Paused not at all.
 */
export default function TrafficDashboardPage() {
  const [live, setLive] = useState(true);
  const realTime = useRealTime(live);
  const betaSpots = useBetaSpots(live);
  const sourcesToday = useTrafficSources('today', live);
  const sourcesWeek = useTrafficSources('7d', live);
  const topPages = useTopPages(live);
  const hourly = useHourlyTraffic(live);
  const queries = [realTime, sourcesToday, sourcesWeek, topPages, hourly];
  const failed = [...queries, betaSpots].filter((q) => q.error && !q.data);
  const includesDemoData = queries.some((q) => q.data?.includesDemoData);

  let content;
  if (failed.length > 0) {
    content = (
      <OwnerAccessState
        error={failed[0]!.error}
        returnTo={SCREENS.trafficDashboard[0]}
        onRetry={() => failed.forEach((q) => void q.refetch())}
        retrying={failed.some((q) => q.isFetching)}
        loadErrorTitle="Could not load the traffic figures"
      />
    );
  } else if (realTime.data && betaSpots.data && sourcesToday.data && sourcesWeek.data && topPages.data && hourly.data) {
    const last24h = realTime.data.last24h;
    const rows = channelRows(sourcesToday.data.sources, sourcesWeek.data.sources);
    const linkedin = rows.find((r) => r.source === 'linkedin')!.week;
    content = (
      <>
        {last24h.pageViews === 0 && last24h.sessions === 0 ? <NoTrafficYet /> : null}
        <KpiCards last24h={last24h} />
        <BetaProgressCard status={betaSpots.data} />
        <ChannelPerformance rows={rows} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <TopContent topPages={topPages.data} />
          <HourlyPerformance hourly={hourly.data} />
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <EmailRecoveryPanel />
          <LandingCtaPanel />
          <LinkedInBudgetCard linkedin={linkedin} />
        </div>
      </>
    );
  } else {
    content = <DashboardSkeleton />;
  }

  return (
    <ScreenPage tabTitle="Traffic Analytics Dashboard">
      <ScreenTitle
        title="Traffic Analytics Dashboard"
        demo={includesDemoData}
        note={
          realTime.data ? (
            <p className="text-xs text-slate-400" data-testid="as-of">
              {live ? 'Live' : 'Paused'} · figures as of {new Date(realTime.data.asOf).toLocaleTimeString('en-US')}
            </p>
          ) : null
        }
        actions={<LiveToggle live={live} onChange={setLive} />}
      >
        Visits, signups and revenue from first-party analytics, by campaign channel. The beta has {BETA_SPOTS_TOTAL} spots.
      </ScreenTitle>
      {content}
      <DashboardNav />
    </ScreenPage>
  );
}
