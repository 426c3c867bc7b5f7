/**
 * Who is asking, and may they? Written once for every route (DESIGN.md "Identity and access"):
 * - identify: desktop and local web act for the local owner; hosted reads the session cookie.
 * - CSRF (hosted): a state-changing request from a signed-in session must carry the session's
 *   token in X-CSRF-Token, and any Origin it sends must be this site.
 * - default deny: every /api route needs a signed-in user unless it is listed in PUBLIC_API (or, in
 *   demo mode, is addressed by the demo user's id: the public sandbox); the
 *   owner dashboards' APIs (OWNER_API_PREFIXES) need the owner role.
 * - ownership: a :userId parameter must be the caller (or the public demo sandbox in demo mode);
 *   an :id parameter is checked by the resolver its module registers with ownedParam(). Routes a
 *   module lists as shared also admit the members of the owner's Business team (canActFor).
 */
import type { Request, RequestHandler, Router } from 'express';
import { CSRF_HEADER } from '../../../shared/contracts/auth';
import type { UserRole } from '../../../shared/contracts/auth';
import { DEMO_USER_ID } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { AppContext } from '../context';
import type { SessionRepository } from '../modules/auth/sessions';
import { teamRepository } from '../modules/teams/repository';
import { AppError, notFound } from './errors';
import { readCookie } from './local-guard';

export const SESSION_COOKIE = 'wd_session';

/** Routes anyone may call (paths relative to /api). Everything else needs a signed-in user. */
export const PUBLIC_API: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/login' },
  { method: 'POST', path: '/login' },
  { method: 'POST', path: '/register' },
  { method: 'GET', path: '/logout' },
  { method: 'POST', path: '/logout' },
  // Answers 401 itself when nobody is signed in.
  { method: 'GET', path: '/auth/user' },
  // The public landing page's calculator.
  { method: 'POST', path: '/budget/calculate' },
  // First-party analytics from every visitor.
  { method: 'POST', path: '/analytics/track' },
  // Campaign visits (the beta page opened from a utm link), and the public beta signup with its counter.
  { method: 'POST', path: '/analytics/conversion-event' },
  { method: 'POST', path: '/beta-signup' },
  { method: 'GET', path: '/beta/status' },
  // Stripe's webhook proves itself with its signature; the checkout asks which provider to mount.
  { method: 'POST', path: '/stripe/webhook' },
  { method: 'GET', path: '/payments/config' },
  // The popups' offer and A/B conversions come from visitors (validated and rate limited).
  { method: 'POST', path: '/newsletter/subscribe' },
  { method: 'POST', path: '/conversion/ab-test' },
  // The consumer landing: which face to show, and its trust section (static content and totals).
  { method: 'GET', path: '/site/settings' },
  { method: 'GET', path: '/trust/badges' },
  { method: 'GET', path: '/trust/security' },
  { method: 'GET', path: '/trust/social-proof' },
  { method: 'GET', path: '/trust/faqs' },
  // Counts only (avatars, people online, XP): nothing about any one user.
  { method: 'GET', path: '/metaverse/stats' },
  // Marketing content (illustrative case studies), the same for every visitor.
  { method: 'GET', path: '/case-studies/featured' },
  { method: 'GET', path: '/case-studies/stats' },
  // The blog (static posts from resources/blog).
  { method: 'GET', path: '/blog/posts' },
  { method: 'GET', path: '/blog/posts/:id' },
];

/** The owner's command centre (analytics, conversions, funnel, marketing, activation). */
export const OWNER_API_PREFIXES: readonly string[] = [
  '/analytics/realtime',
  '/analytics/real-time',
  '/analytics/conversions',
  '/analytics/traffic-sources',
  '/analytics/hourly',
  '/analytics/top-pages',
  '/analytics/enable-tracking',
  '/conversion/funnel-metrics',
  '/conversion/ab-results',
  '/marketing/',
  '/traffic/',
  '/payments/activate',
];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Caller {
  userId: string;
  role: UserRole;
  sessionId?: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

export const unauthorized = () => new AppError(401, ERROR_CODES.unauthorized, 'Sign in to continue');
const forbiddenError = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

export function isPublicApi(method: string, path: string): boolean {
  const m = method === 'HEAD' ? 'GET' : method;
  return PUBLIC_API.some((r) => r.method === m && pathMatches(r.path, path));
}

/** Exact segments, where a `:name` segment of the pattern stands for exactly one non-empty segment. */
function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

export function isOwnerApi(path: string): boolean {
  return OWNER_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || path === prefix.replace(/\/$/, ''));
}

