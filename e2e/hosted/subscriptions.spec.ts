/**
 * The Subscription Finder requires sign-in (docs/product.md "Subscriptions"), on the hosted test
 * server with nobody signed in: the toast Authentication Required, then after 500 ms the sign-in
 * page, which will bring the visitor back to /subscriptions. The screen asks for no subscription
 * data meanwhile.
 */
import { expect, test } from '../support/app-test';

const isPath = (pathname: string) => (r: { url(): string }) => new URL(r.url()).pathname === pathname;

test('signed out, /subscriptions says Authentication Required and goes to sign-in', async ({ page }) => {
  const dataRequests: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/api/subscriptions' || pathname === '/api/savings-summary') dataRequests.push(pathname);
  });
  // Every toast shown is recorded in sessionStorage: the sign-in page replaces this one 500 ms after
  // it appears, which on a loaded machine can fall between two assertions on the live page.
  await page.addInitScript(`new MutationObserver(() => {
      const seen = JSON.parse(sessionStorage.getItem('toastsSeen') || '[]');
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        const shown = [toast.querySelector('[data-testid="toast-title"]')?.textContent ?? '',
          toast.querySelector('[data-testid="toast-description"]')?.textContent ?? ''];
        if (!seen.some((s) => s[0] === shown[0] && s[1] === shown[1])) seen.push(shown);
        if (!sessionStorage.getItem('firstToastAt')) sessionStorage.setItem('firstToastAt', String(Date.now()));
      }
      sessionStorage.setItem('toastsSeen', JSON.stringify(seen));
    }).observe(document, { childList: true, subtree: true, characterData: true });`);
  // Nobody is signed in: the session answer (which the page carries, server-rendered) is empty.
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
  const toLogin = page.waitForRequest(isPath('/api/login'));

  await page.goto('/subscriptions');
  const login = await toLogin;
  await login.response(); // the browser's timings of a request are complete once it is answered
  expect(new URL(login.url()).searchParams.get('returnTo')).toBe('/subscriptions');
  await expect(page).toHaveURL(/\/api\/login\?returnTo=(%2F|\/)subscriptions$/);
  await expect(page.locator('form[action="/api/login"]')).toBeVisible();
  // The spec's pause lets the toast be read first: from the toast's appearance to the sign-in
  // request, both in the browser's own clock (not when this test process got round to noticing
  // them). Read once the sign-in page is in: the record survives the navigation (same tab, origin).
  const toastAt = Number(await page.evaluate("sessionStorage.getItem('firstToastAt')"));
  expect(toastAt).toBeGreaterThan(0);
  expect(login.timing().startTime - toastAt).toBeGreaterThanOrEqual(450);
  // Same origin, same tab: the record made on /subscriptions is still there.
  expect(await page.evaluate("sessionStorage.getItem('toastsSeen')")).toBe(
    JSON.stringify([['Authentication Required', 'Please sign in to access your subscriptions']]),
  );
  expect(dataRequests).toEqual([]);
});
