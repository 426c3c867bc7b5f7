/**
 * The metaverse's lasting side (docs/product.md "Metaverse"): avatars, their experience points and
 * achievements, the world's statistics and what the advisors say. The live world (who is online,
 * where they stand) is realtime/metaverse-world.ts, which stores and asks through this service.
 */
import {
  levelForXp,
  type Avatar,
  type MetaverseLocationId,
  type MetaverseNpcId,
  type MetaverseStats,
} from '../../../../shared/contracts/metaverse';
import type { AppContext } from '../../context';
import type { CoachContext } from '../coach/service';
import { npcMessage } from './npc';
import { metaverseRepository, type AvatarChange } from './repository';

export type { AvatarChange };

/** First name and last initial, else the username: how others see the player. */
export function displayNameOf(user: { username: string; firstName: string | null; lastName: string | null }): string {
  if (user.firstName) return user.lastName ? `${user.firstName} ${user.lastName.slice(0, 1)}.` : user.firstName;
  return user.username;
}

/**
 * @param coachFacts the user's numbers as the coach sees them (the coach module's): the advisors
 *   talk about the same facts.
 */
export function createMetaverseService(ctx: Pick<AppContext, 'db' | 'clock'>, coachFacts: (userId: string) => CoachContext) {
  const repo = metaverseRepository(ctx.db);

  return {
    /** The avatar (created on the first read) with the milestones the user's data now proves. */
    avatar(userId: string): Avatar {
      const row = repo.ensureAvatar(userId, ctx.clock.now());
      repo.awardMilestones(userId);
      const user = repo.user(userId);
      return {
        userId,
        displayName: user ? displayNameOf(user) : 'Guest',
        level: levelForXp(row.financialXp),
        financialXP: row.financialXp,
        achievements: repo.achievements(userId),
        virtualAssets: repo.virtualAssets(userId),
        location: row.location as MetaverseLocationId,
      };
    },

    /** The world's totals, with who is online now as the live world counts them. */
    stats(activeUsers: number, liveCounts: Record<MetaverseLocationId, number>): MetaverseStats {
      return repo.stats(activeUsers, liveCounts);
    },

    /** What a player enters the world with: their name, XP and where they were left (created on first entry). */
    enter(userId: string, now: number): { displayName: string; financialXp: number; location: MetaverseLocationId } {
      const row = repo.ensureAvatar(userId, now);
      const user = repo.user(userId);
      return { displayName: user ? displayNameOf(user) : 'Guest', financialXp: row.financialXp, location: row.location as MetaverseLocationId };
    },

    move(userId: string, location: MetaverseLocationId, xpGained: number, now: number): AvatarChange {
      return repo.move(userId, location, xpGained, now);
    },

    interact(userId: string, npcId: MetaverseNpcId, xpGained: number, now: number): AvatarChange {
      return repo.interact(userId, npcId, xpGained, now);
    },

    /** What an advisor says to this user. */
    npcMessage(userId: string, npcId: MetaverseNpcId): string {
      return npcMessage(npcId, coachFacts(userId));
    },
  };
}

export type MetaverseService = ReturnType<typeof createMetaverseService>;

/** What the live world stores and asks through. */
export type MetaverseWorldStore = Pick<MetaverseService, 'enter' | 'move' | 'interact' | 'npcMessage'>;
