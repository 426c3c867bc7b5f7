/**
 * Who is asking, and what may they do with whose data (docs/security.md "Access model"):
 * - identify: desktop and local web act for the local owner; hosted reads the session cookie.
 * - CSRF (hosted): a state-changing request from a signed-in session must carry the session's
 *   token in X-CSRF-Token, and any Origin it sends must be this site.
 * - who may call a route (public, member, owner) is declared on the route itself (routing.ts).
 * - ownership: a :userId parameter must be the caller; an :id parameter is checked by the resolver
 *   its module registers with ownedParam(). Routes a module lists as shared (TeamSharing) also
 *   admit the members of the owner's Business team, as the module's team lookup answers
 *   (canActFor). In demo mode the demo user's data is the public sandbox: hosted, anyone may read
 *   it and nobody may change it.
 */
import type { Request, RequestHandler, Router } from 'express';
import { CSRF_HEADER } from '../../../shared/contracts/auth';
import type { UserRole } from '../../../shared/contracts/auth';
import type { Endpoint } from '../../../shared/api/endpoint';
import { DEMO_USER_ID } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { AppContext } from '../context';
import { AppError, notFound, unauthorized } from './errors';
import { readCookie } from './local-guard';

export const SESSION_COOKIE = 'wd_session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const READING = new Set(['GET', 'HEAD']);
const DEMO_READ_ONLY = 'The public demo is read-only: sign in to your own account to make changes';

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

const forbiddenError = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

/** The session store as the middleware needs it: composition passes the auth module's (http/ reads no module's tables). */
export interface SessionLookup {
  find(token: string, now: number): { id: string; userId: string; role: UserRole; csrfToken: string } | undefined;
}

/**
 * Mounted on /api before every module router: says who the caller is and refuses cross-site
 * writes. It lets everything else through: each route's access gate decides (routing.ts).
 */
export function authMiddleware(ctx: AppContext, sessions: SessionLookup): RequestHandler {
  return (req, _res, next) => {
    if (ctx.mode !== 'hosted') {
      // The per-launch secret already proved this is the local owner (local-guard.ts).
      req.caller = { userId: DEMO_USER_ID, role: 'owner' };
      return next();
    }
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    const session = token ? sessions.find(token, ctx.clock.now()) : undefined;
    if (!session) return next();
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
    next();
  };
}

/** Sign-in, sign-up and password-reset forms carry their own CSRF token (see modules/auth/routes.ts). */
function isPublicFormPost(req: Request): boolean {
  return req.method === 'POST' && (req.path === '/login' || req.path === '/register' || req.path === '/logout' || req.path === '/password-reset');
}

/** The signed-in caller; routes behind authMiddleware always have one unless they are public. */
export function requireCaller(req: Request): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}

/** A user id named in a request body follows the rules of a :userId parameter. */
export function bodyUserId(ctx: AppContext, req: Request, userId: string): string {
  const caller = requireCaller(req);
  if (userId === caller.userId) return userId;
  const sandbox = demoSandbox(ctx, req, userId);
  if (sandbox === 'open') return userId;
  if (sandbox === 'read-only') throw forbiddenError(DEMO_READ_ONLY);
  throw notFound('User');
}

/**
 * The demo user's data in demo mode, for a caller who is not the demo user: locally nobody else
 * exists; hosted, it is a public read-only sandbox (a visitor must not change what everyone sees).
 */
function demoSandbox(ctx: AppContext, req: Request, ownerId: string): 'open' | 'read-only' | undefined {
  if (!ctx.demo || ownerId !== DEMO_USER_ID) return undefined;
  return ctx.mode !== 'hosted' || READING.has(req.method) ? 'open' : 'read-only';
}

/**
 * What a caller may do with another user's data. 'manage' (create, change, pay, delete) is the
 * owner's alone; 'read' and 'contribute' also reach the active members of a Business owner's team.
 */
export type OwnerAccess = 'read' | 'contribute' | 'manage';

/**
 * The routes of a router that team members may use, keyed by "METHOD /declared/path" (relative to
 * /api), with the access each needs. Every route not listed stays the owner's alone (default deny).
 */
