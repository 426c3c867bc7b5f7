import { REFERRAL_REWARD_DOLLARS } from '../../../../shared/contracts/referral';
import { PRODUCT_NAME } from '@/components/brand';
import { LoadError } from '@/components/load-states';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { ApiError } from '@/lib/api-client';
import { useReferralSummary } from '@/api/referral-summary';
import { ReferralSignIn, ReferralSkeleton } from './components/referral-states';
import { ReferralStats } from './components/referral-stats';
import { RewardTiers } from './components/reward-tiers';
import { ShareLinkCard } from './components/share-link-card';
import { referralLink } from '@/lib/referral-format';

/**
 * /referral (docs/product.md "Referrals"). The spec shows a static sample; here every figure
 * is the caller's own, counted on the server from the link's visits and the accounts created
 * through it (docs/product.md "Real data, honest labels"). Nothing counts up on a timer.
 */
export default function ReferralPage() {
  const summary = useReferralSummary();
  const error = summary.error;
  const data = summary.data;

  let content;
  if (data) {
    content = (
      <>
        <ReferralStats summary={data} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ShareLinkCard link={referralLink(window.location.origin, data.linkPath)} code={data.code} linkVisits={data.linkVisits} />
          <RewardTiers tiers={data.referralPage.tiers} />
        </div>
      </>
    );
  } else if (error instanceof ApiError && error.status === 401) {
    content = <ReferralSignIn />;
  } else if (error) {
    content = <LoadError title="Could not load your referrals" detail={error.message} onRetry={() => void summary.refetch()} retrying={summary.isFetching} testId="referral-error" />;
  } else {
    content = <ReferralSkeleton />;
  }

  return (
    <ScreenPage tabTitle="Referral Program">
      <ScreenTitle
        title="Referral Program"
        demo={data?.includesDemoData ?? false}
      >
        Invite friends to {PRODUCT_NAME}: you earn ${REFERRAL_REWARD_DOLLARS} for every friend who creates an account with your link, and
        reach reward tiers as they join.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
