import { Target } from 'lucide-react';
import type { ReferralSummary } from '../../../../../shared/contracts/referral';
import { CardHeading } from '@/components/card-heading';
import { RewardTierList } from '@/components/reward-tier-list';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { rewardProgress } from '../lib/viral-format';

/** The bar to the next reward and the Unlock Rewards list, both the /viral reading of the tiers. */
export function RewardProgressCard({ summary }: { summary: ReferralSummary }) {
  const { nextReward, tiers } = summary.viralPage;
  const progress = rewardProgress(nextReward, tiers, summary.totalReferrals);
  const label = nextReward ? `Progress to ${nextReward.reward}` : 'Every reward unlocked';
  return (
    <Card>
      <CardHeading icon={Target} title="Unlock Rewards" id="unlock-rewards-heading">
        A reward unlocks when your referrals reach its threshold.
      </CardHeading>
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
        <RewardTierList tiers={tiers} labelledBy="unlock-rewards-heading" testIdPrefix="viral-tier-" />
      </CardContent>
    </Card>
  );
}
