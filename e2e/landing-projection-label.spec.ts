/**
 * The landing calculator's "Performance Projection" (docs/product.md "Allocation calculator") is
 * built from the mode's fixed, illustrative score effect, not from the credit projection that
 * /dashboard and /credit-score show (581 → 752 for the seeded demo). Its note says so, and names no
 * score pair of its own ("580 to 605") that would sit beside a different one on those screens.
 */
import { expect, test } from './fixtures';
import { CREDIT_PROJECTION_GAIN } from '../shared/constants';

test('the landing projection is labelled as the mode’s illustrative effect, with no score pair of its own', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Portfolio Allocation Engine' })).toBeVisible();
  await page.getByLabel('Monthly investable income (USD)').fill('5200');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/budget/calculate');
  await page.getByRole('button', { name: 'Run Allocation Analysis' }).click();
  expect((await answered).status()).toBe(200);

  const note = page.getByTestId('projection-method');
  await expect(note).toBeVisible();
  const gain = CREDIT_PROJECTION_GAIN['ai-control'];
  await expect(note).toContainText(`illustrative effect of this mode (+${gain} points)`);
  await expect(note).toContainText('not your credit projection');
  await expect(note.getByRole('link', { name: 'Credit Score' })).toHaveAttribute('href', '/credit-score');
  // No "580 to 605" (or any score pair) beside the one projection the other screens show.
  await expect(note).not.toContainText(/\b\d{3}\s*(to|→)\s*\d{3}\b/);
  await expect(page.getByTestId('basis-points')).toHaveText(`+${gain} bps`);
});
