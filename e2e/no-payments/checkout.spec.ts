/**
 * /checkout with no payment provider at all (hosted, not demo mode, no Stripe key): the spec's
 * "Payment System Not Configured" card and no form (docs/product.md "Checkout"). Runs in the
 * no-payments project against its own server (E2E_NOPAY_PORT, see playwright.config.ts).
 */
import { expect, test } from '../support/app-test';
import { PLANS } from '../../shared/plans';

test('no payment provider: Payment System Not Configured, and no card form', async ({ page }) => {
  const intents: string[] = [];
  const stripe: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/create-subscription-payment') intents.push(r.url());
    if (url.hostname.endsWith('stripe.com')) stripe.push(r.url());
  });
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/payments/config');

  // Nobody is signed in: signing in would not help, so the page says payments are off, not "sign in".
  await page.goto('/checkout?plan=business');
  expect(await (await config).json()).toMatchObject({ provider: 'none' });
  // The plan is still described; only paying is unavailable.
  await expect(page.getByTestId('plan-name')).toHaveText(PLANS.business.name);
  await expect(page.getByTestId('plan-features').getByRole('listitem')).toHaveText(PLANS.business.features);
  const card = page.getByTestId('payments-not-configured');
  await expect(card.getByRole('heading', { name: 'Payment System Not Configured' })).toBeVisible();
  await expect(card).toContainText('Please contact support to enable payments.');
  await expect(page.getByTestId('checkout-sign-in')).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByTestId('pay-button')).toHaveCount(0);
  expect(intents).toEqual([]);
  expect(stripe).toEqual([]);
});
