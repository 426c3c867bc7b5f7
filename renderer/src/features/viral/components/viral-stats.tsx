import { DollarSign, Gift, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReferralSummary } from '../../../../../shared/contracts/referral';
import { Card } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { referralsLabel } from '@/lib/referral-format';
import { formatRank } from '../lib/viral-format';

function Stat(props: { label: string; value: string; hint: string; icon: ReactNode; testId: string }) {
  return (
    <Card className="flex items-start gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/5 text-gold-300">{props.icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-slate-400">{props.label}</p>
        <p className="text-2xl font-semibold break-words text-white tabular-nums" data-testid={props.testId}>
          {props.value}
        </p>
        <p className="text-xs text-slate-400">{props.hint}</p>
      </div>
    </Card>
  );
}

/** The spec's four stat cards, each the server's figure for the caller. */
export function ViralStats({ summary }: { summary: ReferralSummary }) {
  const next = summary.viralPage.nextReward;
  const icon = 'size-5';
  return (
    <section aria-label="Your referral standing" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="Total Referrals"
        value={summary.totalReferrals.toLocaleString('en-US')}
        hint={`${summary.activeUsers.toLocaleString('en-US')} active`}
        icon={<Users aria-hidden="true" className={icon} />}
        testId="stat-total-referrals"
      />
      <Stat label="Total Earned" value={formatUsd(summary.earnings)} hint="From friends who joined" icon={<DollarSign aria-hidden="true" className={icon} />} testId="stat-total-earned" />
      <Stat
        label="Leaderboard Rank"
        value={formatRank(summary.rank)}
        hint={summary.rank === null ? 'Your first referral puts you on the board' : 'Among everyone who referred a friend'}
        icon={<Trophy aria-hidden="true" className={icon} />}
        testId="stat-rank"
      />
      <Stat
        label="Next Reward"
        value={next?.reward ?? 'All unlocked'}
        hint={next ? `${referralsLabel(next.remaining)} to go` : 'Every reward tier reached'}
        icon={<Gift aria-hidden="true" className={icon} />}
        testId="stat-next-reward"
      />
    </section>
  );
}
