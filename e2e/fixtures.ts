/**
 * `test` for pages that already carry the local server's access token (the httpOnly cookie the
 * server sets after opening /?token=...), so each test starts on the app, not on a 403.
 */
import type { Page } from '@playwright/test';
import { test as base, expect } from './support/app-test';
import { ACCESS_COOKIE } from '../backend/src/http/local-guard';
import { BASE_URL, E2E_TOKEN } from './support/env';

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addCookies([
      { name: ACCESS_COOKIE, value: E2E_TOKEN, url: BASE_URL, httpOnly: true, sameSite: 'Strict' },
    ]);
    await use(context);
  },
});

export { expect };

/** Counts the requests a page sends with this method to this path (query string ignored). */
export function countRequests(page: Page, method: string, pathname: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === pathname) counter.count += 1;
  });
  return counter;
}

/**
 * The page_view the app records for every screen it opens (app/page-view-tracker.tsx): a request
 * body of exactly { event: 'page_view', properties: { path } }. Tests of a screen's own events leave
 * these out.
 */
export function isScreenPageView(body: { event: string; properties?: Record<string, unknown> }): boolean {
  return body.event === 'page_view' && body.properties !== undefined && Object.keys(body.properties).join() === 'path';
}
