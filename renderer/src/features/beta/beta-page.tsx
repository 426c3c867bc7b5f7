import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@/components/brand';
import { FirstAnswers } from '@/components/load-states';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { useBetaStatus } from './api/get-beta-status';
import { postConversionEvent } from './api/post-conversion-event';
import { BetaSignupForm } from './components/beta-signup-form';
import { BetaStatusCard } from './components/beta-status-card';
import { useRemaining } from './components/use-remaining';
import { campaignFromSearch, signupCampaign, visitConversionEvent } from './lib/campaign';
import { clockOffset } from './lib/countdown';

/**
 * /beta: the beta signup (docs/product.md "Beta"). The spot counter and the countdown are the
 * server's (real signups, one configured window); a campaign link records one conversion event.
 */
export default function BetaPage() {
  const { search } = useLocation();
  const tags = useMemo(() => campaignFromSearch(search), [search]);
  const status = useBetaStatus();
  const offset = status.data ? clockOffset(status.data.now, status.dataUpdatedAt) : 0;
  const remaining = useRemaining(status.data?.closesAt, offset);
  // A configured window may start later (docs/product.md "Beta"): until then nothing can be sent.
  const notOpenYet = status.data !== undefined && status.data.now < status.data.opensAt;
  const closed = status.data !== undefined && (notOpenYet || status.data.spotsLeft === 0 || remaining === 0);

  // Once per page load (the ref survives React's development double effects).
  const sentVisit = useRef(false);
  useEffect(() => {
    const event = visitConversionEvent(tags);
    if (!event || sentVisit.current) return;
    sentVisit.current = true;
    // docs/product.md "Beta": a failed conversion post is only logged.
    postConversionEvent(event).catch((error: unknown) => console.error('Conversion event not recorded', error));
  }, [tags]);

  return (
    <ScreenPage tabTitle="Beta Signup" width="max-w-5xl">
      <ScreenTitle
        title="Join the Beta"
        gap="gap-2"
      >
        Get early access to {PRODUCT_NAME} and tell us about your financial goals. Beta members are promised a 50% lifetime
        discount (programme terms).
      </ScreenTitle>
      {/* Status first on small screens (it says whether there is room), beside the form on large ones;
          both once the status has answered (FirstAnswers: the loaded card is taller than its skeleton). */}
      <FirstAnswers
        ready={!status.isPending}
        skeleton={<BetaStatusCard status={undefined} remaining={undefined} error={null} onRetry={() => undefined} retrying={false} />}
      >
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="lg:order-2">
            <BetaStatusCard
              status={status.data}
              remaining={remaining}
              error={status.error}
              onRetry={() => void status.refetch()}
              retrying={status.isFetching}
            />
          </div>
          <div className="lg:order-1">
            <BetaSignupForm campaign={signupCampaign(tags)} closed={closed} closedLabel={notOpenYet ? 'The beta has not opened yet' : undefined} />
          </div>
        </div>
      </FirstAnswers>
    </ScreenPage>
  );
}
