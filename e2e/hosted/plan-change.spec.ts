/**
 * Changing plan end to end on the hosted test server (docs/product.md "Changing plan"), with a
 * fresh account: a member buys Pro, /success welcomes exactly that purchase, /pricing marks Pro as
 * the current plan, the upgrade to Business is confirmed with its prorated amount, and afterwards
 * there is still one subscription, an invoice with the credit and charge lines, and Business marked
 * current on /pricing; then a downgrade waits for the period end and can be called off. /success
 * without a purchase welcomes nobody.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-test';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/constants';
import { billingInfoSchema, planChangeSchema, subscriptionPaymentResponseSchema, type BillingInfo } from '../../shared/contracts/payments';
import { PLANS, planChangeQuote, planPriceCents } from '../../shared/plans';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { HOSTED_URL } from '../support/env';
import { signUp } from '../support/hosted-account';

const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

async function billingInfo(page: Page): Promise<BillingInfo> {
  const response = await page.request.get('/api/billing/info');
  expect(response.status()).toBe(200);
  return billingInfoSchema.parse(await response.json());
}

/** Buys Pro monthly through the API, as the checkout does (the demo provider's good card); answers the purchase id. */
async function buyPro(page: Page): Promise<string> {
  const token = (await page.context().cookies(HOSTED_URL)).find((c) => c.name === CSRF_COOKIE)?.value;
  const headers = { [CSRF_HEADER]: token ?? '' };
  const intent = await page.request.post('/api/create-subscription-payment', { headers, data: { plan: 'pro', amount: PLANS.pro.monthlyCents / 100, interval: 'month' } });
  expect(intent.status(), await intent.text()).toBe(200);
  const payment = subscriptionPaymentResponseSchema.parse(await intent.json());
  const confirm = await page.request.post('/api/payments/demo/confirm', { headers, data: { clientSecret: payment.clientSecret, cardNumber: '4242424242424242', expiry: '12/39' } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return payment.purchaseId;
}

test('a member buys Pro, upgrades to Business with proration on one subscription, then schedules and calls off a downgrade', async ({ page }) => {
  await signUp(page.context(), 'upgrade', 'Uma');
  const purchases: Array<Record<string, unknown>> = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/api/analytics/track') return;
    const body = r.postDataJSON() as { event: string; properties?: Record<string, unknown> };
    if (body.event === 'purchase') purchases.push(body.properties ?? {});
  });

  // Before any purchase, /success has nothing to confirm.
  await page.goto('/success');
  await expect(page.getByTestId('no-purchase').getByRole('heading', { level: 1 })).toHaveText('There is no purchase to confirm');

  const purchaseId = await buyPro(page);

  // /success names the plan actually bought, once per purchase.
  await page.goto(`/success?session_id=${purchaseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to the ${PLANS.pro.name} plan!`);
  await expect(page.getByTestId('premium-features').getByRole('listitem')).toHaveText(PLANS.pro.features);
  await expectNoSeriousA11yViolations(page);
  await expect.poll(() => purchases.length).toBe(1);
  expect(purchases[0]).toEqual({ path: '/success', plan: 'pro', value: PLANS.pro.monthlyCents / 100, currency: 'USD', transaction_id: purchaseId });
  // Someone else's (or a made-up) session is not this member's purchase.
  await page.goto('/success?session_id=cs_test_not_mine');
  await expect(page.getByTestId('no-purchase')).toBeVisible();
  await expect(page.getByText(/Welcome to/)).toHaveCount(0);

  // /pricing marks Pro as the current plan; the others say what a change would be.
  await page.goto('/pricing');
  const card = (id: string) => page.locator(`[data-testid="plan-card"][data-plan="${id}"]`);
  await expect(card('pro').getByTestId('current-plan-badge')).toHaveText('Current plan');
  await expect(card('pro').getByTestId('plan-cta')).toHaveText('Manage in Billing');
  await expect(card('business').getByTestId('current-plan-badge')).toHaveCount(0);
  await expect(card('free').getByTestId('plan-cta')).toHaveText('Downgrade to Free');
  await card('business').getByRole('link', { name: 'Upgrade to Business' }).click();
  await expect(page).toHaveURL(`${HOSTED_URL}/billing?change=business`);

  // The confirmation shows the server's quote: the policy applied to this period, to the cent.
  const before = await billingInfo(page);
  const period = { plan: 'pro' as const, interval: 'month' as const, periodStart: Date.parse(before.subscription!.current_period_start), periodEnd: Date.parse(before.subscription!.current_period_end) };
  const preview = planChangeSchema.parse(await (await page.request.get('/api/billing/change-plan/preview?plan=business')).json());
  // Day-based and rounded per line; the first line credits Pro, the second charges Business for the same days.
  const quote = planChangeQuote(period, 'business', Date.now());
  expect(preview.dueNow).toBe(quote.dueNowCents);
  expect(preview.lines.map((l) => l.amount)).toEqual(quote.lines.map((l) => l.amountCents));
  expect(preview.lines[0]!.amount).toBeLessThan(0);
  const dialog = page.getByTestId('change-plan-dialog');
  await expect(dialog.getByRole('heading', { name: `Change to ${PLANS.business.name}?` })).toBeVisible();
  await expect(dialog.getByTestId('plan-change-due')).toHaveText(usd(preview.dueNow));
  await expect(dialog.getByTestId('plan-change-line')).toHaveText(preview.lines.map((l) => `${l.description}${usd(l.amount)}`));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirm upgrade' }).click();
  await expect(page.getByTestId('toast').getByTestId('toast-title')).toHaveText(`You are on ${PLANS.business.name}`);
  await expect(page).toHaveURL(`${HOSTED_URL}/billing`);

  // One subscription, now Business, same renewal date; one new invoice with the credit and the charge.
  const plan = page.getByTestId('current-plan');
  await expect(plan.getByTestId('plan-name')).toHaveText(PLANS.business.name);
  await expect(plan.getByTestId('plan-price')).toHaveText(`${usd(PLANS.business.monthlyCents)} / month`);
  const after = await billingInfo(page);
  expect(after.subscription).toMatchObject({ plan: 'business', status: 'active', current_period_end: before.subscription!.current_period_end, pending_plan: null });
  expect(after.tier).toBe('business');
  expect(after.history.map((h) => h.amount)).toEqual([preview.dueNow, PLANS.pro.monthlyCents]);
  expect(after.history[0]!.lines).toEqual(preview.lines);
  await expect(page.getByTestId('billing-history-row')).toHaveCount(2);
  await expect(page.getByTestId('invoice-line')).toHaveText(preview.lines.map((l) => `${l.description}${usd(l.amount)}`));
  await expect(plan.getByTestId('next-charge')).toHaveText(
    `Next charge: ${usd(planPriceCents('business', 'month'))} for ${PLANS.business.name} on ${longDate(after.subscription!.current_period_end)}`,
  );

  // /pricing now marks Business as current.
  await page.goto('/pricing');
  await expect(card('business').getByTestId('current-plan-badge')).toHaveText('Current plan');
  await expect(card('business').getByTestId('plan-cta')).toHaveText('Manage in Billing');
  await expect(card('pro').getByTestId('current-plan-badge')).toHaveCount(0);
  await expect(card('pro').getByTestId('plan-cta')).toHaveText('Downgrade to Pro');

  // A downgrade waits for the period end, without a refund, and can be called off.
  await page.goto('/billing');
  await plan.getByRole('button', { name: 'Downgrade to Pro' }).click();
  await expect(dialog.getByTestId('plan-change-summary')).toContainText(`You keep ${PLANS.business.name} until ${longDate(after.subscription!.current_period_end)}`);
  await dialog.getByRole('button', { name: 'Confirm downgrade' }).click();
  await expect(plan.getByTestId('plan-pending-change')).toHaveText(`Changes to ${PLANS.pro.name} on ${longDate(after.subscription!.current_period_end)}`);
  await expectNoSeriousA11yViolations(page);
  await expect(plan.getByTestId('plan-name')).toHaveText(PLANS.business.name);
  expect((await billingInfo(page)).history).toHaveLength(2);
  await plan.getByRole('button', { name: `Keep ${PLANS.business.name}` }).click();
  await dialog.getByRole('button', { name: `Keep ${PLANS.business.name}` }).click();
  await expect(plan.getByTestId('plan-pending-change')).toHaveCount(0);
  expect((await billingInfo(page)).subscription).toMatchObject({ plan: 'business', pending_plan: null });

  // The phone width holds the new controls too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(plan).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
});
