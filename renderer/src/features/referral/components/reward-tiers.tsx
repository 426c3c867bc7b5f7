import { Check, Gift, Lock, Sparkles } from 'lucide-react';
import type { ReferralTier } from '../../../../../shared/contracts/referral';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { TIER_STATUS_LABELS, referralsLabel } from '@/lib/referral-format';

const STATUS_BADGE = {
  claimed: { variant: 'success', Icon: Check },
  next: { variant: 'default', Icon: Sparkles },
  locked: { variant: 'secondary', Icon: Lock },
} as const;

/** The reward tiers as /referral reads them, each claimed, next or locked by the server's count. */
export function RewardTiers({ tiers }: { tiers: ReferralTier[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 id="reward-tiers-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
          <Gift aria-hidden="true" className="size-5 text-gold-300" />
          Reward tiers
        </h2>
        <CardDescription>A tier unlocks when your referrals reach its threshold.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-labelledby="reward-tiers-heading" className="flex flex-col gap-2">
          {tiers.map((tier) => {
            const { variant, Icon } = STATUS_BADGE[tier.status];
            return (
              <li
                key={tier.referrals}
                data-testid={`tier-${tier.referrals}`}
                data-status={tier.status}
                className={cn(
                  'flex items-center gap-3 rounded-lg border px-3 py-2',
                  tier.status === 'next' ? 'border-gold-400/50 bg-gold-400/10' : 'border-white/10',
                )}
              >
                <span className="w-24 shrink-0 text-sm text-slate-300 sm:w-28 tabular-nums">{referralsLabel(tier.referrals)}</span>
                <span className={cn('min-w-0 flex-1 font-medium', tier.status === 'locked' ? 'text-slate-300' : 'text-white')}>{tier.reward}</span>
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
