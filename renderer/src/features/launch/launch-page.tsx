import { LAUNCH_CAMPAIGN_IDS, LAUNCH_TABS } from '../../../../shared/contracts/campaigns';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { LoadingSkeleton } from '@/components/load-states';
import { OwnerQueryError } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Skeleton, SkeletonBars, SkeletonCards } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useCampaignState, useSetCampaignItem } from '@/lib/owner-api/campaign-state';
import { useTrafficSources } from '@/lib/owner-api/dashboard-queries';
import { CampaignCard } from './components/campaign-card';
import { LAUNCH_CAMPAIGNS, TAB_LABELS, campaignLink, channelVisits, launchStatus, launchedInTab } from './lib/launch-campaigns';

/**
 * /launch = /launch-campaign (docs/product.md "Campaign tools"): the launch campaigns
 * in four tabs; each goes ready -> launched, stored on the server, and shows the visits its channel
 * brought in the last 7 days (traffic sources, matched by the utm_source of its link).
 */
export default function LaunchPage() {
  const state = useCampaignState();
  const traffic = useTrafficSources('7d');
  const setItem = useSetCampaignItem();
  const origin = window.location.origin;

  let content;
  if (state.data) {
    content = (
      <Tabs defaultValue={LAUNCH_TABS[0]} className="flex flex-col gap-4">
        <TabsList aria-label="Campaign channels">
          {LAUNCH_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab} data-testid={`tab-${tab}`}>
              {TAB_LABELS[tab]}{' '}
              <span className="text-xs text-slate-400 tabular-nums">
                ({launchedInTab(state.data, tab)}/{LAUNCH_CAMPAIGN_IDS[tab].length} launched)
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {LAUNCH_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label={`${TAB_LABELS[tab]} campaigns`}>
              {LAUNCH_CAMPAIGN_IDS[tab].map((id) => {
                const campaign = LAUNCH_CAMPAIGNS[id];
                return (
                  <li key={id} className="flex">
                    <CampaignCard
                      id={id}
                      campaign={campaign}
                      link={campaignLink(origin, id)}
                      status={launchStatus(state.data, id)}
                      visits={traffic.data ? channelVisits(traffic.data.sources, campaign.channel) : undefined}
                      saving={setItem.isPending && setItem.variables?.itemId === id}
                      onLaunch={() =>
                        setItem.mutate(
                          { kind: 'launch_campaign', itemId: id, status: 'launched' },
                          {
                            onSuccess: () => toast({ title: 'Campaign launched', description: campaign.title }),
                            onError: (error) => toast({ title: 'Could not launch the campaign', description: error.message, variant: 'destructive' }),
                          },
                        )
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    );
  } else if (state.error) {
    content = <OwnerQueryError query={state} returnTo={SCREENS.launch[0]} title="Could not load the campaigns" />;
  } else {
    content = (
      <LoadingSkeleton label="Loading the campaigns" testId="launch-loading" className="flex flex-col gap-4">
        <Skeleton className="h-11" />
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={3} cardClassName="flex flex-col gap-3 p-6">
            <SkeletonBars sizes={['h-6 w-2/3', 'h-16', 'h-11']} />
          </SkeletonCards>
        </div>
      </LoadingSkeleton>
    );
  }

  return (
    <ScreenPage tabTitle="Launch Traffic Campaign">
      <ScreenTitle
        title="Launch Traffic Campaign"
        demo={traffic.data?.includesDemoData ?? false}
        titleTestId="launch-title"
      >
        Social, email, content and forum campaigns for {PRODUCT_NAME}. Share each campaign&apos;s tracking link, then mark it launched;
        the visits its channel brings show on its card.
      </ScreenTitle>
      {traffic.error && !state.error ? (
        <OwnerQueryError query={traffic} returnTo={SCREENS.launch[0]} title="Could not load the visits per channel" />
      ) : null}
      {content}
    </ScreenPage>
  );
}
