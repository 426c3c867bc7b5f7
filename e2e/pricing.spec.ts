/**
 * /pricing (docs/product.md "Pricing"), in local web mode as the local owner, with the offline demo
 * payment provider.
 *
 * Every expected price is computed here from shared/plans.ts, and every case study from the
 * server's own answer, so the tests follow the catalogue and the file rather than copies of them.
 * Nothing here changes state another test reads (a checkout session only records an intent).
 */
import type { Page, Request } from '@playwright/test';
import type { CaseStudy, CaseStudyStats } from '../shared/contracts/case-studies';
import type { CheckoutSessionResponse } from '../shared/contracts/payments';
import {
  ANNUAL_SAVING_LABEL,
  AVERAGE_MONTHLY_SAVING,
  DISCOUNT_CODES,
  FAQ_REFUND_DAYS,
  MONEY_BACK_DAYS,
  OFFERS,
  PLANS,
  discountedCents,
  planPriceCents,
} from '../shared/plans';
import { countRequests, expect, isScreenPageView, test } from './fixtures';
import { BASE_URL } from './support/env';
import { openFromMenu } from './support/client-navigation';

const CHECKOUT_SESSION = '/api/create-checkout-session';
const TRACK = '/api/analytics/track';
const FEATURED = '/api/case-studies/featured';
const STATS = '/api/case-studies/stats';
const DISMISSED_KEY = 'wealth-desk.pricing.urgency-banner-dismissed-at';
const DAY_MS = 24 * 60 * 60 * 1000;

const isCall = (method: string, pathname: string) => (r: Request) => r.method() === method && new URL(r.url()).pathname === pathname;

