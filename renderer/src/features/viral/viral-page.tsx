import { Rocket } from 'lucide-react';
import { useRef } from 'react';
import { REFERRAL_REWARD_DOLLARS } from '../../../../shared/contracts/referral';
import { LoadError } from '@/components/load-states';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useReferralLeaderboard } from './api/get-referral-leaderboard';
import { useReferralSummary } from '@/api/referral-summary';
import { RewardProgressCard } from './components/reward-progress';
import { SharePanel } from './components/share-panel';
import { TopPerformers } from './components/top-performers';
import { ViralSignIn, ViralSkeleton } from './components/viral-states';
import { ViralStats } from './components/viral-stats';
import { referralLink } from '@/lib/referral-format';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * /viral (docs/product.md "Referrals"): the caller's code and share buttons, their standing
 * and the top referrers, all read from the server. The spec's counters that grow on timers are
 * not here: the numbers move only when a friend opens the link or joins
 * (docs/product.md "Referrals").
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
    <ScreenPage tabTitle="Viral Referrals">
      <ScreenTitle
        title={`Earn $${REFERRAL_REWARD_DOLLARS} For Every Friend You Save`}
        demo={data?.includesDemoData ?? false}
        titleTestId="viral-title"
        actions={
          data ? (
            <Button size="lg" onClick={startSharing} data-testid="start-sharing">
              <Rocket aria-hidden="true" className="size-5" />
              Start Sharing
            </Button>
          ) : null
        }
      >
        Share your referral link. Every friend who creates an account with it adds ${REFERRAL_REWARD_DOLLARS} to your earnings and
        brings you closer to the next reward.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
