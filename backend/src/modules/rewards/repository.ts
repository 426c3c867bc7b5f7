/**
 * user_rewards and reward_purchases (migration 0008), plus the reads the challenges and badges are
 * computed from. Claims and purchases each run in one transaction with their checks.
 */
import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { DOUBLE_XP_MS, REWARDS_ERROR_CODES, type ShopItemId } from '../../../../shared/contracts/rewards';
import type { AppDatabase } from '../../db/open';
import { budgetAllocations, rewardPurchases, subscriptions, transactions, userRewards, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { visibleRow } from '../../db/visible-rows';

export type UserRewardsRow = typeof userRewards.$inferSelect;
export type RewardPurchaseRow = typeof rewardPurchases.$inferSelect;

export interface ClaimOutcome {
  xp: number;
  coins: number;
  streak: number;
}

export function rewardsRepository(db: AppDatabase) {
  const find = (userId: string) => db.select().from(userRewards).where(eq(userRewards.userId, userId)).get();

  return {
    find,

    purchases(userId: string): RewardPurchaseRow[] {
      return db.select().from(rewardPurchases).where(eq(rewardPurchases.userId, userId)).orderBy(desc(rewardPurchases.createdAt)).all();
    },

    /**
     * The daily claim: refused when today (UTC) is already claimed; the streak and balances are read
     * and written inside one transaction so two quick claims cannot both pass the check.
     */
    claimDaily(userId: string, today: string, now: number, reward: { coins: number; xp: (doubleXp: boolean) => number; streak: (row: UserRewardsRow | undefined) => number }) {
      return db.transaction((tx) => {
        const row = tx.select().from(userRewards).where(eq(userRewards.userId, userId)).get();
        if (row?.lastClaimDate === today) {
          throw new AppError(409, REWARDS_ERROR_CODES.alreadyClaimed, 'You have already claimed today’s reward. Come back tomorrow.');
        }
        const doubleXp =
          tx
            .select({ n: count() })
            .from(rewardPurchases)
            .where(and(eq(rewardPurchases.userId, userId), eq(rewardPurchases.itemId, 'double-xp' satisfies ShopItemId), gt(rewardPurchases.createdAt, now - DOUBLE_XP_MS)))
            .get()!.n > 0;
        const next = {
          xp: (row?.xp ?? 0) + reward.xp(doubleXp),
          coins: (row?.coins ?? 0) + reward.coins,
          streak: reward.streak(row),
        };
        tx.insert(userRewards)
          .values({ userId, ...next, lastClaimDate: today, updatedAt: now })
          .onConflictDoUpdate({ target: userRewards.userId, set: { ...next, lastClaimDate: today, updatedAt: now } })
          .run();
        return next;
      });
    },

    /** Coins are checked and debited in the same transaction as the purchase row is written. */
    purchase(userId: string, itemId: ShopItemId, cost: number, now: number) {
      db.transaction((tx) => {
        const coins = tx.select({ coins: userRewards.coins }).from(userRewards).where(eq(userRewards.userId, userId)).get()?.coins ?? 0;
        if (coins < cost) {
          throw new AppError(409, REWARDS_ERROR_CODES.notEnoughCoins, `You need ${cost} coins for this item and have ${coins}.`, { cost, coins });
        }
        tx.update(userRewards)
          .set({ coins: sql`${userRewards.coins} - ${cost}`, updatedAt: now })
          .where(eq(userRewards.userId, userId))
          .run();
        tx.insert(rewardPurchases).values({ userId, itemId, costCoins: cost, createdAt: now }).run();
      });
    },

    subscriptionCount(userId: string): number {
      return db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId)).get()!.n;
    },

    latestBudget(userId: string) {
      return db
        .select({ createdAt: budgetAllocations.createdAt, spendingCents: budgetAllocations.spendingCents, flexFundCents: budgetAllocations.flexFundCents })
        .from(budgetAllocations)
        .where(eq(budgetAllocations.userId, userId))
        .orderBy(desc(budgetAllocations.createdAt))
        .limit(1)
        .get();
    },

    /** Money out on or after a day, without recurring or subscription payments (those are bills). */
    spendingSince(userId: string, fromDay: string): number {
      return (
        db
          .select({ total: sql<number>`coalesce(sum(${transactions.amountCents}), 0)` })
          .from(transactions)
          .where(
            and(
              eq(transactions.userId, userId),
              gte(transactions.date, fromDay),
              gt(transactions.amountCents, 0),
              eq(transactions.isRecurring, false),
              isNull(transactions.subscriptionId),
              visibleRow,
            ),
          )
          .get()?.total ?? 0
      );
    },

    /** Players who claimed on or after a day, most XP first. */
    activeSince(fromDay: string, limit: number) {
      return db
        .select({ userId: userRewards.userId, xp: userRewards.xp, firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(userRewards)
        .innerJoin(users, eq(users.id, userRewards.userId))
        .where(gte(userRewards.lastClaimDate, fromDay))
        .orderBy(desc(userRewards.xp), users.username)
        .limit(limit)
        .all();
    },
  };
}
