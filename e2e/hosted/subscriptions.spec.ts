/**
 * The Subscription Finder requires sign-in (growth spec section 6), on the hosted test server with
 * nobody signed in: the toast Authentication Required, then after 500 ms the sign-in page, which
 * will bring the visitor back to /subscriptions. The screen asks for no subscription data meanwhile.
 */
import { expect, test } from '@playwright/test';

const isPath = (pathname: string) => (r: { url(): string }) => new URL(r.url()).pathname === pathname;

test('signed out, /subscriptions says Authentication Required and goes to sign-in', async ({ page }) => {
  const dataRequests: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/api/subscriptions' || pathname === '/api/savings-summary') dataRequests.push(pathname);
  });
  const authAnswer = page.waitForResponse(isPath('/api/auth/user'));
  const toLogin = page.waitForRequest(isPath('/api/login'));

  await page.goto('/subscriptions');
  const answered = await authAnswer;
  expect(answered.status()).toBe(401);
  const answeredAt = Date.now();

  const toast = page.getByTestId('toast');
  await expect(toast.getByTestId('toast-title')).toHaveText('Authentication Required');
  await expect(toast.getByTestId('toast-description')).toHaveText('Please sign in to access your subscriptions');

  const login = await toLogin;
  // The spec's pause lets the toast be read first (a little slack for timer and network jitter).
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(400);
  expect(new URL(login.url()).searchParams.get('returnTo')).toBe('/subscriptions');
  await expect(page).toHaveURL(/\/api\/login\?returnTo=(%2F|\/)subscriptions$/);
  await expect(page.locator('form[action="/api/login"]')).toBeVisible();
  expect(dataRequests).toEqual([]);
});
