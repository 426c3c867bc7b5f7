/**
 * /checkout, /payment-success and /success (docs/product.md "Checkout"), in local web mode as the
 * demo user, with the offline demo payment provider.
 *
 * The server and its database are shared by every test and worker, and other suites rely on the demo
 * user staying on the Free plan. So nothing here completes a purchase: the successful purchase runs
 * in the hosted suite with a fresh account (e2e/hosted/checkout.spec.ts, plan-change.spec.ts).
 */
import type { Page, Request, Route } from '@playwright/test';
import type { AuthUser } from '../shared/contracts/auth';
import { DISCOUNT_CODES, PLANS, type PaidPlanId } from '../shared/plans';
import { countRequests, expect, isScreenPageView, test } from './fixtures';

const CONFIG = '/api/payments/config';
const INTENT = '/api/create-subscription-payment';
const CONFIRM = '/api/payments/demo/confirm';
const TRACK = '/api/analytics/track';

const DECLINED_CARD = '4000 0000 0000 0002';

const isPost = (pathname: string) => (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === pathname;
/** The JSON body of a payment-intent request (undefined for another request). */
const intentBody = (r: Request) => r.postDataJSON() as { plan?: string; interval?: string; discountCode?: string } | undefined;

interface TrackBody {
  event: string;
  properties?: Record<string, string | number | boolean | null>;
}

/** Every analytics event the page sends from now on. */
function trackedEvents(page: Page): TrackBody[] {
  const events: TrackBody[] = [];
  page.on('request', (r) => {
    if (!isPost(TRACK)(r)) return;
    const body = r.postDataJSON() as TrackBody;
    if (!isScreenPageView(body)) events.push(body);
  });
  return events;
}

async function currentTier(page: Page): Promise<AuthUser['subscriptionTier']> {
  const response = await page.request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as AuthUser).subscriptionTier;
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByTestId('toast');
  await expect(toast.getByTestId('toast-title')).toHaveText(title);
  await expect(toast.getByTestId('toast-description')).toHaveText(description);
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
}

/** Holds matching requests until `release` is called. */
function holdRequests(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await route.continue();
  };
  return {
    install: () => page.route(`**${pathname}`, handler),
    release: () => release(),
  };
}