/** Mounted on /api before every module router. */
export function authMiddleware(ctx: AppContext, sessions: SessionRepository): RequestHandler {
  return (req, _res, next) => {
    if (ctx.mode !== 'hosted') {
      // The per-launch secret already proved this is the local owner (local-guard.ts).
      req.caller = { userId: DEMO_USER_ID, role: 'owner' };
    } else {
      const token = readCookie(req.headers.cookie, SESSION_COOKIE);
      const session = token ? sessions.find(token, ctx.clock.now()) : undefined;
      if (session) {
        req.caller = { userId: session.userId, role: session.role, sessionId: session.id };
        if (STATE_CHANGING.has(req.method) && !isPublicFormPost(req)) {
          const origin = req.headers.origin;
          if (origin !== undefined && origin !== `${req.protocol}://${req.headers.host}`) {
            return next(forbiddenError('Cross-site request refused'));
          }
          if (req.headers[CSRF_HEADER] !== session.csrfToken) {
            return next(forbiddenError('Missing or wrong CSRF token: reload the page and try again'));
          }
        }
      }
    }
    if (isPublicApi(req.method, req.path)) return next();
    // The demo user's sandbox (routes addressed by its id) stays public in demo mode; the router's
    // :userId check (scopedRouter) still decides what the id may reach.
    if (!req.caller && !(ctx.demo && req.path.split('/').includes(DEMO_USER_ID))) return next(unauthorized());
    if (isOwnerApi(req.path) && req.caller?.role !== 'owner') {
      return next(forbiddenError('This dashboard needs the owner account'));
    }
    next();
  };
}

/** Sign-in and sign-up forms carry their own CSRF token (see modules/auth/routes.ts). */
function isPublicFormPost(req: Request): boolean {
  return req.method === 'POST' && (req.path === '/login' || req.path === '/register' || req.path === '/logout');
}

/** The signed-in caller; routes behind authMiddleware always have one unless they are public. */
export function requireCaller(req: Request): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}

/** A user id named in a request body must be the caller's, or the public demo sandbox in demo mode. */
export function bodyUserId(ctx: AppContext, req: Request, userId: string): string {
  const caller = requireCaller(req);
  if (userId !== caller.userId && !(ctx.demo && userId === DEMO_USER_ID)) throw notFound('User');
  return userId;
}

/**
 * What a caller may do with another user's data. 'manage' (create, change, pay, delete) is the
 * owner's alone; 'read' and 'contribute' also reach the active members of a Business owner's team.
 */
export type OwnerAccess = 'read' | 'contribute' | 'manage';

/**
 * May the caller act for this owner with this access? Yes for the owner themself and for the
 * public demo sandbox in demo mode; for 'read' and 'contribute', also for an active member of the
 * owner's team while the owner holds the Business plan (checked now, on every request).
 */
export function canActFor(ctx: AppContext, caller: Caller | undefined, ownerId: string, access: OwnerAccess): boolean {
  if (ownerId === caller?.userId) return true;
  if (ctx.demo && ownerId === DEMO_USER_ID) return true;
  if (!caller || access === 'manage') return false;
  return teamRepository(ctx.db).sharesWith(caller.userId, ownerId);
}

/**
 * The routes of a router that team members may use, keyed by "METHOD /declared/path", with the
 * access each needs. Every route not listed stays the owner's alone (default deny).
 */
export type SharedRoutes = Readonly<Record<string, Exclude<OwnerAccess, 'manage'>>>;

function accessNeeded(req: Request, shared: SharedRoutes | undefined): OwnerAccess {
  // Express sets req.route before it runs the router's param callbacks.
  const declared = (req.route as { path?: unknown } | undefined)?.path;
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  return (typeof declared === 'string' && shared?.[`${method} ${declared}`]) || 'manage';
}

/**
 * Decides a request addressed to ownerId's data: allowed, or 404 like a missing row. In a module
 * that shares with teams, a member who may read the data but not do this to it gets 403 instead:
 * they can already see it exists.
 */
function ownerCheck(ctx: AppContext, req: Request, ownerId: string | undefined, shared: SharedRoutes | undefined): AppError | undefined {
  if (ownerId === undefined) return new AppError(404, ERROR_CODES.notFound, 'Not found');
  const access = accessNeeded(req, shared);
  if (canActFor(ctx, req.caller, ownerId, access)) return undefined;
  // Only modules that share with teams say so; elsewhere a member is anyone else.
  if (shared && access !== 'read' && canActFor(ctx, req.caller, ownerId, 'read')) return forbiddenError('Only the owner can do this');
  return new AppError(404, ERROR_CODES.notFound, 'Not found');
}

/**
 * A router whose :userId parameter is checked for every route it declares: the caller's own id,
 * or the demo user's public sandbox in demo mode, or (for the routes listed in `shared`) the
 * owner of the caller's Business team. Anything else is 404 (no hint that it exists).
 */
export function scopedRouter(ctx: AppContext, router: Router, shared?: SharedRoutes): Router {
  router.param('userId', (req, _res, next, userId: string) => {
    next(ownerCheck(ctx, req, userId, shared));
  });
  return router;
}

/**
 * Checks an :id-like parameter by asking its module who owns the row. A row of another user is
 * answered exactly like a missing one (404), unless `shared` lets the caller's team reach it.
 */
export function ownedParam(
  ctx: AppContext,
  router: Router,
  name: string,
  ownerOf: (id: string) => string | undefined,
  shared?: SharedRoutes,
): void {
  router.param(name, (req, _res, next, id: string) => {
    next(ownerCheck(ctx, req, ownerOf(id), shared));
  });
}
