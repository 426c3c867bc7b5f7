import { Check, Lock, Sparkles } from 'lucide-react';
import type { ReferralTier } from '../../../shared/contracts/referral';
import { Badge } from '@/components/ui/badge';
import { TIER_STATUS_LABELS, referralsLabel } from '@/lib/referral-format';
import { cn } from '@/lib/utils';

const STATUS_BADGE = {
  claimed: { variant: 'success', Icon: Check },
  next: { variant: 'default', Icon: Sparkles },
  locked: { variant: 'secondary', Icon: Lock },
} as const;

interface RewardTierListProps {
  tiers: readonly ReferralTier[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** Each tier's test id is this prefix and its threshold. */
  testIdPrefix: string;
  /** Grey out the reward of a tier still locked. */
  dimLocked?: boolean;
}

/** The referral reward tiers in order, each with its threshold and whether it is claimed, next or locked. */
export function RewardTierList({ tiers, labelledBy, testIdPrefix, dimLocked = false }: RewardTierListProps) {
  return (
    <ol aria-labelledby={labelledBy} className="flex flex-col gap-2">
      {tiers.map((tier) => {
        const { variant, Icon } = STATUS_BADGE[tier.status];
        return (
          <li
            key={tier.referrals}
            data-testid={`${testIdPrefix}${tier.referrals}`}
            data-status={tier.status}
            className={cn('flex items-center gap-3 rounded-lg border px-3 py-2', tier.status === 'next' ? 'border-gold-400/50 bg-gold-400/10' : 'border-white/10')}
          >
            <span className="w-24 shrink-0 text-sm text-slate-300 sm:w-28 tabular-nums">{referralsLabel(tier.referrals)}</span>
            <span className={cn('min-w-0 flex-1 font-medium', dimLocked && tier.status === 'locked' ? 'text-slate-300' : 'text-white')}>{tier.reward}</span>
            <Badge variant={variant}>
              <Icon aria-hidden="true" className="size-3" />
              {TIER_STATUS_LABELS[tier.status]}
            </Badge>
          </li>
        );
      })}
    </ol>
  );
}
