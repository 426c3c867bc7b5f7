/**
 * Referrals (docs/product.md "Referrals"; issue #8): one code per user, the share link
 * /ref/{code} that the server answers with a redirect after recording the visit (once per visitor),
 * and a referral counted when someone who arrived through the link creates an account.
 * The two screens read the tiers differently; the spec keeps both readings.
 */
import { z } from 'zod';

/** docs/product.md "Referrals": "$5 per referred friend". */
export const REFERRAL_REWARD_DOLLARS = 5;
/** The share link's path; the server answers it (not the React router). */
export const REFERRAL_LINK_PREFIX = '/ref/';
/** Codes are 8 characters from an alphabet without look-alikes (0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
export const referralCodeSchema = z.string().regex(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`));
/** A referred friend counts as active when they were signed in within this many days. */
export const REFERRAL_ACTIVE_DAYS = 30;
/** Rows on the Top Performers list. */
export const REFERRAL_LEADERBOARD_SIZE = 5;
/** docs/product.md "Referrals": the share toast promises 10 bonus points. */
export const SHARE_BONUS_POINTS = 10;

export interface ReferralTierDefinition {
  referrals: number;
  reward: string;
}
/** Tiers as /referral reads them: 3 = 1 month free, 5 = 3 months, 10 = 1 year, 25 = lifetime, 50 = $1,000 bonus. */
export const REFERRAL_PAGE_TIERS: readonly ReferralTierDefinition[] = [
  { referrals: 3, reward: '1 month free' },
  { referrals: 5, reward: '3 months free' },
  { referrals: 10, reward: '1 year free' },
  { referrals: 25, reward: 'Lifetime access' },
  { referrals: 50, reward: '$1,000 bonus' },
];
/** Tiers as /viral reads them: 3 $15 bonus, 5 $50 gift card, 10 1 month free, 25 $200 cash, 50 lifetime access. */
export const VIRAL_PAGE_TIERS: readonly ReferralTierDefinition[] = [
  { referrals: 3, reward: '$15 bonus' },
  { referrals: 5, reward: '$50 gift card' },
  { referrals: 10, reward: '1 month free' },
  { referrals: 25, reward: '$200 cash' },
  { referrals: 50, reward: 'Lifetime access' },
];

export const REFERRAL_TIER_STATUSES = ['claimed', 'next', 'locked'] as const;
export const referralTierSchema = z.object({
  referrals: z.number().int().positive(),
  reward: z.string(),
  status: z.enum(REFERRAL_TIER_STATUSES),
});
export type ReferralTier = z.infer<typeof referralTierSchema>;

/** GET /api/referral/me: the caller's code and standing, counted from the database. */
export const referralSummarySchema = z.object({
  code: referralCodeSchema,
  /** Path of the share link; the screen prefixes the page's origin. */
  linkPath: z.string(),
  /** Friends who created an account after opening the link. */
  totalReferrals: z.number().int().min(0),
  /** Of those, friends signed in within the last REFERRAL_ACTIVE_DAYS days. */
  activeUsers: z.number().int().min(0),
  /** Distinct visitors who opened the link. */
  linkVisits: z.number().int().min(0),
  /** Dollars: REFERRAL_REWARD_DOLLARS per referred friend. */
  earnings: z.number().min(0),
  /** 1-based rank among everyone with at least one referral; null with none. */
  rank: z.number().int().positive().nullable(),
  referralPage: z.object({
    /** Reward of the highest tier reached, or null below the first. */
    tier: z.string().nullable(),
    nextReward: z.object({ referrals: z.number().int(), reward: z.string(), remaining: z.number().int().min(0) }).nullable(),
    tiers: z.array(referralTierSchema),
  }),
  viralPage: z.object({
    tier: z.string().nullable(),
    nextReward: z.object({ referrals: z.number().int(), reward: z.string(), remaining: z.number().int().min(0) }).nullable(),
    tiers: z.array(referralTierSchema),
  }),
  /** True when demo rows are part of these counts (demo mode): the screen shows the Demo data badge. */
  includesDemoData: z.boolean(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** GET /api/referral/leaderboard: the top referrers, names shortened to first name and initial. */
export const referralLeaderboardSchema = z.object({
  rows: z.array(
    z.object({
      rank: z.number().int().positive(),
      name: z.string(),
      referrals: z.number().int().min(0),
      earnings: z.number().min(0),
      isCaller: z.boolean(),
    }),
  ),
  includesDemoData: z.boolean(),
});
export type ReferralLeaderboard = z.infer<typeof referralLeaderboardSchema>;

/**
 * Tier statuses from a referral count: tiers at or below the count are claimed, the first one
 * above it is next, the rest locked.
 */
export function tiersFor(definitions: readonly ReferralTierDefinition[], referrals: number) {
  const nextIndex = definitions.findIndex((t) => t.referrals > referrals);
  const tiers: ReferralTier[] = definitions.map((t, i) => ({
    ...t,
    status: t.referrals <= referrals ? 'claimed' : i === nextIndex ? 'next' : 'locked',
  }));
  const reached = definitions.filter((t) => t.referrals <= referrals);
  const next = nextIndex === -1 ? null : definitions[nextIndex]!;
  return {
    tier: reached.length > 0 ? reached[reached.length - 1]!.reward : null,
    nextReward: next ? { ...next, remaining: next.referrals - referrals } : null,
    tiers,
  };
}
