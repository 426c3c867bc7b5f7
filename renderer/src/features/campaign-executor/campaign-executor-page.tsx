import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { ALL_LAUNCH_CAMPAIGN_IDS, POST_TEMPLATE_IDS, STRATEGY_START } from '../../../../shared/contracts/campaigns';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { LoadingSkeleton } from '@/components/load-states';
import { OwnerQueryError } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton, Skeletons } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCampaignState, useSetCampaignItem } from '@/lib/owner-api/campaign-state';
import { useTrafficSources } from '@/lib/owner-api/dashboard-queries';
import { ChannelVisits } from './components/channel-visits';
import { ReadyCampaigns, UnpostedTemplates } from './components/plan-lists';
import { CAMPAIGN_NAMES, launchInTurn, planSummary, type LaunchCampaignId } from './lib/launch-plan';

interface Run {
  total: number;
  done: number;
  /** Set when the run stopped on a failure. */
  failed?: string;
  finished: boolean;
}

const STRATEGY_COUNT = Object.keys(STRATEGY_START).length;

/**
 * /go = /campaign-executor (docs/product.md "Campaign tools"): the launch plan in one place. What
 * is still to do and the totals come from the stored campaign state; "Launch all ready campaigns"
 * marks each ready campaign launched, one after another, with a progress bar; channel visits from
 * traffic sources.
 */
export default function CampaignExecutorPage() {
  const state = useCampaignState();
  const traffic = useTrafficSources('7d');
  const setItem = useSetCampaignItem();
  const [run, setRun] = useState<Run | null>(null);
  const running = run !== null && !run.finished;
  const plan = state.data ? planSummary(state.data) : null;

  async function launchAll(ids: readonly LaunchCampaignId[]) {
    setRun({ total: ids.length, done: 0, finished: false });
    const outcome = await launchInTurn(
      ids,
      (id) => setItem.mutateAsync({ kind: 'launch_campaign', itemId: id, status: 'launched' }),
      (done) => setRun((r) => (r ? { ...r, done } : r)),
      (error) => error instanceof ApiError && error.status === 409,
    );
    if (outcome.ok) {
      setRun({ total: ids.length, done: outcome.launched, finished: true });
      toast({ title: 'Campaigns launched', description: `${outcome.launched} ${outcome.launched === 1 ? 'campaign' : 'campaigns'} marked launched.` });
    } else {
      const name = CAMPAIGN_NAMES[outcome.failedId as LaunchCampaignId];
      const detail = outcome.error instanceof Error ? outcome.error.message : 'Unknown error';
      setRun({ total: ids.length, done: outcome.launched, finished: true, failed: `${name}: ${detail}` });
      toast({ title: 'Launch stopped', description: `${name} could not be launched.`, variant: 'destructive' });
    }
  }

  let content;
  if (plan) {
    content = (
      <>
        <dl className="grid gap-3 sm:grid-cols-3" data-testid="plan-totals">
          {[
            { id: 'campaigns', label: 'Campaigns launched', value: plan.campaignsLaunched, of: ALL_LAUNCH_CAMPAIGN_IDS.length },
            { id: 'templates', label: 'Templates posted', value: plan.templatesPosted, of: POST_TEMPLATE_IDS.length },
            { id: 'strategies', label: 'Strategies running', value: plan.strategiesRunning, of: STRATEGY_COUNT },
          ].map((t) => (
            <Card key={t.id} className="flex flex-col gap-2 p-5">
              <dt className="text-sm text-slate-400">{t.label}</dt>
              <dd className="text-3xl font-semibold text-white tabular-nums">
                <span data-testid={`total-${t.id}`}>{t.value}</span>
                <span className="text-base font-normal text-slate-400"> / {t.of}</span>
              </dd>
              <dd>
                <Progress value={(t.value / t.of) * 100} label={t.label} />
              </dd>
            </Card>
          ))}
        </dl>
        <Card className="flex flex-col gap-3 p-6" data-testid="launch-all">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h2 className="text-lg font-semibold text-white">Launch all ready campaigns</h2>
              <p className="text-sm text-slate-400">Marks each ready campaign launched, one after another. Launched is final.</p>
            </div>
            <Button onClick={() => void launchAll(plan.readyCampaigns)} disabled={running || plan.readyCampaigns.length === 0} data-testid="launch-all-button">
              <Rocket aria-hidden="true" className="size-4" />
              {running ? 'Launching...' : `Launch all ${plan.readyCampaigns.length} ready`}
            </Button>
          </div>
          {run ? (
            <div className="flex flex-col gap-2">
              <Progress value={run.total > 0 ? (run.done / run.total) * 100 : 100} label="Campaigns launched in this run" />
              <p role="status" className={run.failed ? 'text-sm text-red-200' : 'text-sm text-slate-300'} data-testid="launch-all-status">
                {run.failed
                  ? `Stopped after ${run.done} of ${run.total}. ${run.failed}`
                  : run.finished
                    ? `Launched ${run.done} of ${run.total}.`
                    : `Launching ${run.done + 1} of ${run.total}...`}
              </p>
            </div>
          ) : null}
        </Card>
        <div className="grid gap-6 lg:grid-cols-2">
          <ReadyCampaigns ids={plan.readyCampaigns} />
          <UnpostedTemplates ids={plan.unpostedTemplates} />
        </div>
      </>
    );
  } else if (state.error) {
    content = <OwnerQueryError query={state} returnTo={SCREENS.campaignExecutor[0]} title="Could not load the launch plan" />;
  } else {
    content = (
      <LoadingSkeleton label="Loading the launch plan" testId="plan-loading" busy={false}>
        <div className="grid gap-3 sm:grid-cols-3"><Skeletons count={3} className="h-28" /></div>
        <Skeleton className="h-24" />
        <div className="grid gap-6 lg:grid-cols-2"><Skeletons count={2} className="h-64" /></div>
      </LoadingSkeleton>
    );
  }

  return (
    <ScreenPage tabTitle="Campaign Executor">
      <ScreenTitle
        title="Campaign Executor"
        demo={traffic.data?.includesDemoData ?? false}
        titleTestId="go-title"
      >
        Run the {PRODUCT_NAME} launch plan from one place: what is done, what is left, and what it brought.
      </ScreenTitle>
      {content}
      {state.error ? null : <ChannelVisits traffic={traffic} />}
    </ScreenPage>
  );
}
