/**
 * /pricing after the urgency banner was dismissed (docs/product.md "Pricing"): the server renders
 * the page without knowing the dismissal (it is kept in this browser's storage), so the first client
 * render must draw what the server drew; the stored dismissal hides the banner only after hydration.
 * No hydration error (React #418), no console error, and the banner stays hidden.
 */
import { HYDRATING_ATTRIBUTE } from '../shared/constants';
import { expect, test } from './fixtures';

test('a reload after dismissing the urgency banner hydrates without error and keeps the banner hidden', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/pricing');
  await page.getByTestId('urgency-banner').getByRole('button', { name: 'Dismiss the beta special for 24 hours' }).click();
  await expect(page.getByTestId('urgency-banner')).toHaveCount(0);
  expect(problems).toEqual([]);

  const served = page.waitForResponse((r) => new URL(r.url()).pathname === '/pricing');
  await page.reload();
  // The page was rendered by the server (its markup hydrated here), banner included.
  expect(await (await served).text()).toContain('data-testid="urgency-banner"');
  await expect(page.locator(`#root:not([${HYDRATING_ATTRIBUTE}])`)).toHaveCount(1);
  await expect(page.getByTestId('plan-card')).toHaveCount(3);
  await expect(page.getByTestId('urgency-banner')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
