import { Award, Gem, Lock } from 'lucide-react';
import { SCREENS } from '../../../../../shared/routes';
import { IconText } from '@/components/icon-text';
import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { Skeleton, SkeletonBars, SkeletonCards } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useAvatar } from '@/api/avatar';
import { achievementCards, RARITY_LABELS, type AchievementCard, type Rarity } from '../lib/achievements';
import { formatEarnedDate } from '../lib/coach-format';

const RARITY_STYLE: Record<Rarity, { badge: string; ring: string }> = {
  common: { badge: 'border-slate-300/40 bg-slate-300/10 text-slate-100', ring: 'border-slate-300/30' },
  rare: { badge: 'border-sky-400/40 bg-sky-400/10 text-sky-100', ring: 'border-sky-400/40' },
  epic: { badge: 'border-violet-400/40 bg-violet-400/10 text-violet-100', ring: 'border-violet-400/40' },
  legendary: { badge: 'border-gold-400/50 bg-gold-400/15 text-gold-100', ring: 'border-gold-400/60' },
};

/**
 * NFT Rewards (docs/product.md "AI coach"): the user's earned achievements shown as
 * collectible cards, and the rest of the catalogue locked with how to earn each. No blockchain.
 */
export function NftRewardsTab({ userId, demoData }: { userId: string | undefined; demoData: boolean }) {
  const avatar = useAvatar(userId);
  const error = avatar.error;
  const needsSignIn = error instanceof ApiError && (error.status === 401 || error.status === 403);

  let content;
  if (avatar.data) {
    const { earned, locked } = achievementCards(avatar.data.achievements);
    content = (
      <div className="flex flex-col gap-6">
        <section aria-labelledby="earned-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h3 id="earned-heading" className="text-lg font-semibold text-white">
              Earned <span className="text-base font-normal text-slate-400" data-testid="earned-count">({earned.length})</span>
            </h3>
            {demoData ? <DemoDataBadge /> : null}
          </div>
          {earned.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {earned.map((card) => (
                <li key={card.id}>
                  <CollectibleCard card={card} />
                </li>
              ))}
            </ul>
          ) : (
            <Card className="flex flex-col items-start gap-2 p-5" data-testid="nft-empty">
              <p className="font-semibold text-white">No cards collected yet</p>
              <p className="text-sm text-slate-300">
                Cards arrive as you reach milestones: calculate a budget, link a bank, cancel a subscription, explore the
                metaverse. The locked cards below say how to earn each one.
              </p>
            </Card>
          )}
        </section>
        {locked.length > 0 ? (
          <section aria-labelledby="locked-heading" className="flex flex-col gap-3">
            <h3 id="locked-heading" className="text-lg font-semibold text-white">
              Still to earn <span className="text-base font-normal text-slate-400" data-testid="locked-count">({locked.length})</span>
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {locked.map((card) => (
                <li key={card.id}>
                  <CollectibleCard card={card} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    );
  } else if (needsSignIn) {
    content = (
      <SignInPrompt
        title="Sign in to see your rewards"
        description="Your achievement cards belong to your account."
        returnTo={SCREENS.aiCoach[0]}
        testId="nft-sign-in"
        heading="h3"
      />
    );
  } else if (error) {
    content = (
      <LoadError
        title="We could not load your rewards"
        detail={error.message}
        onRetry={() => void avatar.refetch()}
        retrying={avatar.isFetching}
        testId="nft-error"
        heading="h3"
      />
    );
  } else {
    content = <RewardsSkeleton />;
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="rounded-lg border border-sky-400/30 bg-sky-400/5 p-3 text-sm text-sky-100" data-testid="nft-no-blockchain">
        Collectible cards for the milestones you reach. There is no blockchain: these are records in your account, not tokens,
        and they cannot be bought, sold or transferred.
      </p>
      {content}
    </div>
  );
}

function CollectibleCard({ card }: { card: AchievementCard }) {
  const earned = card.earnedAt !== null;
  const style = RARITY_STYLE[card.rarity];
  const Icon = !earned ? Lock : card.rarity === 'legendary' || card.rarity === 'epic' ? Gem : Award;
  return (
    <Card
      className={cn('flex h-full flex-col gap-3 border-2 p-5', earned ? style.ring : 'border-dashed border-white/15 opacity-70 grayscale')}
      data-testid="nft-card"
      data-state={earned ? 'earned' : 'locked'}
      data-achievement-id={card.id}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            'flex size-11 items-center justify-center rounded-full',
            earned ? 'bg-gold-400/15 text-gold-300' : 'bg-white/5 text-slate-400',
          )}
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        <Badge className={style.badge} data-testid="nft-rarity">
          {RARITY_LABELS[card.rarity]}
        </Badge>
      </div>
      <h4 className="font-semibold text-white" data-testid="nft-title">
        {card.title}
      </h4>
      {earned ? (
        <>
          <p className="text-sm text-slate-300" data-testid="nft-description">
            {card.description}
          </p>
          <p className="mt-auto text-xs text-slate-400">
            Earned <time dateTime={new Date(card.earnedAt!).toISOString()} data-testid="nft-earned-at">{formatEarnedDate(card.earnedAt!)}</time>
          </p>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-300" data-testid="nft-description">
            <span className="font-medium text-slate-200">How to earn: </span>
            {card.description}
          </p>
          <IconText as="p" icon={Lock} iconClassName="size-3" className="mt-auto inline-flex items-center gap-1 text-xs text-slate-400" data-testid="nft-locked">
            Locked
          </IconText>
        </>
      )}
    </Card>
  );
}

function RewardsSkeleton() {
  return (
    <LoadingSkeleton label="Loading your rewards" testId="nft-loading" className="flex flex-col gap-3">
      <Skeleton className="h-6 w-32" />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <SkeletonCards count={3} cardClassName="flex flex-col gap-3 p-5" listItems>
          <div className="flex justify-between"><SkeletonBars sizes={['size-11 rounded-full', 'h-5 w-16 rounded-full']} /></div>
          <SkeletonBars sizes={['h-5 w-36', 'h-4 w-full', 'h-3 w-24']} />
        </SkeletonCards>
      </ul>
    </LoadingSkeleton>
  );
}
