/**
 * The server's first paint of a screen (docs/architecture.md "Server-rendered first paint"): the
 * screen rendered to HTML with its first answers, so a phone shows it before any script has
 * arrived; the browser then hydrates it (main.tsx). Built for Node by renderer/vite.ssr.config.ts
 * and called by the backend (backend/src/http/server-render.ts), which makes the queries' relative
 * requests reach the API as the person asking.
 *
 * It renders, lets the screen's queries fetch, and renders again, until no query waits (at most
 * RENDER_PASSES times: a query may only be known once another has answered). A query that failed is
 * left out, so the browser asks again and shows its own error and retry.
 */
import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';

export interface ServerRenderedScreen {
  /** The markup of #root. */
  html: string;
  /** The screen's own <title> text, for the page's <head>; undefined when it sets none. */
  title: string | undefined;
  /** The answers the markup shows, for the browser's query cache (so hydration renders the same). */
  state: DehydratedState;
}

const RENDER_PASSES = 4;

/** React puts a rendered <title> first in the markup; the page wants it in <head>. */
const LEADING_TITLE = /^<title>([^<]*)<\/title>/;

/** The screen at `url` (absolute, as the browser asked for it); undefined when it is not a screen that renders. */
export async function renderScreen(url: string): Promise<ServerRenderedScreen | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  const cache = client.getQueryCache();
  const render = () =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );

  let html = render();
  for (let pass = 1; pass < RENDER_PASSES; pass += 1) {
    const waiting = cache.findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  const failed = cache.findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0) {
    for (const query of failed) cache.remove(query);
    html = render();
  }
  const title = LEADING_TITLE.exec(html);
  return {
    html: title ? html.slice(title[0].length) : html,
    title: title?.[1],
    state: dehydrate(client),
  };
}