test.describe('checkout', () => {
  test('Pro: the summary from the catalogue, the labelled demo form, tracking, no Stripe script', async ({ page }) => {
    const events = trackedEvents(page);
    const stripeRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname.endsWith('stripe.com')) stripeRequests.push(r.url());
    });
    const intent = page.waitForRequest(isPost(INTENT));
    const config = page.waitForResponse((r) => new URL(r.url()).pathname === CONFIG);

    await page.goto('/checkout?plan=pro&variant=B');
    expect(await (await config).json()).toMatchObject({ provider: 'demo' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');

    const summary = page.getByTestId('plan-summary');
    const pro = PLANS.pro;
    await expect(summary.getByTestId('plan-name')).toHaveText(pro.name);
    await expect(summary.getByTestId('plan-badge')).toHaveText(pro.badge!);
    await expect(summary.getByTestId('plan-price')).toHaveText(`$${pro.monthlyCents / 100}/month`);
    await expect(summary.getByTestId('plan-original-price')).toHaveText(`Was $${pro.originalMonthlyCents! / 100}/month`);
    await expect(summary.getByTestId('plan-interval')).toContainText('Billed monthly');
    await expect(summary.getByTestId('due-today')).toHaveText(`$${pro.monthlyCents / 100}`);
    await expect(summary.getByTestId('plan-features').getByRole('listitem')).toHaveText(pro.features);
    await expect(summary.getByTestId('discount-line')).toHaveCount(0);

    // The demo provider says what it is, and how to use it.
    const form = page.getByTestId('demo-card-form');
    await expect(form.getByRole('heading', { name: 'Payment details' })).toBeVisible();
    await expect(form.getByTestId('demo-payment-notice')).toContainText('Demo payment — no real card is charged');
    await expect(form.getByTestId('demo-payment-notice')).toContainText('4242 4242 4242 4242');
    await expect(form.getByTestId('demo-payment-notice')).toContainText(`${DECLINED_CARD} is declined`);
    await expect(form.getByLabel('Card number')).toBeVisible();
    await expect(form.getByLabel('Expiry (MM/YY)')).toBeVisible();
    await expect(form.getByLabel('CVC')).toBeVisible();

    // The intent asks for the catalogue price in dollars; the button then shows the server's amount.
    expect((await intent).postDataJSON()).toEqual({ plan: 'pro', amount: pro.monthlyCents / 100, interval: 'month' });
    await expect(page.getByTestId('pay-button')).toBeEnabled();
    await expect(page.getByTestId('pay-button')).toHaveText(`Pay $${pro.monthlyCents / 100}`);

    // A page view and begin_checkout (plan, value), the variant passed through to tracking.
    await expect.poll(() => events.map((e) => e.event)).toEqual(expect.arrayContaining(['page_view', 'begin_checkout']));
    expect(events.find((e) => e.event === 'page_view')?.properties).toMatchObject({ path: '/checkout', plan: 'pro', variant: 'B' });
    expect(events.find((e) => e.event === 'begin_checkout')?.properties).toMatchObject({
      path: '/checkout',
      plan: 'pro',
      value: pro.monthlyCents / 100,
      currency: 'USD',
      variant: 'B',
    });
    expect(events.filter((e) => e.event === 'begin_checkout')).toHaveLength(1);
    // Stripe.js is loaded only when Stripe is the provider.
    expect(stripeRequests).toEqual([]);
  });

  test('no plan means Pro; Business yearly and a discount code come from the catalogue too', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByTestId('plan-name')).toHaveText(PLANS.pro.name);

    // Each wait names the request it wants: the previous page's intent may still be on its way.
    const yearly = page.waitForRequest((r) => isPost(INTENT)(r) && intentBody(r)?.interval === 'year');
    await page.goto('/checkout?plan=business&interval=year');
    const business = PLANS.business;
    await expect(page.getByTestId('plan-name')).toHaveText(business.name);
    await expect(page.getByTestId('plan-badge')).toHaveText(business.badge!);
    await expect(page.getByTestId('plan-price')).toHaveText(`$${business.annualCents! / 100}/year`);
    await expect(page.getByTestId('plan-original-price')).toHaveText(`Was $${(business.originalMonthlyCents! * 12) / 100}/year`);
    await expect(page.getByTestId('plan-interval')).toContainText('Billed yearly');
    await expect(page.getByTestId('plan-features').getByRole('listitem')).toHaveText(business.features);
    expect((await yearly).postDataJSON()).toEqual({ plan: 'business', amount: business.annualCents! / 100, interval: 'year' });
    await expect(page.getByTestId('pay-button')).toBeEnabled();

    // WELCOME20: 20% off Pro's first month, asked of the server at the discounted price.
    const discounted = page.waitForRequest((r) => isPost(INTENT)(r) && intentBody(r)?.discountCode === 'WELCOME20');
    await page.goto('/checkout?plan=pro&discount=WELCOME20');
    const due = (PLANS.pro.monthlyCents * (100 - DISCOUNT_CODES.WELCOME20.percentOff)) / 100;
    await expect(page.getByTestId('discount-line')).toContainText(DISCOUNT_CODES.WELCOME20.label);
    await expect(page.getByTestId('due-today')).toHaveText(`$${(due / 100).toFixed(2)}`);
    await expect(page.getByTestId('renewal-price')).toHaveText(`$${PLANS.pro.monthlyCents / 100}/month`);
    expect((await discounted).postDataJSON()).toEqual({ plan: 'pro', amount: due / 100, interval: 'month', discountCode: 'WELCOME20' });
    await expect(page.getByTestId('pay-button')).toHaveText(`Pay $${(due / 100).toFixed(2)}`);

    // A code that is not for this plan is said so, and not sent.
    const plain = page.waitForRequest((r) => isPost(INTENT)(r) && intentBody(r)?.plan === 'business' && intentBody(r)?.interval === 'month');
    await page.goto('/checkout?plan=business&discount=WELCOME20');
    await expect(page.getByTestId('discount-rejected')).toContainText('WELCOME20 does not apply to the Business plan');
    await expect(page.getByTestId('discount-line')).toHaveCount(0);
    expect((await plain).postDataJSON()).toEqual({ plan: 'business', amount: business.monthlyCents / 100, interval: 'month' });
  });

  test('submit stays disabled until the payment form is ready', async ({ page }) => {
    const hold = holdRequests(page, INTENT);
    await hold.install();
    await page.goto('/checkout?plan=pro');
    await fillCard(page, '4242 4242 4242 4242');
    const pay = page.getByTestId('pay-button');
    await expect(page.getByTestId('payment-preparing')).toBeVisible();
    await expect(pay).toBeDisabled();
    // Still disabled a moment later: nothing but the intent's answer enables it.
    await page.waitForTimeout(500);
    await expect(pay).toBeDisabled();
    hold.release();
    await expect(pay).toBeEnabled();
    await expect(page.getByTestId('payment-preparing')).toHaveCount(0);
  });

  test('a failed payment intent is only logged: the button stays disabled, with a quiet retry', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    let failures = 1;
    await page.route(`**${INTENT}`, async (route) => {
      if (failures-- > 0) {
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }) });
      } else {
        await route.continue();
      }
    });
    await page.goto('/checkout?plan=pro');
    await expect(page.getByTestId('intent-unavailable')).toContainText('Payments are unavailable right now.');
    await expect(page.getByTestId('pay-button')).toBeDisabled();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    expect(errors.some((e) => e.includes('Payment intent could not be created'))).toBe(true);

    await page.getByTestId('intent-unavailable').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('pay-button')).toBeEnabled();
    await expect(page.getByTestId('intent-unavailable')).toHaveCount(0);
  });

  test('card details are checked before anything is sent', async ({ page }) => {
    const confirms = countRequests(page, 'POST', CONFIRM);
    await page.goto('/checkout?plan=pro');
    const pay = page.getByTestId('pay-button');
    await expect(pay).toBeEnabled();
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await page.getByLabel('CVC').fill('1');
    await pay.click();
    await expect(page.getByTestId('card-number-error')).toHaveText('Enter a valid card number');
    await expect(page.getByTestId('card-expiry-error')).toHaveText('This card has expired');
    await expect(page.getByTestId('card-cvc-error')).toHaveText('Enter the 3 or 4 digit security code');
    await expect(page.getByLabel('Card number')).toBeFocused();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    // Typing formats the number; fixing a field clears its error.
    await page.getByLabel('Card number').fill('4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByTestId('card-number-error')).toHaveCount(0);
    expect(confirms.count).toBe(0);
  });

  test('a declined card: Processing..., then Payment Failed with the provider message, and the form comes back', async ({ page }) => {
    const tierBefore = await currentTier(page);
    await page.goto('/checkout?plan=pro');
    const pay = page.getByTestId('pay-button');
    await expect(pay).toBeEnabled();
    await fillCard(page, DECLINED_CARD);

    const hold = holdRequests(page, CONFIRM);
    await hold.install();
    const confirm = page.waitForRequest(isPost(CONFIRM));
    await pay.click();
    expect((await confirm).postDataJSON()).toMatchObject({ cardNumber: DECLINED_CARD });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveText('Processing...');
    await expect(page.getByLabel('Card number')).toBeDisabled();
    const answer = page.waitForResponse((r) => isPost(CONFIRM)(r.request()));
    hold.release();
    expect((await answer).status()).toBe(402);

    await expectToast(page, 'Payment Failed', 'Your card was declined.');
    await expect(pay).toBeEnabled();
    await expect(pay).toHaveText(`Pay $${PLANS.pro.monthlyCents / 100}`);
    await expect(page.getByLabel('Card number')).toBeEnabled();
    await expect(page.getByLabel('Card number')).toHaveValue(DECLINED_CARD);
    await expect(page).toHaveURL(/\/checkout\?plan=pro$/);
    expect(await currentTier(page)).toBe(tierBefore);
  });
});

