/**
 * Avatars, experience points and achievements. Every write of an avatar and the achievements it
 * earns is one transaction, so a crash never leaves XP without its achievement or the reverse.
 */
import { eq, sql } from 'drizzle-orm';
import {
  ACHIEVEMENTS,
  METAVERSE_LOCATIONS,
  METAVERSE_NPCS,
  METAVERSE_START_LOCATION,
  XP_PER_LEVEL,
  type Achievement,
  type AchievementId,
  type Avatar,
  type MetaverseLocationId,
  type MetaverseNpcId,
  type MetaverseStats,
  METAVERSE_BRANCHES,
} from '../../../../shared/contracts/metaverse';
import type { AppDatabase } from '../../db/open';
import { metaverseAvatars, userAchievements, users } from '../../db/schema';

export type AvatarRow = typeof metaverseAvatars.$inferSelect;

/** Money milestones read from the user's real data: the earliest row that proves each one. */
const MILESTONE_QUERIES: Partial<Record<AchievementId, (userId: string) => ReturnType<typeof sql>>> = {
  'budget-planner': (u) => sql`select min(created_at) as at from budget_allocations where user_id = ${u}`,
  'bank-linked': (u) => sql`select min(created_at) as at from bank_connections where user_id = ${u}`,
  'subscription-slayer': (u) => sql`select min(cancelled_at) as at from subscriptions where user_id = ${u} and status = 'cancelled'`,
  'first-contribution': (u) => sql`
    select min(t.created_at) as at from business_transactions t
    join business_accounts a on a.id = t.business_account_id where a.user_id = ${u} and t.type = 'contribution'`,
  'goal-reached': (u) => sql`
    select min(coalesce(status_changed_at, created_at)) as at from business_accounts where user_id = ${u} and status = 'completed'`,
};

export interface AvatarChange {
  row: AvatarRow;
  xpGained: number;
  newAchievements: Achievement[];
}

function toAchievement(id: string, earnedAt: number): Achievement | undefined {
  const entry = ACHIEVEMENTS[id as AchievementId];
  return entry ? { id, title: entry.title, description: entry.description, rarity: entry.rarity, earnedAt } : undefined;
}

