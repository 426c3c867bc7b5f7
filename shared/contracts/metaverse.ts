import { z } from 'zod';

/**
 * The metaverse world (docs/product.md "Metaverse"): REST reads for the
 * avatar and the statistics, and the live world over the WebSocket /metaverse?userId=.
 */

/** The WebSocket path of the live world (same origin as the app). */
export const METAVERSE_SOCKET_PATH = '/metaverse';

export const METAVERSE_LOCATIONS = ['crypto-tower', 'main-plaza', 'investment-island'] as const;
export type MetaverseLocationId = (typeof METAVERSE_LOCATIONS)[number];
export const METAVERSE_START_LOCATION: MetaverseLocationId = 'main-plaza';

/** The world map (spec: Crypto Tower north, Main Plaza center, Investment Island south). */
export const METAVERSE_BRANCHES: Record<MetaverseLocationId, { name: string; position: 'north' | 'center' | 'south'; features: string[] }> = {
  'crypto-tower': { name: 'Crypto Tower', position: 'north', features: ['Market simulator', 'Volatility lab'] },
  'main-plaza': { name: 'Main Plaza', position: 'center', features: ['Budget fountain', 'Savings board'] },
  'investment-island': { name: 'Investment Island', position: 'south', features: ['Compound-growth garden', 'Retirement pier'] },
};

export const METAVERSE_NPCS = ['advisor', 'trader', 'banker'] as const;
export type MetaverseNpcId = (typeof METAVERSE_NPCS)[number];
export const METAVERSE_NPC_NAMES: Record<MetaverseNpcId, string> = {
  advisor: 'Financial Advisor',
  trader: 'Crypto Trader',
  banker: 'Investment Banker',
};

/** Experience points: a level every 1,000 XP (level progress = XP modulo 1000, docs/product.md "Metaverse"). */
export const XP_PER_LEVEL = 1000;
export const XP_FOR_MOVE = 10;
export const XP_FOR_INTERACT = 50;
/** Level shown for an amount of XP: new avatars start at level 1. */
export const levelForXp = (xp: number) => Math.floor(xp / XP_PER_LEVEL) + 1;

/** Largest WebSocket message the server reads; anything bigger closes the connection (1009). */
export const METAVERSE_MAX_MESSAGE_BYTES = 4096;
/** Sustained messages a second a client may send (burst twice that) before it is closed (1008). */
export const METAVERSE_MESSAGES_PER_SECOND = 10;

/** world_state lists at most this many players (the most recently active); branch counts cover everyone. */
export const METAVERSE_PLAYERS_SHOWN = 20;

/** Close codes the server uses, so the page can say why. */
export const METAVERSE_CLOSE = {
  policy: 1008,
  tooBig: 1009,
  shutdown: 1001,
} as const;

/** Everything a user can earn: world achievements from the metaverse and money milestones from real data. */
export const ACHIEVEMENTS = {
  'first-steps': { title: 'First Steps', description: 'Moved to a location in the metaverse.', rarity: 'common' },
  explorer: { title: 'Explorer', description: 'Visited all three locations.', rarity: 'rare' },
  networker: { title: 'Networker', description: 'Talked with all three advisors.', rarity: 'rare' },
  'level-2': { title: 'Rising Star', description: 'Reached level 2.', rarity: 'epic' },
  'budget-planner': { title: 'Budget Planner', description: 'Calculated a budget allocation.', rarity: 'common' },
  'bank-linked': { title: 'Connected', description: 'Linked a bank or imported a statement.', rarity: 'common' },
  'subscription-slayer': { title: 'Subscription Slayer', description: 'Cancelled a subscription.', rarity: 'rare' },
  'first-contribution': { title: 'Committed Saver', description: 'Contributed to a business savings account.', rarity: 'rare' },
  'goal-reached': { title: 'Goal Crusher', description: 'Completed a business savings account.', rarity: 'legendary' },
} as const;
export type AchievementId = keyof typeof ACHIEVEMENTS;
export const ACHIEVEMENT_IDS = Object.keys(ACHIEVEMENTS) as AchievementId[];

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
  earnedAt: z.number(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** GET /api/metaverse/avatar/{userId}. virtualAssets are the user's real balances shown as world assets. */
export const avatarSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  level: z.number().int(),
  financialXP: z.number().int(),
  achievements: z.array(achievementSchema),
  virtualAssets: z.array(z.object({ name: z.string(), value: z.number() })),
  location: z.enum(METAVERSE_LOCATIONS),
});
export type Avatar = z.infer<typeof avatarSchema>;

/** GET /api/metaverse/stats */
export const metaverseStatsSchema = z.object({
  totalAvatars: z.number().int(),
  activeUsers: z.number().int(),
  totalXP: z.number().int(),
  /** Name of the busiest location, or null before anyone has moved. */
  popularLocation: z.string().nullable(),
});
export type MetaverseStats = z.infer<typeof metaverseStatsSchema>;

/** Messages a client may send on /metaverse. Anything else closes the connection (1008). */
export const metaverseClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move'), location: z.enum(METAVERSE_LOCATIONS) }).strict(),
  z.object({ type: z.literal('interact'), npcId: z.enum(METAVERSE_NPCS) }).strict(),
]);
export type MetaverseClientMessage = z.infer<typeof metaverseClientMessageSchema>;

export const metaverseUpgradeQuerySchema = z.object({
  userId: z.string().uuid(),
});

/** One branch of the world with the people in it right now. */
export interface MetaverseBranch {
  id: MetaverseLocationId;
  name: string;
  position: 'north' | 'center' | 'south';
  activeUsers: number;
  features: string[];
}

/** What other players see of an avatar: no balances, no user id. */
export interface PublicAvatar {
  /** Per-connection id, stable while the connection lasts. */
  playerId: string;
  displayName: string;
  level: number;
  financialXP: number;
}

export type MetaverseServerMessage =
  | { type: 'welcome'; playerId: string; avatar: PublicAvatar; location: MetaverseLocationId }
  | { type: 'world_state'; branches: MetaverseBranch[]; players: Array<PublicAvatar & { location: MetaverseLocationId }> }
  | {
      type: 'avatar_update';
      /** True on the mover's own connection. */
      self: boolean;
      avatar: PublicAvatar;
      location: MetaverseLocationId;
      xpGained: number;
      newAchievements: Achievement[];
    }
  | { type: 'npc_reply'; npcId: MetaverseNpcId; name: string; message: string; xpGained: number }
  | { type: 'player_left'; playerId: string }
  | { type: 'error'; code: string; message: string };
