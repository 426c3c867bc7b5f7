import { Award, DollarSign, Gift, UserCheck, Users } from 'lucide-react';
import { REFERRAL_ACTIVE_DAYS, type ReferralSummary } from '../../../../../shared/contracts/referral';
import { StatCard } from '@/components/stat-card';
import { formatUsd } from '@/lib/format';
import { nextRewardHint } from '../lib/referral-format';

/** The spec's five figures (totalReferrals, activeUsers, earnings, nextReward, tier), all from the server. */
export function ReferralStats({ summary }: { summary: ReferralSummary }) {
  const { referralPage } = summary;
  return (
    <section aria-label="Your referrals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <StatCard label="Total Referrals" value={summary.totalReferrals.toLocaleString('en-US')} hint="Friends who created an account" icon={Users} testId="stat-total-referrals" />
      <StatCard label="Active Users" value={summary.activeUsers.toLocaleString('en-US')} hint={`Signed in within ${REFERRAL_ACTIVE_DAYS} days`} icon={UserCheck} testId="stat-active-users" />
      <StatCard label="Earnings" value={formatUsd(summary.earnings)} icon={DollarSign} testId="stat-earnings" />
      <StatCard
        label="Next Reward"
        value={referralPage.nextReward?.reward ?? 'All unlocked'}
        hint={nextRewardHint(referralPage.nextReward)}
        icon={Gift}
        testId="stat-next-reward"
      />
      <StatCard label="Current Tier" value={referralPage.tier ?? 'No tier yet'} icon={Award} testId="stat-tier" />
    </section>
  );
}
