/**
 * Serves the built renderer: hashed assets cached for a year, other static files as they are, and
 * index.html for every other path (the renderer routes on the client).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { ALL_APP_PATHS } from '../../../shared/routes';

/** The router serving `staticDir`, or undefined when it holds no built app (API-only tests). */
export function spaRoutes(staticDir: string | undefined): Router | undefined {
  if (!staticDir || !existsSync(path.join(staticDir, 'index.html'))) return undefined;
  const indexFile = path.join(staticDir, 'index.html');
  const knownPaths = new Set(ALL_APP_PATHS);
  const router = express.Router({ caseSensitive: true, strict: true });
  router.use('/assets', express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  router.use(express.static(staticDir, { index: false }));
  // SPA fallback: every screen path gets the app; an unknown path gets it too (it renders Page
  // Not Found) but with a 404 status so scripts and crawlers see the truth.
  router.get(/.*/, (req: Request, res: Response) => {
    const known = knownPaths.has(req.path.replace(/\/+$/, '') || '/');
    res.status(known ? 200 : 404).setHeader('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return router;
}
