import { Check, Lock, Sparkles, Target } from 'lucide-react';
import type { ReferralSummary } from '../../../../../shared/contracts/referral';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { TIER_STATUS_LABELS, referralsLabel } from '@/lib/referral-format';
import { rewardProgress } from '../lib/viral-format';

const STATUS_BADGE = {
  claimed: { variant: 'success', Icon: Check },
  next: { variant: 'default', Icon: Sparkles },
  locked: { variant: 'secondary', Icon: Lock },
} as const;

/** The bar to the next reward and the Unlock Rewards list, both the /viral reading of the tiers. */
export function RewardProgressCard({ summary }: { summary: ReferralSummary }) {
  const { nextReward, tiers } = summary.viralPage;
  const progress = rewardProgress(nextReward, tiers, summary.totalReferrals);
  const label = nextReward ? `Progress to ${nextReward.reward}` : 'Every reward unlocked';
  return (
    <Card>
      <CardHeader>
        <h2 id="unlock-rewards-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
          <Target aria-hidden="true" className="size-5 text-gold-300" />
          Unlock Rewards
        </h2>
        <CardDescription>A reward unlocks when your referrals reach its threshold.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-medium text-white">{label}</span>
            <span className="text-slate-300 tabular-nums" data-testid="reward-progress-count">
              {progress.current} / {progress.target} referrals
            </span>
          </div>
          <Progress value={progress.percent} label={label} className="h-3" />
        </div>
        <ol aria-labelledby="unlock-rewards-heading" className="flex flex-col gap-2">
          {tiers.map((tier) => {
            const { variant, Icon } = STATUS_BADGE[tier.status];
            return (
              <li
                key={tier.referrals}
                data-testid={`viral-tier-${tier.referrals}`}
                data-status={tier.status}
                className={cn(
                  'flex items-center gap-3 rounded-lg border px-3 py-2',
                  tier.status === 'next' ? 'border-gold-400/50 bg-gold-400/10' : 'border-white/10',
                )}
              >
                <span className="w-24 shrink-0 text-sm text-slate-300 sm:w-28 tabular-nums">{referralsLabel(tier.referrals)}</span>
                <span className="min-w-0 flex-1 font-medium text-white">{tier.reward}</span>
                <Badge variant={variant}>
                  <Icon aria-hidden="true" className="size-3" />
                  {TIER_STATUS_LABELS[tier.status]}
                </Badge>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
