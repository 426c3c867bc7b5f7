import { useState } from 'react';
import { SCREENS } from '../../../../shared/routes';
import { LoadingSkeleton } from '@/components/load-states';
import { LiveToggle } from '@/components/owner/live-toggle';
import { OwnerAccessState, OwnerQueryError } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useCampaignState, useSetCampaignItem } from '@/lib/owner-api/campaign-state';
import { useConversions, useFunnelMetrics } from '@/lib/owner-api/dashboard-queries';
import { FunnelSummary, HeadlineFigures } from './components/headline-figures';
import { StrategyCard } from './components/strategy-card';
import { STRATEGIES, STRATEGY_IDS, biggestDropoff, strategyStatus } from './lib/strategies';

/**
 * /convert = /conversion = /conversion-dashboard, the Conversion command centre
 * (docs/product.md "Campaign tools"): the last 7 days' conversion figures and funnel from the
 * server, polled while live, and the strategy cards whose status (active, recommended, ready, then
 * running) the server keeps.
 */
export default function ConversionCommandPage() {
  const [live, setLive] = useState(true);
  const conversions = useConversions('7d', live);
  const funnel = useFunnelMetrics('7d', live);
  const state = useCampaignState();
  const setItem = useSetCampaignItem();
  const demo = Boolean(conversions.data?.includesDemoData || funnel.data?.includesDemoData);
  const readError = conversions.error ?? funnel.error;
  const worst = funnel.data ? biggestDropoff(funnel.data) : null;

  let strategies;
  if (state.data) {
    strategies = (
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Conversion strategies">
        {STRATEGY_IDS.map((id) => (
          <li key={id} className="flex">
            <StrategyCard
              id={id}
              strategy={STRATEGIES[id]!}
              status={strategyStatus(state.data, id)}
              saving={setItem.isPending && setItem.variables?.itemId === id}
              onActivate={() =>
                setItem.mutate(
                  { kind: 'strategy', itemId: id, status: 'running' },
                  {
                    onSuccess: () => toast({ title: 'Strategy running', description: STRATEGIES[id]!.title }),
                    onError: (error) => toast({ title: 'Could not activate the strategy', description: error.message, variant: 'destructive' }),
                  },
                )
              }
            />
          </li>
        ))}
      </ul>
    );
  } else if (state.error) {
    strategies = <OwnerQueryError query={state} returnTo={SCREENS.conversionCommand[0]} title="Could not load the strategies" />;
  } else {
    strategies = (
      <LoadingSkeleton label="Loading the strategies" testId="strategies-loading" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {STRATEGY_IDS.map((id) => (
          <Skeleton key={id} className="h-48" />
        ))}
      </LoadingSkeleton>
    );
  }

  return (
    <ScreenPage tabTitle="Conversion Command Centre">
      <ScreenTitle
        title="Conversion Command Centre"
        demo={demo}
        titleTestId="convert-title"
        actions={<LiveToggle live={live} onChange={setLive} />}
      >
        The last 7 days of visits, purchases and revenue, and the strategies you run to improve them.
      </ScreenTitle>
      {readError && !conversions.data && !funnel.data ? (
        <OwnerAccessState
          error={readError}
          returnTo={SCREENS.conversionCommand[0]}
          onRetry={() => {
            void conversions.refetch();
            void funnel.refetch();
          }}
          retrying={conversions.isFetching || funnel.isFetching}
          loadErrorTitle="Could not load the conversion figures"
        />
      ) : (
        <>
          <HeadlineFigures conversions={conversions.data} />
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold text-white">Funnel, last 7 days</h2>
              <CardDescription>
                {funnel.data
                  ? `${funnel.data.conversionRate}% of visitors bought. Pricing and checkout stages count visits that opened those pages.`
                  : 'Visitors, pricing views, checkout starts and purchases.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <FunnelSummary funnel={funnel.data} worstStage={worst?.stage ?? null} />
            </CardContent>
          </Card>
        </>
      )}
      <section aria-labelledby="strategies-heading" className="flex flex-col gap-4">
        <h2 id="strategies-heading" className="text-xl font-semibold text-white">
          Strategies
        </h2>
        {strategies}
      </section>
    </ScreenPage>
  );
}
