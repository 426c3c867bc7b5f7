import { useState } from 'react';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { ScreenHeader } from '@/components/screen-header';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { toast } from '@/components/ui/use-toast';
import { useCampaignState, useSetCampaignItem } from '@/lib/owner-api/campaign-state';
import { useConversions } from '@/lib/owner-api/dashboard-queries';
import { GuideDayCard } from './components/guide-day';
import { GuideProgress } from './components/guide-progress';
import { GuideSkeleton } from './components/guide-states';
import { GUIDE_DAYS, guideProgress, isDone } from './lib/guide-steps';

/**
 * /traffic (spec growth section 2, "Other campaign tools"): the 7-day traffic guide with its 20-step
 * checklist. Each tick is stored on the server (campaign state), so it survives a reload and a
 * restart; the progress bar is steps done out of 20. /traffic-dashboard is the analytics dashboard.
 */
export default function TrafficGuidePage() {
  const state = useCampaignState();
  const setItem = useSetCampaignItem();
  // Ticks on their way to the server, shown at once; the server's answer replaces them.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  // One figure, read once: the guide is not a live screen.
  const today = useConversions('today', false);

  const done = (stepId: string) => pending[stepId] ?? isDone(state.data, stepId);

  function toggle(stepId: string, checked: boolean) {
    if (pending[stepId] !== undefined) return;
    setPending((p) => ({ ...p, [stepId]: checked }));
    setItem
      .mutateAsync({ kind: 'guide_step', itemId: stepId, status: checked ? 'done' : 'todo' })
      .catch(() => toast({ title: 'Could not save the step', description: 'Please try again.', variant: 'destructive' }))
      .finally(() =>
        setPending((p) => {
          const next = { ...p };
          delete next[stepId];
          return next;
        }),
      );
  }

  let content;
  if (state.error && !state.data) {
    content = (
      <OwnerAccessState
        error={state.error}
        returnTo={SCREENS.trafficGuide[0]}
        onRetry={() => void state.refetch()}
        retrying={state.isFetching}
        loadErrorTitle="Could not load the checklist"
      />
    );
  } else if (state.data) {
    const progress = guideProgress(done);
    content = (
      <>
        <GuideProgress
          done={progress.done}
          total={progress.total}
          percent={progress.percent}
          visitsToday={today.data ? today.data.visits : null}
          visitsLoading={today.isPending}
        />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          {GUIDE_DAYS.map((day) => (
            <GuideDayCard key={day.day} day={day} done={done} saving={(id) => pending[id] !== undefined} onToggle={toggle} />
          ))}
        </div>
      </>
    );
  } else {
    content = <GuideSkeleton />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Traffic Guide · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">7-Day Traffic Guide</h1>
            {today.data?.includesDemoData ? <DemoDataBadge /> : null}
          </div>
          <p className="max-w-3xl text-slate-300">
            Twenty steps over seven days to bring the first visitors in. Your ticks are saved, so you can pick up where you left off.
          </p>
        </div>
        {content}
      </main>
    </div>
  );
}
