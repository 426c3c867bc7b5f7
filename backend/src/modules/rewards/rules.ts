/**
 * The pure rules of the rewards screen: UTC days, streaks, challenges, badges and leaderboard names.
 */
import {
  BADGES,
  BUDGET_MONTH_DAYS,
  DAILY_REWARD,
  CHALLENGES,
  UNDER_BUDGET_DAYS,
  WEEK_STREAK_DAYS,
  XP_PER_LEVEL,
  levelForXp,
  type Badge,
  type BadgeId,
  type Challenge,
  type ChallengeId,
} from '../../../../shared/contracts/rewards';
import { addDays, DAY_MS } from '../../../../shared/dates';

/** The streak after a claim today: one more if the last claim was yesterday, else a fresh 1. */
export function streakAfterClaim(lastClaimDate: string | null, streak: number, today: string): number {
  return lastClaimDate === addDays(today, -1) ? streak + DAILY_REWARD.streak : DAILY_REWARD.streak;
}

/** The streak as it stands: a day without a claim (before today) has already broken it. */
export function currentStreak(lastClaimDate: string | null, streak: number, today: string): number {
  return lastClaimDate === today || lastClaimDate === addDays(today, -1) ? streak : 0;
}

export function xpIntoLevel(xp: number): number {
  return xp % XP_PER_LEVEL;
}

/** "Demo U." from Demo User; the username when no first name is known. */
export function shortName(firstName: string | null, lastName: string | null, username: string): string {
  const first = firstName?.trim();
  if (!first) return username;
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export interface ChallengeFacts {
  subscriptionsFound: number;
  /** Dollars, from the Subscription Finder's savings summary. */
  totalSaved: number;
  streak: number;
  /** The latest budget allocation, or null when the user has none. */
  budget: { createdAt: number; monthlyAllowanceCents: number } | null;
  /** Money out over the last UNDER_BUDGET_DAYS days, bills excluded. */
  spentLastTwoWeeksCents: number;
  now: number;
}

/** Allowance for the two-week window: that share of the monthly spending + flex fund. */
export function twoWeekAllowanceCents(monthlyAllowanceCents: number): number {
  return Math.round((monthlyAllowanceCents * UNDER_BUDGET_DAYS) / BUDGET_MONTH_DAYS);
}

function underBudgetDays(facts: ChallengeFacts): number {
  if (!facts.budget) return 0;
  if (facts.spentLastTwoWeeksCents > twoWeekAllowanceCents(facts.budget.monthlyAllowanceCents)) return 0;
  return Math.min(UNDER_BUDGET_DAYS, Math.max(0, Math.floor((facts.now - facts.budget.createdAt) / DAY_MS)));
}

export function computeChallenges(facts: ChallengeFacts): Challenge[] {
  const progress: Record<ChallengeId, number> = {
    'find-subscriptions': facts.subscriptionsFound,
    'save-100': Math.floor(facts.totalSaved),
    'login-streak': facts.streak,
    'under-budget': underBudgetDays(facts),
  };
  return CHALLENGES.map((c) => {
    const value = Math.min(c.target, progress[c.id]);
    return { id: c.id, title: c.title, progress: value, target: c.target, completed: value >= c.target };
  });
}

export interface BadgeFacts {
  xp: number;
  everClaimed: boolean;
  /** The current streak: no best-streak column exists, so the badge lasts while the streak does. */
  streak: number;
  hasBudget: boolean;
  cancelledSubscriptions: number;
  purchases: number;
}

export function computeBadges(facts: BadgeFacts): Badge[] {
  const earned: Record<BadgeId, boolean> = {
    'first-claim': facts.everClaimed,
    'level-2': levelForXp(facts.xp) >= 2,
    'week-streak': facts.streak >= WEEK_STREAK_DAYS,
    'budget-planner': facts.hasBudget,
    'subscription-slayer': facts.cancelledSubscriptions > 0,
    'first-purchase': facts.purchases > 0,
  };
  return BADGES.map((b) => ({ id: b.id, title: b.title, description: b.description, earned: earned[b.id] }));
}
