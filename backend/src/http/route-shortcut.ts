/**
 * A shortcut through the /api router for paths without parameters. Express looks for a request's
 * route by trying every layer in order: every route of every module router mounted before the one
 * that answers (GET /api/dashboard passed about thirty of them, a late module two hundred). The
 * shortcut sends a request for a static path straight to the route Express would reach first
 * (docs/architecture.md "Routing").
 *
 * It changes which layers are tried, never which one answers: a static path is indexed only when
 * no route before it in the walk (a parameter route such as /subscriptions/:id before
 * /subscriptions/scan, or a route for every method) could match it, and indexing stops at the first
 * layer after the shortcut that is not a module router of routes. The route's own handlers, its
 * access gate first, run as before, and everything mounted before the shortcut (token guard, seed
 * gate, body parser, authentication) has already run.
 */
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { Layer } from './routing';

/** The index key: the method as Express sees it, and the path exactly as registered (case and slash matter). */
const keyOf = (method: string, path: string) => `${method} ${path}`;

/** Characters with a meaning in an Express path (parameters, wildcards, optional parts, escapes). */
const PATH_SYNTAX = /[:*?+!(){}[\]\\]/;

/** A path Express matches literally: none of that syntax. */
const isStatic = (path: unknown): path is string => typeof path === 'string' && !PATH_SYNTAX.test(path);

/** A route's layer in its module router, as the router package builds it. */
export interface RouteLayer extends Layer {
  route: NonNullable<Layer['route']> & { _handlesMethod(method: string): boolean };
  match(path: string): unknown;
  /** Runs the route's handlers (its dispatch), catching what they throw, as the router does once it matched. */
  handleRequest(req: Request, res: Response, next: NextFunction): void;
}

/**
 * Which route answers each static (method, path): built from the module routers mounted after the
 * shortcut, in the order Express walks them.
 */
export function indexStaticRoutes(layers: readonly Layer[]): Map<string, RouteLayer> {
  const index = new Map<string, RouteLayer>();
  // Only a route with parameters (or for every method) can match a path other than its own; an
  // earlier static route of the same path and method is already in the index, or shadowed itself.
  // A pattern can only match a path that begins with its literal part, whatever the router's case
  // setting: that test first keeps the build to a fraction of a millisecond.
  const earlierPatterns: Array<{ route: RouteLayer; literal: string }> = [];
  for (const mounted of layers) {
    const routes = mounted.handle?.stack;
    // A plain middleware or a path mount: what follows it is left to Express's own walk.
    if (!mounted.slash || !routes) return index;
    for (const layer of routes) {
      const parts = layer as Partial<RouteLayer>;
      // The router package's own methods: a version without them leaves everything to Express's walk.
      if (!layer.route || typeof parts.match !== 'function' || typeof parts.handleRequest !== 'function') return index;
      if (typeof (layer.route as Partial<RouteLayer['route']>)._handlesMethod !== 'function') return index;
      const route = layer as RouteLayer;
      const { path, methods } = route.route;
      if (!isStatic(path) || methods._all) {
        // A path given as a regular expression or a list has no literal part to go by.
        const literal = typeof path === 'string' ? path.split(PATH_SYNTAX)[0]!.toLowerCase() : '';
        earlierPatterns.push({ route, literal });
        continue;
      }
      for (const [method, on] of Object.entries(methods)) {
        if (!on) continue;
        const upper = method.toUpperCase();
        const key = keyOf(upper, path);
        const shadowed =
          index.has(key) ||
          earlierPatterns.some((e) => path.toLowerCase().startsWith(e.literal) && e.route.route._handlesMethod(upper) && e.route.match(path));
        if (!shadowed) index.set(key, route);
      }
    }
  }
  return index;
}

/**
 * The shortcut, for `api.use(staticRouteShortcut(api))` right before the module routers. The index
 * is built on the first request, when every router is mounted.
 */
export function staticRouteShortcut(parent: Router): RequestHandler {
  let index: Map<string, RouteLayer> | undefined;
  const shortcut: RequestHandler = (req: Request, res, next) => {
    if (!index) {
      const stack = (parent as unknown as { stack: Layer[] }).stack;
      const at = stack.findIndex((layer) => (layer.handle as unknown) === shortcut);
      index = at < 0 ? new Map() : indexStaticRoutes(stack.slice(at + 1));
    }
    const route = index.get(keyOf(req.method, req.path));
    if (!route) return next();
    // As the module router would once it matched (its params are the /api router's: none). Every
    // route is registered by http/endpoints.ts, whose handler answers or fails and never passes the
    // request on, so `next` here only ever carries an error.
    route.handleRequest(req, res, next);
  };
  return shortcut;
}
