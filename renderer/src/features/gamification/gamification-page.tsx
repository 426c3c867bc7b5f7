import { Gift } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { DAILY_REWARD, REWARDS_ERROR_CODES } from '../../../../shared/contracts/rewards';
import { SCREENS } from '../../../../shared/routes';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, isUnauthorized } from '@/lib/api-client';
import { useClaimDaily } from './api/claim-daily';
import { useRewards } from './api/get-rewards';
import { usePurchaseItem } from './api/purchase-item';
import { BadgesCard } from './components/badges-card';
import { ChallengesCard } from './components/challenges-card';
import { Confetti } from './components/confetti';
import { LeaderboardCard } from './components/leaderboard-card';
import { RewardsSkeleton } from './components/rewards-states';
import { ShopCard } from './components/shop-card';
import { StatCards } from './components/stat-cards';

/**
 * /gamification and /rewards (docs/product.md "Rewards"). Every number comes from the server:
 * XP and coins grow only through the daily claim, never on a timer
 * (docs/product.md "Real data, honest labels").
 */
export default function GamificationPage() {
  const rewards = useRewards();
  const [burst, setBurst] = useState(0);
  const claimButtonRef = useRef<HTMLButtonElement>(null);
  const confettiOrigin = useCallback(() => {
    const box = claimButtonRef.current?.getBoundingClientRect();
    return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: window.innerWidth / 2, y: window.innerHeight / 2 };
  }, []);

  const claim = useClaimDaily({
    onSuccess: (state) => {
      setBurst((n) => n + 1);
      // The gain as the server applied it (Double XP doubles the XP), from the state before the claim.
      const before = rewards.data;
      const coins = before ? state.coins - before.coins : DAILY_REWARD.coins;
      const xp = before ? state.xp - before.xp : DAILY_REWARD.xp;
      toast({ title: 'Daily reward claimed!', description: `+${coins} coins, +${xp} XP. Streak: ${state.streak} ${state.streak === 1 ? 'day' : 'days'}.` });
    },
    onError: (error) => {
      toast(
        error instanceof ApiError && error.code === REWARDS_ERROR_CODES.alreadyClaimed
          ? { title: 'Already claimed today', description: 'Come back tomorrow for your next reward.' }
          : { title: 'Could not claim the reward', description: 'Please try again.', variant: 'destructive' },
      );
    },
  });
  const purchase = usePurchaseItem({
    onSuccess: (state, { itemId }) => {
      const item = state.shop.find((i) => i.id === itemId);
      toast({ title: 'Purchase complete', description: `${item?.title ?? 'Item'} is yours.` });
    },
    onError: (error) => {
      toast(
        error instanceof ApiError && error.code === REWARDS_ERROR_CODES.notEnoughCoins
          ? { title: 'Not enough coins', description: 'Claim daily rewards to earn more coins.', variant: 'destructive' }
          : { title: 'Purchase failed', description: 'Please try again.', variant: 'destructive' },
      );
    },
  });

  const error = rewards.error;
  const needsSignIn = isUnauthorized(error);
  const data = rewards.data;

  let content;
  if (data) {
    content = (
      <>
        <StatCards rewards={data} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ChallengesCard challenges={data.challenges} />
          <BadgesCard badges={data.badges} />
          <LeaderboardCard entries={data.leaderboard} />
          <ShopCard
            items={data.shop}
            coins={data.coins}
            purchases={data.purchases}
            doubleXpActive={data.doubleXpActive}
            buyingId={purchase.isPending ? purchase.variables.itemId : undefined}
            onBuy={(itemId) => purchase.mutate({ itemId })}
          />
        </div>
      </>
    );
  } else if (needsSignIn) {
    content = (
      <SignInPrompt
        title="Sign in to see your rewards"
        description="Your level, coins, streak and challenges belong to your account."
        returnTo={SCREENS.gamification[0]}
        testId="rewards-sign-in"
      />
    );
  } else if (error) {
    content = <LoadError title="Could not load your rewards" detail={error.message} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} testId="rewards-error" />;
  } else {
    content = <RewardsSkeleton />;
  }

  return (
    <ScreenPage tabTitle="Rewards & Achievements" overlays={<Confetti burst={burst} origin={confettiOrigin} />}>
      <ScreenTitle
        title="Rewards & Achievements"
        badge={
          data ? (
            <Badge data-testid="level-badge" className="text-sm">
              Level {data.level}
            </Badge>
          ) : null
        }
        actions={
          data ? (
            <Button ref={claimButtonRef} size="lg" disabled={!data.canClaimToday || claim.isPending} onClick={() => claim.mutate()} data-testid="claim-daily">
              <Gift aria-hidden="true" className="size-5" />
              {claim.isPending ? 'Claiming...' : data.canClaimToday ? 'Claim Daily Reward' : 'Claimed today, come back tomorrow'}
            </Button>
          ) : null
        }
      >
        Streaks, achievements and levels earned from real progress on your finances.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
