/**
 * Rewards (/gamification, /rewards; docs/product.md "Rewards"). XP and coins come only from
 * real actions (the daily claim); challenges and badges are computed from the user's own rows.
 */
import { z } from 'zod';

/** docs/product.md "Rewards": 500 XP per level. */
export const XP_PER_LEVEL = 500;

/** docs/product.md "Rewards": the daily reward. */
export const DAILY_REWARD = { coins: 50, xp: 100, streak: 1 } as const;

/** docs/product.md "Rewards": confetti defaults. */
export const CONFETTI = { particles: 100, spread: 70 } as const;

/** docs/product.md "Rewards": shop items and their costs in coins. */
export const SHOP_ITEMS = [
  { id: 'skip-ad', title: 'Skip Ad', cost: 100 },
  { id: 'double-xp', title: 'Double XP (1 day)', cost: 200 },
  { id: 'premium-theme', title: 'Premium Theme', cost: 300 },
  { id: 'month-free', title: '1 Month Free', cost: 1000 },
] as const;
export type ShopItemId = (typeof SHOP_ITEMS)[number]['id'];
export const SHOP_ITEM_IDS = SHOP_ITEMS.map((i) => i.id) as [ShopItemId, ...ShopItemId[]];

/** While a Double XP purchase is this young, a daily claim earns twice the XP. */
export const DOUBLE_XP_MS = 86_400_000;

/**
 * docs/product.md "Rewards": the four challenges. How each is measured:
 * - find-subscriptions: subscription rows found for the user (any status), toward 5;
 * - save-100: the Subscription Finder's total saved (whole dollars), toward 100;
 * - login-streak: the current daily-claim streak, toward 30;
 * - under-budget: days (toward 14) since the latest budget allocation, counted only while money
 *   out in the last 14 days (excluding recurring and subscription payments, which are bills) stays
 *   within 14/30 of that allocation's monthly spending + flex fund; over it, progress is 0.
 */
export const CHALLENGES = [
  { id: 'find-subscriptions', title: 'Find 5 subscriptions', target: 5 },
  { id: 'save-100', title: 'Save $100', target: 100 },
  { id: 'login-streak', title: '30-day login streak', target: 30 },
  { id: 'under-budget', title: 'Stay under budget for 2 weeks', target: 14 },
] as const;
export type ChallengeId = (typeof CHALLENGES)[number]['id'];
export const UNDER_BUDGET_DAYS = 14;
/** A budget allocation's buckets are monthly amounts. */
export const BUDGET_MONTH_DAYS = 30;

/** Six badges, each a real milestone. */
export const BADGES = [
  { id: 'first-claim', title: 'First Check-in', description: 'Claimed a daily reward.' },
  { id: 'level-2', title: 'Rising Star', description: 'Reached level 2.' },
  { id: 'week-streak', title: 'On Fire', description: 'On a daily streak of 7 days or more.' },
  { id: 'budget-planner', title: 'Budget Planner', description: 'Calculated a budget allocation.' },
  { id: 'subscription-slayer', title: 'Subscription Slayer', description: 'Cancelled a subscription.' },
  { id: 'first-purchase', title: 'Shopper', description: 'Bought an item in the Rewards Shop.' },
] as const;
export type BadgeId = (typeof BADGES)[number]['id'];
export const WEEK_STREAK_DAYS = 7;

/** Rows on the weekly leaderboard (docs/product.md "Rewards"). */
export const LEADERBOARD_SIZE = 5;
/** "This week" for the leaderboard: players who claimed within the last 7 days. */
export const LEADERBOARD_WINDOW_DAYS = 7;

export function levelForXp(xp: number): number {
  return 1 + Math.floor(xp / XP_PER_LEVEL);
}

/** POST /api/rewards/shop/purchase */
export const purchaseRequestSchema = z.object({ itemId: z.enum(SHOP_ITEM_IDS) }).strict();
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export const challengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  progress: z.number(),
  target: z.number(),
  completed: z.boolean(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const badgeSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), earned: z.boolean() });
export type Badge = z.infer<typeof badgeSchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  xp: z.number().int(),
  level: z.number().int(),
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const shopItemSchema = z.object({ id: z.enum(SHOP_ITEM_IDS), title: z.string(), cost: z.number().int(), affordable: z.boolean() });
export type ShopItem = z.infer<typeof shopItemSchema>;

export const purchaseSchema = z.object({ id: z.string(), itemId: z.string(), title: z.string(), cost: z.number().int(), createdAt: z.number() });
export type Purchase = z.infer<typeof purchaseSchema>;

/** GET /api/rewards, and the answer of every rewards action. */
export const rewardsStateSchema = z.object({
  level: z.number().int(),
  xp: z.number().int(),
  xpIntoLevel: z.number().int(),
  xpPerLevel: z.number().int(),
  coins: z.number().int(),
  streak: z.number().int(),
  canClaimToday: z.boolean(),
  doubleXpActive: z.boolean(),
  challenges: z.array(challengeSchema),
  badges: z.array(badgeSchema),
  leaderboard: z.array(leaderboardEntrySchema),
  shop: z.array(shopItemSchema),
  purchases: z.array(purchaseSchema),
});
export type RewardsState = z.infer<typeof rewardsStateSchema>;

export const REWARDS_ERROR_CODES = { alreadyClaimed: 'already_claimed', notEnoughCoins: 'not_enough_coins' } as const;
