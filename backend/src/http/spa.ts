/**
 * Serves the built renderer: hashed assets cached for a year, other static files as they are, and
 * index.html for every other path (the renderer routes on the client). Each is sent as its brotli
 * or gzip copy when the client accepts one (precompressed.ts, docs/architecture.md "Compression").
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { SiteSettings } from '../../../shared/contracts/site';
import { ALL_APP_PATHS, SCREENS } from '../../../shared/routes';
import { compressFast } from './compress-json';
import { compressedPages, findSiblings, negotiateEncoding, precompressedStatic, sendCompressedFile } from './precompressed';
import { routeIndexPages, screenOfPath, withSiteSettings, type PageFacts } from './route-preload';
import { renderFor, rendersOnServer, withRenderedScreen, type ScreenRenderer } from './server-render';

const LANDING_PATHS: ReadonlySet<string> = new Set(SCREENS.landing);

/** Rendering screens on the server (server-render.ts): the renderer, and this server's loopback origin once it listens. */
export interface ServerRendering {
  renderer: () => Promise<ScreenRenderer>;
  origin: () => string | undefined;
}

/**
 * A page made for one request (a server-rendered screen shows that person's answers): never stored
 * by a cache, compressed at live-traffic quality and not kept.
 */
function sendRenderedPage(req: Request, res: Response, html: string): void {
  res.vary('Accept-Encoding').type('html').setHeader('Cache-Control', 'private, no-store');
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding) {
    res.send(html);
    return;
  }
  compressFast(Buffer.from(html), encoding).then(
    (body) => {
      res.setHeader('Content-Encoding', encoding);
      res.send(body);
    },
    () => res.send(html),
  );
}

/**
 * The router serving `staticDir`, or undefined when it holds no built app (API-only tests).
 * `siteSettings` is read on each request for "/", whose page carries them (withSiteSettings).
 * With `serverRendering`, the screens rendersOnServer names are sent rendered (server-render.ts).
 */
export function spaRoutes(
  staticDir: string | undefined,
  facts: PageFacts,
  siteSettings?: () => SiteSettings,
  serverRendering?: ServerRendering,
): Router | undefined {
  if (!staticDir || !existsSync(path.join(staticDir, 'index.html'))) return undefined;
  const indexFile = path.join(staticDir, 'index.html');
  const knownPaths = new Set(ALL_APP_PATHS);
  // Each screen's index.html names the chunks it needs and states demo mode (route-preload.ts), built once here.
  const screenPages = routeIndexPages(staticDir, facts);
  // The build's .br/.gz copies, found once; the in-memory screen pages are compressed on demand.
  const siblings = findSiblings(staticDir);
  const sendPage = compressedPages();
  const router = express.Router({ caseSensitive: true, strict: true });
  router.use(precompressedStatic(staticDir, siblings));
  router.use('/assets', express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  router.use(express.static(staticDir, { index: false }));
  // SPA fallback: every screen path gets the app; an unknown path gets it too (it renders Page
  // Not Found) but with a 404 status so scripts and crawlers see the truth.
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    const appPath = req.path.replace(/\/+$/, '') || '/';
    const known = knownPaths.has(appPath);
    const screenPage = known ? screenPages.get(appPath) : undefined;
    const settings = siteSettings && LANDING_PATHS.has(appPath) ? siteSettings() : undefined;
    const page = screenPage !== undefined && settings ? withSiteSettings(screenPage, settings) : screenPage;
    res.status(known ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    const origin = serverRendering?.origin();
    if (page !== undefined && serverRendering && origin && rendersOnServer(screenOfPath(appPath), settings?.landingFace)) {
      serverRendering
        .renderer()
        .then((render) => renderFor(render, req, origin))
        .then(
          (rendered) => {
            const renderedPage = rendered && withRenderedScreen(page, rendered);
            if (renderedPage) sendRenderedPage(req, res, renderedPage);
            else sendPage(req, res, next, page);
          },
          () => sendPage(req, res, next, page),
        );
    } else if (page !== undefined) sendPage(req, res, next, page);
    else if (!sendCompressedFile(req, res, () => res.sendFile(indexFile), siblings, '/index.html', indexFile, { cacheControl: false })) {
      res.sendFile(indexFile);
    }
  });
  return router;
}
