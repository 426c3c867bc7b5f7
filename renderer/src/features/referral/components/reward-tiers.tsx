import { Gift } from 'lucide-react';
import type { ReferralTier } from '../../../../../shared/contracts/referral';
import { CardHeading } from '@/components/card-heading';
import { RewardTierList } from '@/components/reward-tier-list';
import { Card, CardContent } from '@/components/ui/card';

/** The reward tiers as /referral reads them, each claimed, next or locked by the server's count. */
export function RewardTiers({ tiers }: { tiers: ReferralTier[] }) {
  return (
    <Card>
      <CardHeading icon={Gift} title="Reward tiers" id="reward-tiers-heading">A tier unlocks when your referrals reach its threshold.</CardHeading>
      <CardContent>
        <RewardTierList tiers={tiers} labelledBy="reward-tiers-heading" testIdPrefix="tier-" dimLocked />
      </CardContent>
    </Card>
  );
}