/** "$9", "$4.50", "$1,290": the way the page writes cents. */
function usd(cents: number): string {
  const dollars = cents / 100;
  return cents % 100 === 0 ? `$${dollars.toLocaleString('en-US')}` : `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const card = (page: Page, plan: string) => page.locator(`[data-testid="plan-card"][data-plan="${plan}"]`);
const toast = (page: Page) => page.getByTestId('toast');

/** The event names of every POST /api/analytics/track the page sends, with their properties. */
function trackedEvents(page: Page): Array<{ event: string; properties?: Record<string, unknown> }> {
  const events: Array<{ event: string; properties?: Record<string, unknown> }> = [];
  page.on('request', (request) => {
    if (!isCall('POST', TRACK)(request)) return;
    const body = request.postDataJSON() as { event: string; properties?: Record<string, unknown> };
    if (!isScreenPageView(body)) events.push(body);
  });
  return events;
}

/** Clicks the visible half of the toggle (the radio itself is visually hidden), then checks it took. */
async function chooseBilling(page: Page, label: 'Monthly' | 'Annual') {
  await page.getByTestId('billing-toggle').locator('label').filter({ hasText: label }).click();
  await expect(page.getByRole('radio', { name: label === 'Annual' ? /Annual/ : 'Monthly' })).toBeChecked();
}

async function storeDismissal(page: Page, at: number) {
  await page.evaluate(`window.localStorage.setItem(${JSON.stringify(DISMISSED_KEY)}, ${JSON.stringify(String(at))})`);
}

async function scrollToFraction(page: Page, fraction: number) {
  // A string, so this Node-typed file needs no DOM types.
  await page.evaluate(`window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) * ${fraction}))`);
}

test.describe('pricing', () => {
  test('three catalogue plans; monthly/annual toggle switches to the catalogue prices; FAQ and guarantee', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    const cards = page.getByTestId('plan-card');
    await expect(cards).toHaveCount(3);
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-plan')))).toEqual(['free', 'pro', 'business']);

    for (const id of ['free', 'pro', 'business'] as const) {
      const plan = PLANS[id];
      const c = card(page, id);
      await expect(c.getByRole('heading', { name: plan.name })).toBeVisible();
      await expect(c.getByTestId('plan-price')).toHaveText(usd(plan.monthlyCents));
      if (plan.originalMonthlyCents) await expect(c.getByTestId('plan-original-price')).toHaveText(`was ${usd(plan.originalMonthlyCents)}`);
      if (plan.badge) await expect(c.getByTestId('plan-badge')).toHaveText(plan.badge);
      for (const feature of plan.features) await expect(c.getByText(feature, { exact: true })).toBeVisible();
    }
    // Payback: ceil(price / 127 * 30) days, labelled as our claim.
    const proPayback = Math.ceil((PLANS.pro.monthlyCents / 100 / AVERAGE_MONTHLY_SAVING) * 30);
    await expect(card(page, 'pro').getByTestId('plan-payback')).toContainText(`Pays for itself in ${proPayback} days`);
    await expect(card(page, 'pro').getByTestId('plan-payback')).toContainText(`$${AVERAGE_MONTHLY_SAVING} average monthly saving`);
    await expect(card(page, 'free').getByTestId('plan-payback')).toHaveCount(0);
    await expect(card(page, 'free').getByRole('link', { name: 'Start Free Scan' })).toHaveAttribute('href', '/subscriptions');

    // Annual, chosen with the keyboard: arrow keys move within the radio group.
    await expect(page.getByTestId('annual-saving-label')).toHaveText(ANNUAL_SAVING_LABEL);
    await page.getByRole('radio', { name: 'Monthly' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
    for (const id of ['pro', 'business'] as const) {
      await expect(card(page, id).getByTestId('plan-price')).toHaveText(usd(planPriceCents(id, 'year')));
      await expect(card(page, id)).toContainText('/year');
    }
    expect(planPriceCents('pro', 'year')).toBe(9000);
    const annualPayback = Math.ceil((planPriceCents('business', 'year') / 100 / AVERAGE_MONTHLY_SAVING) * 30);
    await expect(card(page, 'business').getByTestId('plan-payback')).toContainText(`Pays for itself in ${annualPayback} days`);
    await chooseBilling(page, 'Monthly');
    await expect(card(page, 'pro').getByTestId('plan-price')).toHaveText(usd(PLANS.pro.monthlyCents));

    // The guarantee strip says 30 days; the FAQ's refund answer says 14 (the spec keeps both).
    await expect(page.getByTestId('guarantee-days')).toHaveText(`${MONEY_BACK_DAYS}-day money-back guarantee`);
    const refund = page.getByRole('button', { name: 'Can I get a refund?' });
    await expect(refund).toHaveAttribute('aria-expanded', 'false');
    const answer = page.locator('[data-faq="refund"]').getByTestId('faq-answer');
    await expect(answer).toBeHidden();
    await refund.focus();
    await page.keyboard.press('Enter');
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(`within ${FAQ_REFUND_DAYS} days`);
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });

  test('?discount=BETA50 shows the first payment after the discount; unknown codes are ignored quietly', async ({ page }) => {
    await page.goto('/pricing?discount=BETA50');
    await expect(page.getByTestId('discount-applied')).toContainText('BETA50');
    await expect(page.getByTestId('discount-applied')).toContainText(DISCOUNT_CODES.BETA50.label);
    for (const id of ['pro', 'business'] as const) {
      await expect(card(page, id).getByTestId('plan-discounted-price')).toHaveText(usd(discountedCents(PLANS[id].monthlyCents, 'BETA50', id)));
      // The regular price stays on the card, next to the first payment.
      await expect(card(page, id).getByTestId('plan-price')).toHaveText(usd(PLANS[id].monthlyCents));
    }
    expect(usd(discountedCents(PLANS.pro.monthlyCents, 'BETA50', 'pro'))).toBe('$4.50');
    await expect(card(page, 'free').getByTestId('plan-discount')).toHaveCount(0);
    await chooseBilling(page, 'Annual');
    await expect(card(page, 'pro').getByTestId('plan-discounted-price')).toHaveText(usd(discountedCents(planPriceCents('pro', 'year'), 'BETA50', 'pro')));

    // WELCOME20 is for Pro only.
    await page.goto('/pricing?discount=WELCOME20');
    await expect(card(page, 'pro').getByTestId('plan-discounted-price')).toHaveText(usd(discountedCents(PLANS.pro.monthlyCents, 'WELCOME20', 'pro')));
    await expect(card(page, 'business').getByTestId('plan-discount')).toHaveCount(0);

    await page.goto('/pricing?discount=FREE100');
    await expect(page.getByTestId('discount-ignored')).toContainText('“FREE100” is not a discount code we know');
    await expect(page.getByTestId('discount-applied')).toHaveCount(0);
    await expect(page.getByTestId('plan-discount')).toHaveCount(0);
  });

  test('urgency banner: 24 h countdown, BETA50 button, dismissal kept for 24 h across reloads', async ({ page }) => {
    const events = trackedEvents(page);
    await page.goto('/pricing');
    const banner = page.getByTestId('urgency-banner');
    const countdown = banner.getByTestId('urgency-countdown');
    await expect(countdown).toHaveText(/^(24:00:00|23:[0-5]\d:[0-5]\d)$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!, { timeout: 3_000 });
    await expect(banner).toContainText('BETA50');

    // Its button applies the code to the page.
    await banner.getByTestId('urgency-banner-claim').click();
    await expect(page).toHaveURL(/[?&]discount=BETA50/);
    await expect(card(page, 'pro').getByTestId('plan-discounted-price')).toHaveText(usd(discountedCents(PLANS.pro.monthlyCents, 'BETA50', 'pro')));
    await expect.poll(() => events.map((e) => e.event)).toContain('urgency_banner_clicked');

    const before = Date.now();
    await banner.getByRole('button', { name: 'Dismiss the beta special for 24 hours' }).click();
    await expect(banner).toHaveCount(0);
    const stored = Number(await page.evaluate<string | null>(`window.localStorage.getItem(${JSON.stringify(DISMISSED_KEY)})`));
    expect(stored).toBeGreaterThanOrEqual(before - 1_000);
    expect(stored).toBeLessThanOrEqual(Date.now() + 1_000);

    await page.reload();
    await expect(page.getByTestId('plan-card')).toHaveCount(3);
    await expect(page.getByTestId('urgency-banner')).toHaveCount(0);

    // 23 h later it is still hidden; once 24 h have passed it is back.
    await storeDismissal(page, Date.now() - 23 * 60 * 60 * 1000);
    await page.reload();
    await expect(page.getByTestId('plan-card')).toHaveCount(3);
    await expect(page.getByTestId('urgency-banner')).toHaveCount(0);
    await storeDismissal(page, Date.now() - DAY_MS - 1_000);
    await page.reload();
    await expect(page.getByTestId('urgency-countdown')).toHaveText(/^(24:00:00|23:59:[0-5]\d)$/);
  });

  test('sticky Start Free Scan bar appears only past 30% of the page and leads to the scan', async ({ page }) => {
    const events = trackedEvents(page);
    await page.goto('/pricing');
    await expect(page.getByTestId('case-study-card').first()).toBeVisible();
    const sticky = page.getByTestId('sticky-cta');
    await expect(sticky).toHaveCount(0);
    await scrollToFraction(page, 0.2);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
    await expect(sticky).toHaveCount(0);
    await scrollToFraction(page, 0.29);
    await expect(sticky).toHaveCount(0);
    await scrollToFraction(page, 0.35);
    await expect(sticky).toBeVisible();
    await scrollToFraction(page, 0.1);
    await expect(sticky).toHaveCount(0);
    await scrollToFraction(page, 0.8);
    await sticky.getByRole('link', { name: 'Start Free Scan' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/subscriptions`);
    await expect.poll(() => events.map((e) => e.event)).toContain('sticky_cta_clicked');
  });

  test('share panel: encoded links to this page, and Copy link copies it with a "Link copied!" toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.goto('/pricing?discount=BETA50&offer=founder');
    const here = page.url();
    expect(here).toBe(`${BASE_URL}/pricing?discount=BETA50&offer=founder`);
    const panel = page.getByTestId('share-panel');
    const hrefOf = async (target: string) => new URL((await panel.getByTestId(`share-${target}`).getAttribute('href'))!);
    expect((await hrefOf('twitter')).searchParams.get('url')).toBe(here);
    expect((await hrefOf('linkedin')).searchParams.get('url')).toBe(here);
    expect((await hrefOf('facebook')).searchParams.get('u')).toBe(here);
    const reddit = await hrefOf('reddit');
    expect(reddit.searchParams.get('url')).toBe(here);
    expect(reddit.searchParams.has('offer')).toBe(false);
    const email = await panel.getByTestId('share-email').getAttribute('href');
    expect(email).toMatch(/^mailto:\?subject=/);
    expect(new URLSearchParams(email!.slice('mailto:?'.length)).get('body')).toContain(here);
    await expect(panel.getByTestId('share-twitter')).toHaveAttribute('target', '_blank');
    await expect(panel.getByTestId('share-twitter')).toHaveAttribute('rel', 'noopener noreferrer');

    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page).getByTestId('toast-title')).toHaveText('Link copied!');
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(here);
  });

  test('a Pro button posts the expected checkout body and lands on the address the server returns', async ({ page }) => {
    // The real server answers; the test only keeps a copy of the answer (the page leaves right after it).
    const answers: Array<{ status: number; body: CheckoutSessionResponse }> = [];
    await page.route(`**${CHECKOUT_SESSION}`, async (route) => {
      const response = await route.fetch();
      answers.push({ status: response.status(), body: (await response.json()) as CheckoutSessionResponse });
      await route.fulfill({ response });
    });
    await page.goto('/pricing');
    const requestSent = page.waitForRequest(isCall('POST', CHECKOUT_SESSION));
    await card(page, 'pro').getByRole('button', { name: 'Choose Pro' }).click();
    expect((await requestSent).postDataJSON()).toEqual({ tierId: 'pro', isAnnual: false, successUrl: '/payment-success?plan=pro', cancelUrl: '/pricing' });
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]!.status, JSON.stringify(answers[0]!.body)).toBe(200);
    const session = answers[0]!.body;
    expect(session.demo).toBe(true);
    expect(session.checkoutUrl).toMatch(/^\/checkout\?plan=pro&interval=month/);
    await expect(page).toHaveURL(new URL(session.checkoutUrl, BASE_URL).href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  });

  test('Business annual with a code sends the code and lands on the matching checkout', async ({ page }) => {
    await page.goto('/pricing?discount=BETA50');
    await chooseBilling(page, 'Annual');
    const requestSent = page.waitForRequest(isCall('POST', CHECKOUT_SESSION));
    await card(page, 'business').getByRole('button', { name: 'Choose Business' }).click();
    expect((await requestSent).postDataJSON()).toEqual({
      tierId: 'business',
      isAnnual: true,
      successUrl: '/payment-success?plan=business',
      cancelUrl: '/pricing',
      discountCode: 'BETA50',
    });
    await expect(page).toHaveURL(`${BASE_URL}/checkout?plan=business&interval=year&discount=BETA50`);
  });

  test('?offer=founder is highlighted first and its claim button checks out Premium with the offer', async ({ page }) => {
    await page.goto('/pricing?offer=founder');
    const offer = page.getByTestId('offer-highlight');
    await expect(offer.getByRole('heading', { name: OFFERS.founder.title })).toBeVisible();
    await expect(offer.getByTestId('offer-price')).toHaveText(usd(OFFERS.founder.offerPriceCents));
    await expect(offer).toContainText(OFFERS.founder.savings);
    const requestSent = page.waitForRequest(isCall('POST', CHECKOUT_SESSION));
    await offer.getByRole('button', { name: 'Claim This Offer' }).click();
    expect((await requestSent).postDataJSON()).toEqual({
      tierId: 'premium',
      isAnnual: false,
      successUrl: '/payment-success?plan=premium',
      cancelUrl: '/pricing?offer=founder',
      offerId: 'founder',
    });
    await expect(page).toHaveURL(`${BASE_URL}/checkout?plan=premium&interval=month`);

    await page.goto('/pricing?offer=lifetime');
    await expect(page.getByTestId('offer-highlight')).toHaveCount(0);
    await expect(page.getByTestId('offer-ignored')).toContainText('“lifetime” is not one of our offers');
  });

  test('a failed checkout session shows Subscription Failed and the buttons work again', async ({ page }) => {
    await page.route(`**${CHECKOUT_SESSION}`, (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":{"code":"payment_provider_error","message":"down"}}' }));
    await page.goto('/pricing');
    const pro = card(page, 'pro').getByRole('button', { name: 'Choose Pro' });
    await pro.click();
    await expect(toast(page).getByTestId('toast-title')).toHaveText('Subscription Failed');
    await expect(toast(page).getByTestId('toast-description')).toHaveText('Unable to start subscription. Please try again.');
    await expect(page).toHaveURL(`${BASE_URL}/pricing`);
    await expect(pro).toBeEnabled();
    await expect(card(page, 'business').getByRole('button', { name: 'Choose Business' })).toBeEnabled();
  });

  test('tracking: view_pricing on load, then tier, CTA, banner and sticky clicks, each a POST to /api/analytics/track', async ({ page }) => {
    // The checkout answers 502 here, so the page stays put and every click can be seen.
    await page.route(`**${CHECKOUT_SESSION}`, (route) => route.fulfill({ status: 502, body: 'down' }));
    const tracks = countRequests(page, 'POST', TRACK);
    const screenViews = { count: 0 };
    page.on('request', (r) => {
      if (isCall('POST', TRACK)(r) && isScreenPageView(r.postDataJSON() as { event: string })) screenViews.count += 1;
    });
    const events = trackedEvents(page);
    await page.goto('/pricing?offer=annual');
    await expect.poll(() => events.map((e) => e.event)).toEqual(['view_pricing']);
    expect(events[0]!.properties).toEqual({ discountCode: null, offerId: 'annual' });

    await chooseBilling(page, 'Annual');
    await card(page, 'pro').getByRole('button', { name: 'Choose Pro' }).click();
    await expect.poll(() => events.find((e) => e.event === 'pricing_tier_clicked')?.properties).toEqual({ tier: 'pro', isAnnual: true, discountCode: null });
    await expect(toast(page).getByTestId('toast-title')).toHaveText('Subscription Failed');

    await page.getByTestId('offer-highlight').getByRole('button', { name: 'Claim This Offer' }).click();
    await expect
      .poll(() => events.find((e) => e.event === 'pricing_cta_clicked')?.properties)
      .toEqual({ cta: 'claim_offer', offerId: 'annual', tier: 'premium', isAnnual: true });

    await page.getByTestId('urgency-banner-claim').click();
    // The claim may still be moving the page (a smooth scroll to the plans) when we scroll: scroll
    // again until the bar shows, as a reader scrolling down would.
    await expect(async () => {
      await scrollToFraction(page, 0.6);
      await expect(page.getByTestId('sticky-cta')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByTestId('sticky-cta').getByRole('link', { name: 'Start Free Scan' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/subscriptions`);
    await expect
      .poll(() => events.map((e) => e.event))
      .toEqual(expect.arrayContaining(['view_pricing', 'pricing_tier_clicked', 'pricing_cta_clicked', 'urgency_banner_clicked', 'sticky_cta_clicked']));
    // Every event went out as its own POST /api/analytics/track (besides the screens' page views).
    expect(tracks.count - screenViews.count).toBe(events.length);
    expect(tracks.count).toBeGreaterThanOrEqual(5);
  });

  test('case-study cards and stats match the API, labelled illustrative; an error offers a retry', async ({ page }) => {
    const featured = (await (await page.request.get(FEATURED)).json()) as CaseStudy[];
    const stats = (await (await page.request.get(STATS)).json()) as CaseStudyStats;
    expect(featured.length).toBeGreaterThan(0);
    await page.goto('/pricing');
    const section = page.getByTestId('case-studies');
    await expect(section.getByTestId('case-studies-illustrative')).toHaveText('Illustrative');
    await expect(section).toContainText('Illustrative customer stories');
    const cards = section.getByTestId('case-study-card');
    await expect(cards).toHaveCount(featured.length);
    for (const [i, study] of featured.entries()) {
      const c = cards.nth(i);
      await expect(c).toHaveAttribute('data-case-study', study.id);
      await expect(c.getByTestId('case-study-name')).toHaveText(study.name);
      await expect(c.getByTestId('case-study-persona')).toHaveText(study.persona);
      await expect(c.getByTestId('case-study-quote')).toHaveText(study.quote);
      await expect(c.getByTestId('case-study-saved')).toHaveText(usd(study.savedPerMonth * 100));
      await expect(c.getByTestId('case-study-cancelled')).toHaveText(String(study.subscriptionsCancelled));
      await expect(c).toContainText(PLANS[study.plan].name);
    }
    await expect(section.getByTestId('case-study-stat-total')).toHaveText(String(stats.totalCaseStudies));
    await expect(section.getByTestId('case-study-stat-average-savings')).toHaveText(usd(Math.round(stats.averageMonthlySavings * 100)));
    await expect(section.getByTestId('case-study-stat-total-cancelled')).toHaveText(String(stats.totalSubscriptionsCancelled));
    await expect(section.getByTestId('case-study-stat-average-cancelled')).toHaveText(stats.averageSubscriptionsCancelled.toFixed(1));

    // A failing answer shows the error state; Try again loads the cards.
    await page.route(`**${FEATURED}`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await openFromMenu(page, '/pricing');
    await expect(section.getByTestId('case-studies-error')).toBeVisible();
    await expect(section.getByTestId('case-studies-error')).toContainText('500: boom');
    await page.unroute(`**${FEATURED}`);
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(cards).toHaveCount(featured.length);
  });

  test('social-proof ticker turns every 4 s, holds while hovered, and stays still for reduced motion', async ({ page }) => {
    await page.clock.install();
    await page.goto('/pricing');
    const ticker = page.getByTestId('social-proof-ticker');
    const message = ticker.getByTestId('ticker-message');
    await expect(message).not.toBeEmpty();
    // Stop the page's time, then let the ticker start a fresh 4 s step: hovering holds it, leaving restarts it.
    // A second ahead: on a loaded machine the page's clock can pass a nearer target before the call lands.
    await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1_000);
    await ticker.hover();
    await expect(ticker).toHaveAttribute('data-running', 'false');
    await page.mouse.move(0, 0);
    await expect(ticker).toHaveAttribute('data-running', 'true');
    const first = await message.textContent();
    await page.clock.runFor(3_900);
    await expect(message).toHaveText(first!);
    await page.clock.runFor(200);
    await expect(message).not.toHaveText(first!);
    const second = await message.textContent();
    await page.clock.runFor(4_000);
    await expect(message).not.toHaveText(second!);

    // Hovered, it holds still however long it waits; Next still steps by hand.
    await ticker.hover();
    const held = await message.textContent();
    await page.clock.runFor(12_000);
    await expect(message).toHaveText(held!);
    await ticker.getByRole('button', { name: 'Next message' }).click();
    await expect(message).not.toHaveText(held!);

    // Pause button, for keyboard and touch users.
    await ticker.getByRole('button', { name: 'Pause the ticker' }).click();
    await expect(ticker.getByRole('button', { name: 'Resume the ticker' })).toBeVisible();
    // Neither hovered nor focused any more: only the pause holds it now.
    await page.mouse.move(0, 0);
    await page.evaluate('document.activeElement && document.activeElement.blur()');
    await expect(ticker).toHaveAttribute('data-running', 'false');
    const paused = await message.textContent();
    await page.clock.runFor(8_000);
    await expect(message).toHaveText(paused!);
    await ticker.getByRole('button', { name: 'Resume the ticker' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate('document.activeElement && document.activeElement.blur()');
    await expect(ticker).toHaveAttribute('data-running', 'true');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(message).not.toBeEmpty();
    await expect(ticker).toHaveAttribute('data-running', 'false');
    const still = await message.textContent();
    await page.clock.runFor(12_000);
    await expect(message).toHaveText(still!);
  });

  test('fits a 390 px phone: one column, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing?discount=BETA50&offer=founder');
    await expect(page.getByTestId('case-study-card').first()).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    const boxes = await page.getByTestId('plan-card').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    const proButton = await card(page, 'pro').getByRole('button', { name: 'Choose Pro' }).boundingBox();
    expect(proButton!.x).toBeGreaterThanOrEqual(0);
    expect(proButton!.x + proButton!.width).toBeLessThanOrEqual(390);
  });
});
