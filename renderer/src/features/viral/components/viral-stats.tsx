import { DollarSign, Gift, Trophy, Users } from 'lucide-react';
import type { ReferralSummary } from '../../../../../shared/contracts/referral';
import { StatCard } from '@/components/stat-card';
import { formatUsd } from '@/lib/format';
import { referralsLabel } from '@/lib/referral-format';
import { formatRank } from '../lib/viral-format';

/** The spec's four stat cards, each the server's figure for the caller. */
export function ViralStats({ summary }: { summary: ReferralSummary }) {
  const next = summary.viralPage.nextReward;
  return (
    <section aria-label="Your referral standing" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Total Referrals"
        value={summary.totalReferrals.toLocaleString('en-US')}
        hint={`${summary.activeUsers.toLocaleString('en-US')} active`}
        icon={Users}
        testId="stat-total-referrals"
      />
      <StatCard label="Total Earned" value={formatUsd(summary.earnings)} hint="From friends who joined" icon={DollarSign} testId="stat-total-earned" />
      <StatCard
        label="Leaderboard Rank"
        value={formatRank(summary.rank)}
        hint={summary.rank === null ? 'Your first referral puts you on the board' : 'Among everyone who referred a friend'}
        icon={Trophy}
        testId="stat-rank"
      />
      <StatCard
        label="Next Reward"
        value={next?.reward ?? 'All unlocked'}
        hint={next ? `${referralsLabel(next.remaining)} to go` : 'Every reward tier reached'}
        icon={Gift}
        testId="stat-next-reward"
      />
    </section>
  );
}
