/**
 * Referrals (docs/product.md "Referrals"): each user's code and standing, the leaderboard, and the
 * visits and sign-ups a share link brings. The link and its cookies are routes.ts's.
 */
import {
  REFERRAL_ACTIVE_DAYS,
  REFERRAL_LINK_PREFIX,
  REFERRAL_PAGE_TIERS,
  REFERRAL_REWARD_DOLLARS,
  referralCodeSchema,
  tiersFor,
  VIRAL_PAGE_TIERS,
  type ReferralLeaderboard,
  type ReferralSummary,
} from '../../../../shared/contracts/referral';
import type { AppContext } from '../../context';
import { referralRepository } from './repository';
import { DAY_MS } from '../../../../shared/dates';

/** First name and last initial ("Ann L."), else the username: enough to recognise, not to identify. */
function displayName(row: { username: string; firstName: string | null; lastName: string | null }): string {
  const first = row.firstName?.trim();
  if (!first) return row.username;
  const initial = row.lastName?.trim()?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function createReferralService(ctx: AppContext) {
  const repo = referralRepository(ctx.db);

  /** The user who owns a code as a link carries it (any letter case), if the code is well-formed and known. */
  function referrerOf(code: string): { code: string; userId: string } | undefined {
    const parsed = referralCodeSchema.safeParse(code.toUpperCase());
    if (!parsed.success) return undefined;
    const userId = repo.ownerOfCode(parsed.data);
    return userId ? { code: parsed.data, userId } : undefined;
  }

  return {
    /** The caller's standing; their code is created on the first read. */
    summary(userId: string): ReferralSummary {
      const now = ctx.clock.now();
      const code = repo.codeFor(userId, now);
      const counts = repo.counts(userId, now - REFERRAL_ACTIVE_DAYS * DAY_MS);
      return {
        code,
        linkPath: `${REFERRAL_LINK_PREFIX}${code}`,
        totalReferrals: counts.signups,
        activeUsers: counts.activeReferred,
        linkVisits: counts.visits,
        earnings: counts.signups * REFERRAL_REWARD_DOLLARS,
        rank: repo.rank(userId),
        referralPage: tiersFor(REFERRAL_PAGE_TIERS, counts.signups),
        viralPage: tiersFor(VIRAL_PAGE_TIERS, counts.signups),
        includesDemoData: counts.demoSignups + counts.demoVisits > 0,
      };
    },

    /** The top referrers, the caller's row marked. */
    leaderboard(userId: string): ReferralLeaderboard {
      const rows = repo.leaderboard();
      let rank = 0;
      let previous = -1;
      return {
        rows: rows.map((row, i) => {
          // Equal counts share a rank (1, 2, 2, 4), as the caller's own rank is computed.
          if (row.referrals !== previous) rank = i + 1;
          previous = row.referrals;
          return { rank, name: displayName(row), referrals: row.referrals, earnings: row.referrals * REFERRAL_REWARD_DOLLARS, isCaller: row.userId === userId };
        }),
        includesDemoData: rows.some((r) => r.demo > 0),
      };
    },

    /**
     * A visit through a share link: recorded for the code's owner (once per visitor). Answers the
     * code as stored, or undefined for a mistyped or unknown code (nothing is recorded).
     */
    recordVisit(code: string, visitorId: string): string | undefined {
      const referrer = referrerOf(code);
      if (!referrer) return undefined;
      repo.recordVisit(referrer.userId, visitorId, ctx.clock.now());
      return referrer.code;
    },

    /** A new account that arrived through a link (its code, kept in a cookie): credited to the link's owner. */
    creditSignup(code: unknown, userId: string): void {
      const parsed = referralCodeSchema.safeParse(code);
      if (!parsed.success) return;
      const referrer = repo.ownerOfCode(parsed.data);
      if (referrer && repo.recordSignup(referrer, userId, ctx.clock.now())) {
        ctx.logger.info({ event: 'referral_signup', referrerUserId: referrer, userId }, 'referral credited');
      }
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