test.describe('payment success', () => {
  test('a 2-second spinner, then an honest answer from the server, the features and the two buttons', async ({ page }) => {
    const events = trackedEvents(page);
    const tier = await currentTier(page);
    // A plan the demo user is not on: the server does not show it, so the page must not claim success.
    const plan: PaidPlanId = tier === 'business' ? 'pro' : 'business';

    // The spinner's time on screen is measured in the page: this test process may notice the page
    // late on a loaded machine, which would shorten what it sees.
    await page.addInitScript(`new MutationObserver(() => {
        const shown = document.querySelector('[data-testid="payment-processing"]') !== null;
        if (shown && window.__spinnerShownAt === undefined) window.__spinnerShownAt = performance.now();
        if (!shown && window.__spinnerShownAt !== undefined && window.__spinnerGoneAt === undefined) window.__spinnerGoneAt = performance.now();
      }).observe(document, { childList: true, subtree: true });`);
    await page.goto(`/payment-success?plan=${plan}`);
    const spinner = page.getByTestId('payment-processing').getByRole('status');
    await expect(spinner).toHaveText('Processing your payment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Processing your payment');
    await expect(spinner).toHaveCount(0, { timeout: 5_000 });
    expect(await page.evaluate('window.__spinnerGoneAt - window.__spinnerShownAt')).toBeGreaterThanOrEqual(1_950);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment is being confirmed');
    const pending = page.getByTestId('payment-pending');
    await expect(pending.getByTestId('server-plan')).toHaveAttribute('data-tier', tier);
    await expect(pending.getByTestId('plan-features').getByRole('listitem')).toHaveText(PLANS[plan].features);
    await expect(pending.getByRole('link', { name: 'Find my subscriptions' })).toHaveAttribute('href', '/subscriptions');
    await expect(pending.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByText(`Welcome to ${PLANS[plan].name}!`)).toHaveCount(0);
    expect(events.filter((e) => e.event === 'page_view').map((e) => e.properties)).toContainEqual({ path: '/payment-success', plan });

    await pending.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('premium welcome', () => {
  test('/success without a completed purchase welcomes nobody: it says there is nothing to confirm and links to pricing', async ({ page }) => {
    const events = trackedEvents(page);
    // A made-up checkout session, and none at all: the server knows no such purchase of this user.
    for (const path of [`/success?session_id=cs_test_e2e_${Date.now()}`, '/success']) {
      await page.goto(path);
      const none = page.getByTestId('no-purchase');
      await expect(none.getByRole('heading', { level: 1 })).toHaveText('There is no purchase to confirm');
      await expect(page.getByText(/Welcome to/)).toHaveCount(0);
      await expect(page.getByTestId('premium-features')).toHaveCount(0);
      await expect(none.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
    }
    await page.waitForTimeout(300);
    expect(events.filter((e) => e.event === 'purchase')).toEqual([]);
    await page.getByRole('link', { name: 'See plans and pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
