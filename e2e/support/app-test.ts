/**
 * `test` whose pages wait for the app after every load: a server-rendered page (docs/architecture.md
 * "Server-rendered first paint") is on screen before its scripts, with its #root marked (clicks and
 * keys held) until the app has hydrated it, and a test, like a person, can only use it from then on. A page rendered in the
 * browser is ready at once.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { HYDRATING_ATTRIBUTE } from '../../shared/constants';

/** Resolves once no server-rendered #root waiting to be hydrated is left on the page. */
export async function appReady(page: Page): Promise<void> {
  await page.locator(`#root[${HYDRATING_ATTRIBUTE}]`).waitFor({ state: 'detached' });
}

/** `page`'s loads (goto, reload, back and forward) each resolve only once the app is ready. */
function waitingForTheApp(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await load(...args);
      await appReady(page);
      return response;
    };
  }
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
});

export { expect };