export function metaverseRepository(db: AppDatabase) {
  const findAvatar = (userId: string) => db.select().from(metaverseAvatars).where(eq(metaverseAvatars.userId, userId)).get();

  function ensureAvatar(userId: string, now: number): AvatarRow {
    db.insert(metaverseAvatars)
      .values({ userId, location: METAVERSE_START_LOCATION, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .run();
    return findAvatar(userId)!;
  }

  /** Inserts the achievements not yet earned; returns the ones that are new. */
  function award(userId: string, ids: Array<{ id: AchievementId; at: number }>): Achievement[] {
    const earned: Achievement[] = [];
    for (const { id, at } of ids) {
      const result = db.insert(userAchievements).values({ userId, achievementId: id, earnedAt: at }).onConflictDoNothing().run();
      if (result.changes > 0) earned.push(toAchievement(id, at)!);
    }
    return earned;
  }

  function worldAchievements(row: AvatarRow, now: number): Array<{ id: AchievementId; at: number }> {
    const ids: Array<{ id: AchievementId; at: number }> = [];
    if (row.visited.length > 0) ids.push({ id: 'first-steps', at: now });
    if (METAVERSE_LOCATIONS.every((l) => row.visited.includes(l))) ids.push({ id: 'explorer', at: now });
    if (METAVERSE_NPCS.every((n) => row.talkedTo.includes(n))) ids.push({ id: 'networker', at: now });
    if (row.financialXp >= XP_PER_LEVEL) ids.push({ id: 'level-2', at: now });
    return ids;
  }

  function update(userId: string, now: number, change: (row: AvatarRow) => Partial<AvatarRow>, xpGained: number): AvatarChange {
    return db.transaction(() => {
      const before = ensureAvatar(userId, now);
      const patch = change(before);
      db.update(metaverseAvatars)
        .set({ ...patch, financialXp: before.financialXp + xpGained, updatedAt: now })
        .where(eq(metaverseAvatars.userId, userId))
        .run();
      const row = findAvatar(userId)!;
      return { row, xpGained, newAchievements: award(userId, worldAchievements(row, now)) };
    });
  }

  return {
    ensureAvatar,

    user(userId: string) {
      return db
        .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .get();
    },

    move(userId: string, location: MetaverseLocationId, xpGained: number, now: number): AvatarChange {
      return update(
        userId,
        now,
        (row) => ({ location, visited: row.visited.includes(location) ? row.visited : [...row.visited, location] }),
        xpGained,
      );
    },

    interact(userId: string, npcId: MetaverseNpcId, xpGained: number, now: number): AvatarChange {
      return update(userId, now, (row) => ({ talkedTo: row.talkedTo.includes(npcId) ? row.talkedTo : [...row.talkedTo, npcId] }), xpGained);
    },

    /** Awards the money milestones the user's data now proves, dated by the row that proves them. */
    awardMilestones(userId: string): Achievement[] {
      const found: Array<{ id: AchievementId; at: number }> = [];
      for (const [id, query] of Object.entries(MILESTONE_QUERIES) as Array<[AchievementId, (u: string) => ReturnType<typeof sql>]>) {
        const at = db.get<{ at: number | null }>(query(userId))?.at;
        if (at !== null && at !== undefined) found.push({ id, at });
      }
      return db.transaction(() => award(userId, found));
    },

    achievements(userId: string): Achievement[] {
      return db
        .select()
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId))
        .orderBy(userAchievements.earnedAt)
        .all()
        .map((a) => toAchievement(a.achievementId, a.earnedAt))
        .filter((a): a is Achievement => a !== undefined);
    },

    /**
     * The user's real balances, shown in the world as assets (dollars): known balances of open
     * accounts in the home currency only (docs/product.md "Accounts").
     */
    virtualAssets(userId: string): Avatar['virtualAssets'] {
      const balances = db.all<{ type: string; cents: number }>(
        sql`select type, sum(balance_cents) as cents from bank_accounts
            where user_id = ${userId} and balance_source is not null and closed_at is null and currency = (select home_currency from users where id = ${userId})
            group by type`,
      );
      const cents = (type: string) => balances.find((b) => b.type === type)?.cents ?? 0;
      const business = db.get<{ cents: number | null }>(
        sql`select sum(current_amount_cents) as cents from business_accounts where user_id = ${userId}`,
      );
      return [
        { name: 'Cash Vault (checking + savings)', value: (cents('checking') + cents('savings')) / 100 },
        { name: 'Investment Tower (investment accounts)', value: cents('investment') / 100 },
        { name: 'Business Savings', value: (business?.cents ?? 0) / 100 },
      ];
    },

    stats(activeUsers: number, liveCounts: Record<MetaverseLocationId, number>): MetaverseStats {
      const totals = db.get<{ n: number; xp: number | null }>(sql`select count(*) as n, sum(financial_xp) as xp from metaverse_avatars`);
      // The busiest branch right now; with nobody online, the most common place avatars were left.
      let popular = METAVERSE_LOCATIONS.reduce<MetaverseLocationId | null>(
        (best, l) => (liveCounts[l] > 0 && (best === null || liveCounts[l] > liveCounts[best]) ? l : best),
        null,
      );
      if (popular === null) {
        const row = db.get<{ location: MetaverseLocationId } | undefined>(sql`
          select location from metaverse_avatars where visited != '[]' group by location order by count(*) desc, location limit 1`);
        popular = row?.location ?? null;
      }
      return {
        totalAvatars: totals?.n ?? 0,
        activeUsers,
        totalXP: totals?.xp ?? 0,
        popularLocation: popular ? METAVERSE_BRANCHES[popular].name : null,
      };
    },
  };
}

export type MetaverseRepository = ReturnType<typeof metaverseRepository>;
