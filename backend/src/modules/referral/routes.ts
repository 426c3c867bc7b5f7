/**
 * Referrals (issue #8): GET /api/referral/me and /api/referral/leaderboard for the signed-in user,
 * and the share link GET /ref/{code}, answered outside /api with a redirect that records the visit.
 * A visitor who came through a link and then creates an account is credited to the link's owner
 * (creditSignup, called by the sign-up route).
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
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
import { requireCaller } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { readCookie } from '../../http/local-guard';
import { handle } from '../../http/validate';
import { referralRepository } from './repository';

/** The code of the link a visitor arrived through (kept until they sign up, or 30 days). */
export const REFERRAL_COOKIE = 'wd_ref';
/** A random id per browser, so one visitor opening a link twice counts once. */
export const VISITOR_COOKIE = 'wd_visitor';
const REFERRAL_COOKIE_MS = 30 * 86_400_000;
const VISITOR_COOKIE_MS = 365 * 86_400_000;
const visitorIdPattern = /^[0-9a-f-]{36}$/;

const DAY_MS = 86_400_000;

export function referralRoutes(ctx: AppContext): { api: Router; shareLink: Router; creditSignup: (req: Request, userId: string) => void } {
  const repo = referralRepository(ctx.db);
  const api = apiRouter();
  const access = routeAccess(ctx);

  api.get(
    '/referral/me',
    access.member,
    handle({}, (_input, req): ReferralSummary => {
      const { userId } = requireCaller(req);
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
    }),
  );

  api.get(
    '/referral/leaderboard',
    access.member,
    handle({}, (_input, req): ReferralLeaderboard => {
      const { userId } = requireCaller(req);
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
    }),
  );

  const shareLink = Router();
  shareLink.get(`${REFERRAL_LINK_PREFIX}:code`, (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const parsed = referralCodeSchema.safeParse(String(req.params.code ?? '').toUpperCase());
    const referrer = parsed.success ? repo.ownerOfCode(parsed.data) : undefined;
    // A mistyped or unknown code still lands the friend on the home page, with nothing recorded.
    if (referrer && parsed.success) {
      const secure = req.secure;
      let visitorId = readCookie(req.headers.cookie, VISITOR_COOKIE);
      if (!visitorId || !visitorIdPattern.test(visitorId)) {
        visitorId = randomUUID();
        res.cookie(VISITOR_COOKIE, visitorId, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: VISITOR_COOKIE_MS });
      }
      repo.recordVisit(referrer, visitorId, ctx.clock.now());
      res.cookie(REFERRAL_COOKIE, parsed.data, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: REFERRAL_COOKIE_MS });
    }
    res.redirect(302, '/');
  });

  const creditSignup = (req: Request, userId: string) => {
    const parsed = referralCodeSchema.safeParse(readCookie(req.headers.cookie, REFERRAL_COOKIE));
    if (!parsed.success) return;
    const referrer = repo.ownerOfCode(parsed.data);
    if (referrer && repo.recordSignup(referrer, userId, ctx.clock.now())) {
      ctx.logger.info({ event: 'referral_signup', referrerUserId: referrer, userId }, 'referral credited');
    }
  };

  return { api, shareLink, creditSignup };
}

/** First name and last initial ("Ann L."), else the username: enough to recognise, not to identify. */
function displayName(row: { username: string; firstName: string | null; lastName: string | null }): string {
  const first = row.firstName?.trim();
  if (!first) return row.username;
  const initial = row.lastName?.trim()?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
