import { Rocket } from 'lucide-react';
import { useRef } from 'react';
import { REFERRAL_REWARD_DOLLARS } from '../../../../shared/contracts/referral';
import { PRODUCT_NAME } from '@/components/brand';
import { LoadError } from '@/components/load-states';
import { ScreenHeader } from '@/components/screen-header';
import { Button } from '@/components/ui/button';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { ApiError } from '@/lib/api-client';
import { useReferralLeaderboard } from './api/get-referral-leaderboard';
import { useReferralSummary } from './api/get-referral-summary';
import { RewardProgressCard } from './components/reward-progress';
import { SharePanel } from './components/share-panel';
import { TopPerformers } from './components/top-performers';
import { ViralSignIn, ViralSkeleton } from './components/viral-states';
import { ViralStats } from './components/viral-stats';
import { referralLink } from '@/lib/referral-format';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * /viral (growth spec sections 2, 3, 8, 9): the caller's code and share buttons, their standing
 * and the top referrers, all read from the server. The spec's counters that grow on timers are
 * not here: the numbers move only when a friend opens the link or joins (DESIGN.md).
 */
export default function ViralPage() {
  const summary = useReferralSummary();
  const leaderboard = useReferralLeaderboard();
  const firstShareRef = useRef<HTMLAnchorElement>(null);
  const data = summary.data;
  const error = summary.error;
  const signedOut = error instanceof ApiError && error.status === 401;

  // Start Sharing brings the share buttons into view and puts the keyboard on the first one, so
  // one more key press shares; copying stays its own, explicit button.
  function startSharing() {
    const first = firstShareRef.current;
    if (!first) return;
    const smooth = !window.matchMedia(REDUCED_MOTION).matches;
    first.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
    first.focus({ preventScroll: true });
  }

  let content;
  if (data) {
    content = (
      <>
        <ViralStats summary={data} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <SharePanel code={data.code} link={referralLink(window.location.origin, data.linkPath)} firstShareRef={firstShareRef} />
          <RewardProgressCard summary={data} />
        </div>
        <TopPerformers
          leaderboard={leaderboard.data}
          error={leaderboard.error}
          onRetry={() => void leaderboard.refetch()}
          retrying={leaderboard.isFetching}
        />
      </>
    );
  } else if (signedOut) {
    content = <ViralSignIn />;
  } else if (error) {
    content = <LoadError title="Could not load your referrals" detail={error.message} onRetry={() => void summary.refetch()} retrying={summary.isFetching} testId="viral-error" />;
  } else {
    content = <ViralSkeleton />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Viral Referrals · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-3" data-testid="viral-title">
              <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Earn ${REFERRAL_REWARD_DOLLARS} For Every Friend You Save</h1>
              {data?.includesDemoData ? <DemoDataBadge /> : null}
            </div>
            <p className="max-w-3xl text-slate-300">
              Share your referral link. Every friend who creates an account with it adds ${REFERRAL_REWARD_DOLLARS} to your earnings and
              brings you closer to the next reward.
            </p>
          </div>
          {data ? (
            <Button size="lg" onClick={startSharing} data-testid="start-sharing">
              <Rocket aria-hidden="true" className="size-5" />
              Start Sharing
            </Button>
          ) : null}
        </div>
        {content}
      </main>
    </div>
  );
}
