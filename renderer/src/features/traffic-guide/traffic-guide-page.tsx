import { useState } from 'react';
import { SCREENS } from '../../../../shared/routes';
import { OwnerQueryError } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { toast } from '@/components/ui/use-toast';
import { useCampaignState, useSetCampaignItem } from '@/lib/owner-api/campaign-state';
import { useConversions } from '@/lib/owner-api/dashboard-queries';
import { GuideDayCard } from './components/guide-day';
import { GuideProgress } from './components/guide-progress';
import { GuideSkeleton } from './components/guide-states';
import { GUIDE_DAYS, guideProgress, isDone } from './lib/guide-steps';

/**
 * /traffic (docs/product.md "Campaign tools"): the 7-day traffic guide with its 20-step
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
    content = <OwnerQueryError query={state} returnTo={SCREENS.trafficGuide[0]} title="Could not load the checklist" />;
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
    <ScreenPage tabTitle="Traffic Guide">
      <ScreenTitle
        title="7-Day Traffic Guide"
        demo={today.data?.includesDemoData ?? false}
      >
        Twenty steps over seven days to bring the first visitors in. Your ticks are saved, so you can pick up where you left off.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
