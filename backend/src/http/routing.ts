/**
 * Who may call a route is part of the endpoint's shared declaration (shared/api/, docs/security.md
 * "Access model"); http/endpoints.ts registers each route with the gate of that access level as
 * its first handler, so it runs for exactly the requests that reach the route's handler, whatever
 * spelling of the path got them there. Every /api router is case-sensitive and strict (a trailing
 * slash is a different path), and createServer refuses to start when a route was not registered
 * from a declaration or declares no access (assertEveryRouteIsDeclared).
 */
import { Router, type RequestHandler } from 'express';
import { ACCESS_LEVELS, type Access, type Endpoint } from '../../../shared/api/endpoint';
import { DEMO_USER_ID } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { AppContext } from '../context';
import { AppError, unauthorized } from './errors';

export { ACCESS_LEVELS, type Access };

/** A route's first handler: it enforces one access level and says which. */
export type AccessGate = RequestHandler & { readonly access: Access };

/** The first handler of a route registered from a shared declaration: its gate, naming the endpoint. */
export type EndpointGate = AccessGate & { readonly endpoint: Endpoint };

export type RouteAccess = Readonly<Record<Access, AccessGate>>;

const ownerOnly = () => new AppError(403, ERROR_CODES.forbidden, 'This needs the owner account');

function gate(access: Access, check: RequestHandler): AccessGate {
  return Object.assign(check, { access });
}

/** The three gates of one server (they need to know whether it runs in demo mode). */
export function routeAccess(ctx: AppContext): RouteAccess {
  return {
    public: gate('public', (_req, _res, next) => next()),
    member: gate('member', (req, _res, next) => {
      if (req.caller) return next();
      // The demo user's sandbox: its :userId/:id parameter checks (which ran before this gate)
      // already decided what a visitor may do with it (read only when hosted).
      if (ctx.demo && Object.values(req.params).includes(DEMO_USER_ID)) return next();
      next(unauthorized());
    }),
    owner: gate('owner', (req, _res, next) => {
      if (!req.caller) return next(unauthorized());
      next(req.caller.role === 'owner' ? undefined : ownerOnly());
    }),
  };
}

/** Every router under /api: `/API/x`, `/x/` and `/x` are three different paths, and only one exists. */
export function apiRouter(): Router {
  return Router({ caseSensitive: true, strict: true });
}

export interface DeclaredRoute {
  method: string;
  /** The path as registered, relative to /api. */
  path: string;
  /** undefined: the route declares no access (createServer refuses to start). */
  access: Access | undefined;
  /** The shared declaration the route was registered from (undefined: registered by hand). */
  endpoint: Endpoint | undefined;
}

/** The parts of an Express router layer these walks read (the router package's own objects). */
export interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: Array<{ handle: unknown }> };
  handle?: { name?: string; stack?: Layer[] };
  /** True for router.use(handler) without a path: it runs for every request, before any route. */
  slash?: boolean;
  name?: string;
}

/** The routes a router declares, with their access, including those of routers mounted on it. */
export function declaredRoutes(router: Router): DeclaredRoute[] {
  const out: DeclaredRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const first = layer.route.stack[0]?.handle as Partial<EndpointGate> | undefined;
        const access = ACCESS_LEVELS.find((level) => level === first?.access);
        const endpoint = first?.endpoint;
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push({ method: method.toUpperCase(), path: layer.route.path, access, endpoint });
        }
      } else if (!layer.slash) {
        // router.use('/path', ...) would answer requests with no access gate (and hide the routes
        // of a router mounted there from this list): reported as undeclared, so the server refuses.
        out.push({ method: 'USE', path: `(a handler mounted on a path: ${layer.name ?? 'anonymous'})`, access: undefined, endpoint: undefined });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return out;
}

/**
 * Refuses a server with a route that was not registered from a shared declaration (so it may say
 * nothing of who may call it): default deny, at start.
 */
export function assertEveryRouteIsDeclared(routes: readonly DeclaredRoute[]): void {
  const undeclared = routes.filter((r) => r.access === undefined || r.endpoint === undefined).map((r) => `${r.method} ${r.path}`);
  if (undeclared.length > 0) {
    throw new Error(`Routes not registered from a shared declaration (shared/api/, http/endpoints.ts): ${undeclared.join(', ')}`);
  }
}
