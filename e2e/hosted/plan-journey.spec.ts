/**
 * The whole paid-plan journey in offline demo mode, as one person would take it (issue "Plans and
 * payments", Done when): /pricing (annual toggle, banner dismissal that survives a reload, the
 * sticky bar, copying the share link) -> Choose Pro -> /checkout -> demo payment -> /payment-success
 * -> Pro on /billing -> cancel -> the end-of-period notice -> undo the cancellation. A fresh hosted account, so no other
 * test's user changes plan.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-test';
import { PLANS, planPriceCents } from '../../shared/plans';
import { HOSTED_URL } from '../support/env';
import { signUp } from '../support/hosted-account';

/** Pricing writes whole dollars without cents ("$9"); billing always shows cents ("$9.00"). */
const pricingUsd = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;
const billingUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** "December 21, 2026", read in UTC like the page does. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

async function scrollToFraction(page: Page, fraction: number) {
  // A string, so this Node-typed file needs no DOM types.
  await page.evaluate(`window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) * ${fraction}))`);
}

test('pricing -> checkout -> demo payment -> payment success -> Pro on billing -> cancel', async ({ page, context }) => {
  await signUp(context, 'journey', 'Jo');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: HOSTED_URL });

  // Pricing: the annual toggle shows the catalogue's annual prices, then back to monthly.
  await page.goto('/pricing');
  const pro = page.locator('[data-testid="plan-card"][data-plan="pro"]');
  await expect(pro.getByTestId('plan-price')).toHaveText(pricingUsd(PLANS.pro.monthlyCents));
  await page.getByTestId('billing-toggle').locator('label').filter({ hasText: 'Annual' }).click();
  await expect(pro.getByTestId('plan-price')).toHaveText(pricingUsd(planPriceCents('pro', 'year')));
  await page.getByTestId('billing-toggle').locator('label').filter({ hasText: 'Monthly' }).click();
  await expect(pro.getByTestId('plan-price')).toHaveText(pricingUsd(PLANS.pro.monthlyCents));

  // The urgency banner, dismissed, stays away after a reload.
  const banner = page.getByTestId('urgency-banner');
  await expect(banner.getByTestId('urgency-countdown')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await banner.getByRole('button', { name: 'Dismiss the beta special for 24 hours' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('plan-card')).toHaveCount(3);
  await expect(page.getByTestId('urgency-banner')).toHaveCount(0);

  // The sticky Start Free Scan bar shows once a third of the page is behind.
  await expect(page.getByTestId('case-study-card').first()).toBeVisible();
  await expect(page.getByTestId('sticky-cta')).toHaveCount(0);
  await scrollToFraction(page, 0.5);
  await expect(page.getByTestId('sticky-cta')).toBeVisible();

  // Share: Copy link puts this page's address on the clipboard.
  await page.getByTestId('share-panel').getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByTestId('toast').getByTestId('toast-title')).toHaveText('Link copied!');
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`${HOSTED_URL}/pricing`);

  // Choose Pro: the demo provider's checkout is our own /checkout page.
  await pro.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=pro&interval=month$/);
  await expect(page.getByTestId('plan-name')).toHaveText(PLANS.pro.name);
  await expect(page.getByTestId('demo-payment-notice')).toContainText('Demo payment');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByTestId('pay-button');
  await expect(pay).toBeEnabled();
  await pay.click();

  // Payment success: the spinner, then the welcome once the server has the plan.
  await expect(page).toHaveURL(/\/payment-success\?plan=pro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${PLANS.pro.name}!`, { timeout: 8_000 });
  expect(((await (await page.request.get('/api/auth/user')).json()) as { subscriptionTier: string }).subscriptionTier).toBe('pro');

  // Billing: Pro, active, the demo card; cancel at the period end and the notice shows.
  await page.goto('/billing');
  const plan = page.getByTestId('current-plan');
  await expect(plan.getByTestId('plan-name')).toHaveText(PLANS.pro.name);
  await expect(plan.getByTestId('plan-price')).toHaveText(`${billingUsd(PLANS.pro.monthlyCents)} / month`);
  await expect(page.getByTestId('billing-history-row')).toHaveCount(1);
  await page.getByTestId('cancel-subscription').click();
  await page.getByTestId('cancel-dialog').getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page.getByTestId('cancel-notice')).toBeVisible();
  await expect(page.getByTestId('cancel-subscription')).toHaveCount(0);
  const info = (await (await page.request.get('/api/billing/info')).json()) as { subscription: { cancel_at_period_end: boolean; current_period_end: string } };
  expect(info.subscription.cancel_at_period_end).toBe(true);
  await expect(plan.getByTestId('plan-period-end')).toHaveText(`Cancels on ${longDate(info.subscription.current_period_end)}`);
  await expect(plan.getByTestId('next-charge')).toHaveCount(0);

  // Changed their mind before the period ended: Undo cancellation keeps Pro renewing.
  await plan.getByRole('button', { name: 'Undo cancellation' }).click();
  await expect(page.getByTestId('toast').getByTestId('toast-title')).toHaveText('Cancellation undone');
  await expect(page.getByTestId('cancel-notice')).toHaveCount(0);
  await expect(plan.getByTestId('plan-period-end')).toHaveText(`Renews on ${longDate(info.subscription.current_period_end)}`);
  await expect(plan.getByTestId('next-charge')).toHaveText(
    `Next charge: ${billingUsd(PLANS.pro.monthlyCents)} for ${PLANS.pro.name} on ${longDate(info.subscription.current_period_end)}`,
  );
  await expect(page.getByTestId('cancel-subscription')).toBeVisible();
  const resumed = (await (await page.request.get('/api/billing/info')).json()) as { subscription: { cancel_at_period_end: boolean } };
  expect(resumed.subscription.cancel_at_period_end).toBe(false);
});
