/**
 * Rewards (docs/product.md "Rewards"): the caller's level, XP, coins and streak, the daily claim, the
 * shop, and challenges and badges computed from real rows.
 */
import {
  DAILY_REWARD,
  DOUBLE_XP_MS,
  LEADERBOARD_SIZE,
  LEADERBOARD_WINDOW_DAYS,
  SHOP_ITEMS,
  UNDER_BUDGET_DAYS,
  XP_PER_LEVEL,
  levelForXp,
  type RewardsState,
  type ShopItemId,
} from '../../../../shared/contracts/rewards';
import type { AppContext } from '../../context';
import { createSubscriptionsService, type SubscriptionsService } from '../subscriptions/service';
import { rewardsRepository } from './repository';
import { computeBadges, computeChallenges, currentStreak, shortName, streakAfterClaim, xpIntoLevel } from './rules';
import { addDays, isoDate } from '../../../../shared/dates';

/**
 * @param subscriptions the savings from cancelled subscriptions (the subscriptions module's), which
 *   a challenge and a badge count.
 */
export function createRewardsService(ctx: AppContext, subscriptions: Pick<SubscriptionsService, 'savings'> = createSubscriptionsService(ctx)) {
  const repo = rewardsRepository(ctx.db);

  function state(userId: string): RewardsState {
    const now = ctx.clock.now();
    const today = isoDate(now);
    const row = repo.find(userId);
    const xp = row?.xp ?? 0;
    const coins = row?.coins ?? 0;
    const streak = currentStreak(row?.lastClaimDate ?? null, row?.streak ?? 0, today);
    const purchases = repo.purchases(userId);
    const saved = subscriptions.savings(userId);
    const budget = repo.latestBudget(userId);
    const titles = new Map<string, string>(SHOP_ITEMS.map((i) => [i.id, i.title]));

    const challenges = computeChallenges({
      subscriptionsFound: repo.subscriptionCount(userId),
      totalSaved: saved.totalSaved,
      streak,
      budget: budget ? { createdAt: budget.createdAt, monthlyAllowanceCents: budget.spendingCents + budget.flexFundCents } : null,
      spentLastTwoWeeksCents: repo.spendingSince(userId, addDays(today, 1 - UNDER_BUDGET_DAYS)),
      now,
    });
    const badges = computeBadges({
      xp,
      everClaimed: row?.lastClaimDate != null,
      streak,
      hasBudget: budget !== undefined,
      cancelledSubscriptions: saved.subscriptionsCancelled,
      purchases: purchases.length,
    });
    const leaderboard = repo.activeSince(addDays(today, 1 - LEADERBOARD_WINDOW_DAYS), LEADERBOARD_SIZE).map((p, i) => ({
      rank: i + 1,
      name: shortName(p.firstName, p.lastName, p.username),
      xp: p.xp,
      level: levelForXp(p.xp),
      isYou: p.userId === userId,
    }));

    return {
      level: levelForXp(xp),
      xp,
      xpIntoLevel: xpIntoLevel(xp),
      xpPerLevel: XP_PER_LEVEL,
      coins,
      streak,
      canClaimToday: row?.lastClaimDate !== today,
      doubleXpActive: purchases.some((p) => p.itemId === 'double-xp' && p.createdAt > now - DOUBLE_XP_MS),
      challenges,
      badges,
      leaderboard,
      shop: SHOP_ITEMS.map((i) => ({ id: i.id, title: i.title, cost: i.cost, affordable: coins >= i.cost })),
      purchases: purchases.map((p) => ({ id: p.id, itemId: p.itemId, title: titles.get(p.itemId) ?? p.itemId, cost: p.costCoins, createdAt: p.createdAt })),
    };
  }

  return {
    state,

    /** Once per UTC day (a second claim is a 409); answers the new state. */
    claimDaily(userId: string): RewardsState {
      const now = ctx.clock.now();
      const today = isoDate(now);
      repo.claimDaily(userId, today, now, {
        coins: DAILY_REWARD.coins,
        xp: (doubleXp) => DAILY_REWARD.xp * (doubleXp ? 2 : 1),
        streak: (row) => streakAfterClaim(row?.lastClaimDate ?? null, row?.streak ?? 0, today),
      });
      return state(userId);
    },

    /** Debits the item's cost (not enough coins is a 409); answers the new state. */
    purchase(userId: string, itemId: ShopItemId): RewardsState {
      const item = SHOP_ITEMS.find((i) => i.id === itemId)!;
      repo.purchase(userId, item.id, item.cost, ctx.clock.now());
      return state(userId);
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
