/**
 * Rewards (/gamification, /rewards; growth spec sections 2, 4 and 9): the caller's level, XP, coins
 * and streak, the daily claim, the shop, and challenges and badges computed from real rows.
 */
import { Router } from 'express';
import {
  DAILY_REWARD,
  DOUBLE_XP_MS,
  LEADERBOARD_SIZE,
  LEADERBOARD_WINDOW_DAYS,
  SHOP_ITEMS,
  UNDER_BUDGET_DAYS,
  XP_PER_LEVEL,
  levelForXp,
  purchaseRequestSchema,
  type RewardsState,
} from '../../../../shared/contracts/rewards';
import type { AppContext } from '../../context';
import { requireCaller } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { handle } from '../../http/validate';
import { subscriptionRepository } from '../subscriptions/repository';
import { savingsSummary } from '../subscriptions/routes';
import { rewardsRepository } from './repository';
import { addDays, computeBadges, computeChallenges, currentStreak, shortName, streakAfterClaim, utcDay, xpIntoLevel } from './rules';

export function rewardsRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const repo = rewardsRepository(ctx.db);
  const subs = subscriptionRepository(ctx.db);

  function state(userId: string): RewardsState {
    const now = ctx.clock.now();
    const today = utcDay(now);
    const row = repo.find(userId);
    const xp = row?.xp ?? 0;
    const coins = row?.coins ?? 0;
    const streak = currentStreak(row?.lastClaimDate ?? null, row?.streak ?? 0, today);
    const purchases = repo.purchases(userId);
    const cancelled = subs.cancelled(userId);
    const budget = repo.latestBudget(userId);
    const titles = new Map<string, string>(SHOP_ITEMS.map((i) => [i.id, i.title]));

    const challenges = computeChallenges({
      subscriptionsFound: repo.subscriptionCount(userId),
      totalSaved: savingsSummary(cancelled, now).totalSaved,
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
      cancelledSubscriptions: cancelled.length,
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

  router.get(
    '/rewards',
    access.member,
    handle({}, (_input, req) => state(requireCaller(req).userId)),
  );

  router.post(
    '/rewards/claim-daily',
    access.member,
    handle({}, (_input, req) => {
      const { userId } = requireCaller(req);
      const now = ctx.clock.now();
      const today = utcDay(now);
      repo.claimDaily(userId, today, now, {
        coins: DAILY_REWARD.coins,
        xp: (doubleXp) => DAILY_REWARD.xp * (doubleXp ? 2 : 1),
        streak: (row) => streakAfterClaim(row?.lastClaimDate ?? null, row?.streak ?? 0, today),
      });
      return state(userId);
    }),
  );

  router.post(
    '/rewards/shop/purchase',
    access.member,
    handle({ body: purchaseRequestSchema }, ({ body }, req) => {
      const { userId } = requireCaller(req);
      const item = SHOP_ITEMS.find((i) => i.id === body.itemId)!;
      repo.purchase(userId, item.id, item.cost, ctx.clock.now());
      return state(userId);
    }),
  );

  return router;
}