export type SharedRoutes = Readonly<Record<string, Exclude<OwnerAccess, 'manage'>>>;

/** SharedRoutes from the endpoints' shared declarations. */
export function sharedEndpoints(entries: ReadonlyArray<readonly [Endpoint, Exclude<OwnerAccess, 'manage'>]>): SharedRoutes {
  return Object.fromEntries(entries.map(([endpoint, access]) => [`${endpoint.method} ${endpoint.path.replace(/^\/api/, '')}`, access]));
}

/**
 * What a module that shares an owner's data with their team gives its router: the routes members
 * may use, and the lookup of membership, which the module owning teams answers (http/ reads no
 * module's tables).
 */
export interface TeamSharing {
  readonly routes: SharedRoutes;
  /** Is memberUserId, right now, an active member of ownerId's team while the owner holds the Business plan? */
  readonly sharesWith: (memberUserId: string, ownerId: string) => boolean;
}

/**
 * May the caller act for this owner with this access? Yes for the owner themself; for 'read' and
 * 'contribute', also for an active member of the owner's team (asked of `sharing` now, on every
 * request). The demo sandbox is decided before (demoSandbox).
 */
export function canActFor(caller: Caller | undefined, ownerId: string, access: OwnerAccess, sharing?: TeamSharing): boolean {
  if (ownerId === caller?.userId) return true;
  if (!caller || access === 'manage' || !sharing) return false;
  return sharing.sharesWith(caller.userId, ownerId);
}

function accessNeeded(req: Request, sharing: TeamSharing | undefined): OwnerAccess {
  // Express sets req.route before it runs the router's param callbacks.
  const declared = (req.route as { path?: unknown } | undefined)?.path;
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  return (typeof declared === 'string' && sharing?.routes[`${method} ${declared}`]) || 'manage';
}

/**
 * Decides a request addressed to ownerId's data: allowed, or 404 like a missing row. In a module
 * that shares with teams, a member who may read the data but not do this to it gets 403 instead:
 * they can already see it exists.
 */
function ownerCheck(ctx: AppContext, req: Request, ownerId: string | undefined, sharing: TeamSharing | undefined): AppError | undefined {
  const sandbox = ownerId === undefined ? undefined : demoSandbox(ctx, req, ownerId);
  if (sandbox === 'open') return undefined;
  if (sandbox === 'read-only') return forbiddenError(DEMO_READ_ONLY);
  // A visitor is asked to sign in, with no hint whether the row exists.
  if (!req.caller) return unauthorized();
  if (ownerId === undefined) return new AppError(404, ERROR_CODES.notFound, 'Not found');
  const access = accessNeeded(req, sharing);
  if (canActFor(req.caller, ownerId, access, sharing)) return undefined;
  // Only modules that share with teams say so; elsewhere a member is anyone else.
  if (sharing && access !== 'read' && canActFor(req.caller, ownerId, 'read', sharing)) return forbiddenError('Only the owner can do this');
  return new AppError(404, ERROR_CODES.notFound, 'Not found');
}

/**
 * A router whose :userId parameter is checked for every route it declares: the caller's own id,
 * or the demo user's public sandbox in demo mode, or (for the routes `sharing` lists) the owner
 * of the caller's Business team. Anything else is 404 (no hint that it exists), or 401 for a
 * visitor.
 */
export function scopedRouter(ctx: AppContext, router: Router, sharing?: TeamSharing): Router {
  router.param('userId', (req, _res, next, userId: string) => {
    next(ownerCheck(ctx, req, userId, sharing));
  });
  return router;
}

/**
 * Checks an :id-like parameter by asking its module who owns the row. A row of another user is
 * answered exactly like a missing one (404), unless `sharing` lets the caller's team reach it.
 */
export function ownedParam(
  ctx: AppContext,
  router: Router,
  name: string,
  ownerOf: (id: string) => string | undefined,
  sharing?: TeamSharing,
): void {
  router.param(name, (req, _res, next, id: string) => {
    next(ownerCheck(ctx, req, ownerOf(id), sharing));
  });
}
