/**
 * Buying a plan end to end (docs/product.md "Checkout") on the
 * hosted test server with a freshly registered account, so no other test's user changes plan: the
 * sign-in prompt for visitors, a declined demo card, then 4242... through /payment-success, and the
 * server showing the new plan afterwards.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-test';
import type { AuthUser } from '../../shared/contracts/auth';
import { PLANS } from '../../shared/plans';
import { HOSTED_URL } from '../support/env';

const PASSWORD = 'correct horse battery staple';

async function createAccount(page: Page, username: string) {
  await page.goto('/api/login');
  const form = page.locator('form[action="/api/register"]');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${HOSTED_URL}/onboarding`);
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
}

async function tierOf(page: Page): Promise<AuthUser['subscriptionTier']> {
  const response = await page.request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as AuthUser).subscriptionTier;
}

test('signed out, the checkout shows the plan and asks for sign-in that comes back here', async ({ page }) => {
  const intents: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/create-subscription-payment') intents.push(r.url());
  });
  await page.goto('/checkout?plan=business');
  await expect(page.getByTestId('plan-name')).toHaveText(PLANS.business.name);
  const prompt = page.getByTestId('checkout-sign-in');
  await expect(prompt.getByRole('heading', { name: 'Sign in to subscribe' })).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/api/login?returnTo=${encodeURIComponent('/checkout?plan=business')}`);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  expect(intents).toEqual([]);
});

test('a new account buys Pro: declined first, then 4242, /payment-success, and the server shows Pro', async ({ page }) => {
  await createAccount(page, `buyer${Date.now()}`);
  expect(await tierOf(page)).toBe('free');

  await page.goto('/checkout?plan=pro');
  await expect(page.getByTestId('plan-name')).toHaveText(PLANS.pro.name);
  await expect(page.getByTestId('demo-payment-notice')).toContainText('Demo payment — no real card is charged');
  const pay = page.getByTestId('pay-button');
  await expect(pay).toBeEnabled();

  // The declined card first: the same payment can then be completed with a good card.
  await fillCard(page, '4000 0000 0000 0002');
  await pay.click();
  await expect(page.getByTestId('toast').getByTestId('toast-title')).toHaveText('Payment Failed');
  await expect(page.getByTestId('toast').getByTestId('toast-description')).toHaveText('Your card was declined.');
  await expect(pay).toBeEnabled();
  expect(await tierOf(page)).toBe('free');

  const confirmed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/payments/demo/confirm');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  const answer = await confirmed;
  expect(answer.status()).toBe(200);
  // State-changing requests carry the CSRF token in hosted mode.
  expect(answer.request().headers()['x-csrf-token']).toBeTruthy();

  await expect(page).toHaveURL(`${HOSTED_URL}/payment-success?plan=pro`);
  await expect(page.getByTestId('payment-processing').getByRole('status')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${PLANS.pro.name}!`, { timeout: 6_000 });
  const welcome = page.getByTestId('payment-confirmed');
  await expect(welcome.getByTestId('server-plan')).toHaveAttribute('data-tier', 'pro');
  await expect(welcome.getByTestId('plan-features').getByRole('listitem')).toHaveText(PLANS.pro.features);
  await expect(welcome.getByTestId('demo-payment-note')).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Find my subscriptions' })).toHaveAttribute('href', '/subscriptions');
  await expect(welcome.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(await tierOf(page)).toBe('pro');

  // A reload reads the plan from the server again and still says so.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${PLANS.pro.name}!`, { timeout: 6_000 });
  await welcome.getByRole('link', { name: 'Find my subscriptions' }).click();
  await expect(page).toHaveURL(`${HOSTED_URL}/subscriptions`);
});

test('the demo card keeps the expiry typed at checkout: 07/31 shows on /billing as "Expires 07/2031"', async ({ page }) => {
  await createAccount(page, `expiry${Date.now()}`);
  await page.goto('/checkout?plan=pro');
  const pay = page.getByTestId('pay-button');
  await expect(pay).toBeEnabled();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('07/31');
  await page.getByLabel('CVC').fill('123');
  const confirmed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/payments/demo/confirm');
  await pay.click();
  expect((await confirmed).status()).toBe(200);
  await expect(page).toHaveURL(`${HOSTED_URL}/payment-success?plan=pro`);

  await page.goto('/billing');
  await expect(page.getByTestId('card-expiry')).toHaveText('Expires 07/2031');
});
