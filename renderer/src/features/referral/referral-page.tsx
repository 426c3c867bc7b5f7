import { REFERRAL_REWARD_DOLLARS } from '../../../../shared/contracts/referral';
import { PRODUCT_NAME } from '@/components/brand';
import { LoadError } from '@/components/load-states';
import { ScreenHeader } from '@/components/screen-header';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { ApiError } from '@/lib/api-client';
import { useReferralSummary } from './api/get-referral-summary';
import { ReferralSignIn, ReferralSkeleton } from './components/referral-states';
import { ReferralStats } from './components/referral-stats';
import { RewardTiers } from './components/reward-tiers';
import { ShareLinkCard } from './components/share-link-card';
import { referralLink } from '@/lib/referral-format';

/**
 * /referral (growth spec sections 2, 3, 8, 9). The spec shows a static sample; here every figure
 * is the caller's own, counted on the server from the link's visits and the accounts created
 * through it (DESIGN.md "real data, honest labels"). Nothing counts up on a timer.
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
    <div className="flex min-h-dvh flex-col">
      <title>{`Referral Program · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Referral Program</h1>
            {data?.includesDemoData ? <DemoDataBadge /> : null}
          </div>
          <p className="max-w-3xl text-slate-300">
            Invite friends to {PRODUCT_NAME}: you earn ${REFERRAL_REWARD_DOLLARS} for every friend who creates an account with your link, and
            reach reward tiers as they join.
          </p>
        </div>
        {content}
      </main>
    </div>
  );
}
