/**
 * The owner's dashboards on the hosted test server (issue #9;
 * docs/product.md "Identity and access"): their APIs answer 401 to a visitor and 403 to a member,
 * and /analytics, /conversion-funnel and /conversions say so (Owner sign-in required) instead of
 * failing silently; the owner sees them.
 */
import { expect, test } from '../support/app-test';
import { SCREENS } from '../../shared/routes';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInOwner, signUp } from '../support/hosted-account';

const SCREENS_UNDER_TEST = [
  { path: SCREENS.analytics[0], heading: 'Analytics Dashboard', ready: 'kpi-visits' },
  { path: SCREENS.conversionFunnel[0], heading: 'Conversion Funnel', ready: 'funnel-conversion-rate' },
  { path: SCREENS.realTimeConversions[0], heading: 'Real-Time Conversions', ready: 'goal-count' },
] as const;

test('a visitor is asked for the owner sign-in on every dashboard', async ({ page }) => {
  for (const screen of SCREENS_UNDER_TEST) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    const prompt = page.getByTestId('owner-sign-in-required');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading', { name: 'Owner sign-in required' })).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/api/login?returnTo=${encodeURIComponent(screen.path)}`);
    await expect(page.getByTestId(screen.ready)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});

test('a member sees that the dashboards are for the owner only', async ({ page, browser }) => {
  // The owner account exists first, so the member is an ordinary account.
  const ownerContext = await browser.newContext();
  await signInOwner(ownerContext);
  await ownerContext.close();
  await signUp(page.context(), 'mem', 'Mia');

  for (const screen of SCREENS_UNDER_TEST) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    const ownerOnly = page.getByTestId('owner-only');
    await expect(ownerOnly).toBeVisible();
    await expect(ownerOnly.getByRole('heading', { name: 'Owner sign-in required' })).toBeVisible();
    await expect(page.getByTestId(screen.ready)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});

test('the owner sees the dashboards', async ({ page }) => {
  await signInOwner(page.context());
  for (const screen of SCREENS_UNDER_TEST) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(page.getByTestId(screen.ready)).toBeVisible();
    await expect(page.getByTestId('owner-only')).toHaveCount(0);
    await expect(page.getByTestId('owner-sign-in-required')).toHaveCount(0);
  }
});
