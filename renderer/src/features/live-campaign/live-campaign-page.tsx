import { useState } from 'react';
import { SCREENS } from '../../../../shared/routes';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { useCampaignState } from '@/lib/owner-api/campaign-state';
import { useConversions, useFunnelMetrics, useRealTime, useTrafficSources } from '@/lib/owner-api/dashboard-queries';
import { ChannelCards } from './components/channel-cards';
import { LiveFunnel } from './components/live-funnel';
import { LiveSkeleton, NoActivityToday } from './components/live-states';
import { Totals } from './components/totals';
import { TrackerToggle } from './components/tracker-toggle';
import { funnelSteps, hoursTracked, liveChannels, postsPublished } from './lib/live-metrics';

/**
 * /live and /live-campaign-tracker (docs/product.md "Live campaign tracker"): today's campaign
 * on the four channels, its totals and its funnel, read from the owner APIs and the stored campaign
 * state. The spec's simulated 3 s tick is the server's demo generator; Start / Pause turns the
 * polling on and off.
 */
export default function LiveCampaignPage() {
  const [live, setLive] = useState(true);
  const realTime = useRealTime(live);
  const today = useConversions('today', live);
  const sourcesToday = useTrafficSources('today', live);
  const sourcesWeek = useTrafficSources('7d', live);
  const funnel = useFunnelMetrics('today', live);
  const campaign = useCampaignState();
  const reads = [realTime, today, sourcesToday, sourcesWeek, funnel];
  const failed = [...reads, campaign].filter((q) => q.error && !q.data);
  const includesDemoData = reads.some((q) => q.data?.includesDemoData);

  let content;
  if (failed.length > 0) {
    content = (
      <OwnerAccessState
        error={failed[0]!.error}
        returnTo={SCREENS.liveCampaign[0]}
        onRetry={() => failed.forEach((q) => void q.refetch())}
        retrying={failed.some((q) => q.isFetching)}
        loadErrorTitle="Could not load the campaign figures"
      />
    );
  } else if (realTime.data && today.data && sourcesToday.data && sourcesWeek.data && funnel.data && campaign.data) {
    const c = today.data;
    content = (
      <>
        {c.visits === 0 ? <NoActivityToday /> : null}
        <Totals
          totals={{
            reach: realTime.data.last24h.pageViews,
            clicks: c.visits,
            signups: c.betaSignups + c.conversions,
            revenue: c.totalRevenue,
            hours: hoursTracked(c, realTime.data.asOf),
            posts: postsPublished(campaign.data),
          }}
        />
        <ChannelCards channels={liveChannels(sourcesToday.data.sources, sourcesWeek.data.sources)} />
        <LiveFunnel steps={funnelSteps(funnel.data)} conversionRate={funnel.data.conversionRate} />
      </>
    );
  } else {
    content = <LiveSkeleton />;
  }

  return (
    <ScreenPage tabTitle="Live Campaign Tracker">
      <ScreenTitle
        title="Live Campaign Tracker"
        demo={includesDemoData}
        note={
          realTime.data ? (
            <p className="text-xs text-slate-400" data-testid="as-of">
              Figures as of {new Date(realTime.data.asOf).toLocaleTimeString('en-US')}
            </p>
          ) : null
        }
        actions={<TrackerToggle live={live} onChange={setLive} />}
      >
        Today&apos;s campaign on Twitter/X, LinkedIn, Reddit and Email, from first-party analytics.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
