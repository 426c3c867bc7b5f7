import { LAUNCH_CAMPAIGN_IDS, LAUNCH_TABS } from '../../../../shared/contracts/campaigns';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { ScreenHeader } from '@/components/screen-header';
import { Card } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useCampaignState, useSetCampaignItem } from '@/lib/owner-api/campaign-state';
import { useTrafficSources } from '@/lib/owner-api/dashboard-queries';
import { CampaignCard } from './components/campaign-card';
import { LAUNCH_CAMPAIGNS, TAB_LABELS, campaignLink, channelVisits, launchStatus, launchedInTab } from './lib/launch-campaigns';

/**
 * /launch = /launch-campaign (spec growth section 2, "Other campaign tools"): the launch campaigns
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
    content = (
      <OwnerAccessState
        error={state.error}
        returnTo={SCREENS.launch[0]}
        onRetry={() => void state.refetch()}
        retrying={state.isFetching}
        loadErrorTitle="Could not load the campaigns"
      />
    );
  } else {
    content = (
      <div className="flex flex-col gap-4" aria-busy="true" data-testid="launch-loading">
        <p role="status" className="sr-only">
          Loading the campaigns
        </p>
        <Skeleton className="h-11" />
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="flex flex-col gap-3 p-6">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-16" />
              <Skeleton className="h-11" />
            </Card>
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Launch Traffic Campaign · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3" data-testid="launch-title">
            <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Launch Traffic Campaign</h1>
            {traffic.data?.includesDemoData ? <DemoDataBadge /> : null}
          </div>
          <p className="max-w-3xl text-slate-300">
            Social, email, content and forum campaigns for {PRODUCT_NAME}. Share each campaign&apos;s tracking link, then mark it launched;
            the visits its channel brings show on its card.
          </p>
        </div>
        {traffic.error && !state.error ? (
          <OwnerAccessState
            error={traffic.error}
            returnTo={SCREENS.launch[0]}
            onRetry={() => void traffic.refetch()}
            retrying={traffic.isFetching}
            loadErrorTitle="Could not load the visits per channel"
          />
        ) : null}
        {content}
      </main>
    </div>
  );
}
