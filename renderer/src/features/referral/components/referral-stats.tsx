import { Award, DollarSign, Gift, UserCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { REFERRAL_ACTIVE_DAYS, type ReferralSummary } from '../../../../../shared/contracts/referral';
import { Card } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { nextRewardHint } from '../lib/referral-format';

function Stat(props: { label: string; value: string; hint?: string; icon: ReactNode; testId: string }) {
  return (
    <Card className="flex items-start gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/5 text-gold-300">{props.icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-slate-400">{props.label}</p>
        <p className="text-2xl font-semibold break-words text-white tabular-nums" data-testid={props.testId}>
          {props.value}
        </p>
        {props.hint ? <p className="text-xs text-slate-400">{props.hint}</p> : null}
      </div>
    </Card>
  );
}

/** The spec's five figures (totalReferrals, activeUsers, earnings, nextReward, tier), all from the server. */
export function ReferralStats({ summary }: { summary: ReferralSummary }) {
  const { referralPage } = summary;
  const icon = 'size-5';
  return (
    <section aria-label="Your referrals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <Stat label="Total Referrals" value={summary.totalReferrals.toLocaleString('en-US')} hint="Friends who created an account" icon={<Users aria-hidden="true" className={icon} />} testId="stat-total-referrals" />
      <Stat label="Active Users" value={summary.activeUsers.toLocaleString('en-US')} hint={`Signed in within ${REFERRAL_ACTIVE_DAYS} days`} icon={<UserCheck aria-hidden="true" className={icon} />} testId="stat-active-users" />
      <Stat label="Earnings" value={formatUsd(summary.earnings)} icon={<DollarSign aria-hidden="true" className={icon} />} testId="stat-earnings" />
      <Stat
        label="Next Reward"
        value={referralPage.nextReward?.reward ?? 'All unlocked'}
        hint={nextRewardHint(referralPage.nextReward)}
        icon={<Gift aria-hidden="true" className={icon} />}
        testId="stat-next-reward"
      />
      <Stat label="Current Tier" value={referralPage.tier ?? 'No tier yet'} icon={<Award aria-hidden="true" className={icon} />} testId="stat-tier" />
    </section>
  );
}
