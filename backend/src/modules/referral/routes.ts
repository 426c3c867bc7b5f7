/**
 * Referrals (issue #8): GET /api/referral/me and /api/referral/leaderboard for the signed-in user,
 * and the share link GET /ref/{code}, answered outside /api with a redirect that records the visit.
 * A visitor who came through a link and then creates an account is credited to the link's owner
 * (creditSignup, called by the sign-up route).
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { referralApi } from '../../../../shared/api/referral';
import { REFERRAL_LINK_PREFIX } from '../../../../shared/contracts/referral';
import type { AppContext } from '../../context';
import { requireCaller } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { readCookie } from '../../http/local-guard';
import { apiRouter } from '../../http/routing';
import { createReferralService } from './service';
import { DAY_MS } from '../../../../shared/dates';

/** The code of the link a visitor arrived through (kept until they sign up, or 30 days). */
export const REFERRAL_COOKIE = 'wd_ref';
/** A random id per browser, so one visitor opening a link twice counts once. */
export const VISITOR_COOKIE = 'wd_visitor';
const REFERRAL_COOKIE_MS = 30 * DAY_MS;
const VISITOR_COOKIE_MS = 365 * DAY_MS;
const visitorIdPattern = /^[0-9a-f-]{36}$/;

export function referralRoutes(ctx: AppContext): { api: Router; shareLink: Router; creditSignup: (req: Request, userId: string) => void } {
  const referral = createReferralService(ctx);
  const api = apiRouter();
  const on = endpointRegistrar(ctx, api);

  on(referralApi.summary, (_input, req) => referral.summary(requireCaller(req).userId));
  on(referralApi.leaderboard, (_input, req) => referral.leaderboard(requireCaller(req).userId));

  const shareLink = Router();
  shareLink.get(`${REFERRAL_LINK_PREFIX}:code`, (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const known = readCookie(req.headers.cookie, VISITOR_COOKIE);
    const visitorId = known && visitorIdPattern.test(known) ? known : randomUUID();
    // A mistyped or unknown code still lands the friend on the home page, with nothing recorded.
    const code = referral.recordVisit(String(req.params.code ?? ''), visitorId);
    if (code) {
      const secure = req.secure;
      if (visitorId !== known) res.cookie(VISITOR_COOKIE, visitorId, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: VISITOR_COOKIE_MS });
      res.cookie(REFERRAL_COOKIE, code, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: REFERRAL_COOKIE_MS });
    }
    res.redirect(302, '/');
  });

  const creditSignup = (req: Request, userId: string) => referral.creditSignup(readCookie(req.headers.cookie, REFERRAL_COOKIE), userId);

  return { api, shareLink, creditSignup };
}
