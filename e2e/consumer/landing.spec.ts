/**
 * The consumer face of "/" (docs/product.md "Consumer face"
 * and 9), on the hosted demo server whose site setting shows that face. The popups belong to their
 * own suite: here each test starts as a visitor who has already seen them (their real "shown once"
 * flags), so none opens over the elements under test.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/app-test';
import { AB_EXPOSURE_EVENT, AB_TESTS } from '../../shared/contracts/growth';
import type { Faq, SecurityItem, SocialProof, TrustBadge } from '../../shared/contracts/trust';
import type { CaseStudy } from '../../shared/contracts/case-studies';
import { AVERAGE_MONTHLY_SAVING, DISCOUNT_CODES, discountedCents, MONEY_BACK_DAYS, PLANS } from '../../shared/plans';
import { OVERLAY_STORAGE_KEYS } from '../../renderer/src/features/landing/consumer/overlays/lib/overlay-constants';
import { formatTotalSaved } from '../../renderer/src/features/landing/consumer/lib/total-saved';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CONSUMER_URL } from '../support/env';
import { SITE_SETTINGS_META } from '../../shared/constants';
import { signUp } from '../support/hosted-account';

const AB_KEY = (test: keyof typeof AB_TESTS) => `wealth-desk.ab.${test}`;
const AB_CONVERSION = '/api/conversion/ab-test';
const TRACK = '/api/analytics/track';

/** Marks every popup as already shown (the overlays' own flags), before any page script runs. */
async function skipPopups(page: Page) {
  const keys = JSON.stringify(Object.values(OVERLAY_STORAGE_KEYS.shown));
  await page.addInitScript(`for (const key of ${keys}) if (localStorage.getItem(key) === null) localStorage.setItem(key, '1970-01-01T00:00:00.000Z');`);
}

/** Sets A/B variants before the page loads (what a returning visitor with these assignments has). */
async function forceVariants(page: Page, variants: Partial<Record<keyof typeof AB_TESTS, string>>) {
  const entries = JSON.stringify(Object.entries(variants).map(([name, variant]) => [AB_KEY(name as keyof typeof AB_TESTS), variant]));
  await page.addInitScript(`for (const [key, value] of ${entries}) localStorage.setItem(key, value);`);
}

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop paying for subscriptions you forgot about');
}

const trackedEvent = (request: Request) => {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== TRACK) return null;
  return request.postDataJSON() as { event: string; properties?: Record<string, unknown> };
};

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test('"/" shows the consumer face with its sections in the spec order', async ({ page, request }) => {
  const settings = await request.get('/api/site/settings');
  expect(await settings.json()).toEqual({ landingFace: 'consumer' });
  await openLanding(page);
  const order = ['consumer-hero', 'problem-section', 'features-section', 'trust-section', 'savings-calculator-section', 'testimonials-section', 'awards-section', 'pricing-experiment-section', 'email-capture-section', 'personalised-cta-section'];
  const ids = await page.locator('main > section').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
  expect(ids).toEqual(order);
  // The institutional face is not there.
  await expect(page.getByRole('heading', { name: 'Portfolio Allocation Engine' })).toHaveCount(0);
});

test('the page carries the face: the consumer hero is in the first render, with no settings request', async ({ page }) => {
  const settingsRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/site/settings') settingsRequests.push(r.url());
  });
  await openLanding(page);
  await expect(page.getByTestId('landing-loading')).toHaveCount(0);
  expect(settingsRequests).toEqual([]);
});

test('when the page carries no setting and the setting cannot be read, "/" falls back to the institutional face', async ({ page }) => {
  // An older server's page, without the settings meta: the landing asks GET /api/site/settings.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const served = await route.fetch();
      const body = (await served.text()).replace(new RegExp(`<meta name="${SITE_SETTINGS_META}"[^>]*>`), '');
      await route.fulfill({ response: served, body });
    },
  );
  await page.route('**/api/site/settings', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Portfolio Allocation Engine' })).toBeVisible();
  await expect(page.getByTestId('consumer-hero')).toHaveCount(0);
});

test('signed out: Sign In and Pricing in the header; hero links go to the spec paths', async ({ page }) => {
  await openLanding(page);
  const header = page.getByRole('navigation', { name: 'Account' });
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2F');
  await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(header.getByRole('link', { name: 'My Subscriptions' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Log Out' })).toHaveCount(0);

  const hero = page.getByTestId('consumer-hero');
  const links = [
    ['Find My Subscriptions', '/subscriptions'],
    ['Join Beta', '/beta'],
    ['View Pricing', '/pricing'],
    ['Launch Marketing Campaign', '/go'],
  ] as const;
  for (const [name, href] of links) await expect(hero.getByRole('link', { name })).toHaveAttribute('href', href);

  // A click is tracked, then the link goes where it says.
  const click = page.waitForRequest((r) => trackedEvent(r)?.event === 'landing_click' && trackedEvent(r)?.properties?.element === 'hero_join_beta');
  await hero.getByRole('link', { name: 'Join Beta' }).click();
  await click;
  await expect(page).toHaveURL(/\/beta$/);

  // The footer's links.
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const href of ['/pricing', '/blog', '/beta', '/enterprise', '/legal/terms', '/legal/privacy', '/referral']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test('signed in: the email, My Subscriptions and Log Out', async ({ page, context }) => {
  const account = await signUp(context, 'land', 'Lena', CONSUMER_URL);
  await openLanding(page);
  const header = page.getByRole('navigation', { name: 'Account' });
  await expect(header.getByTestId('header-user')).toHaveText(`Signed in as ${account.email}`);
  await expect(header.getByRole('link', { name: 'My Subscriptions' })).toHaveAttribute('href', '/subscriptions');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await header.getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(`${CONSUMER_URL}/`);
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('the trust section shows what the trust API answers', async ({ page, request }) => {
  const [badges, security, faqs, proof] = await Promise.all([
    request.get('/api/trust/badges').then((r) => r.json() as Promise<TrustBadge[]>),
    request.get('/api/trust/security').then((r) => r.json() as Promise<SecurityItem[]>),
    request.get('/api/trust/faqs').then((r) => r.json() as Promise<Faq[]>),
    request.get('/api/trust/social-proof').then((r) => r.json() as Promise<SocialProof>),
  ]);
  await openLanding(page);
  const section = page.getByTestId('trust-section');
  await section.scrollIntoViewIfNeeded();

  await expect(section.getByTestId('trust-badge-name')).toHaveText(badges.map((b) => b.name));
  await expect(section.getByTestId('trust-badge-description')).toHaveText(badges.map((b) => b.description));
  await expect(section.getByTestId('security-item-title')).toHaveText(security.map((s) => s.title));
  await expect(section.getByTestId('security-item-description')).toHaveText(security.map((s) => s.description));

  // Real totals (with the Demo data badge in demo mode), and the claims labelled as claims.
  await expect(section.getByTestId('social-proof-users')).toHaveText(proof.totalUsers.toLocaleString('en-US'));
  await expect(section.getByTestId('social-proof-saved')).toHaveText(formatTotalSaved(proof.totalSaved));
  await expect(section.getByTestId('social-proof-rating')).toHaveText(`${proof.avgRating.toFixed(1)}/5`);
  await expect(section.getByTestId('social-proof-reviews')).toHaveText(proof.totalReviews.toLocaleString('en-US'));
  await expect(section.getByTestId('social-proof').getByTestId('demo-data-badge')).toHaveCount(proof.includesDemoData ? 2 : 0);
  await expect(section.getByTestId('social-proof')).toContainText('Marketing claim, not measured here');

  // The FAQ is a disclosure list: answers open on demand.
  const questions = section.getByTestId('trust-faq-question');
  await expect(questions).toHaveText(faqs.map((f) => f.question));
  const first = questions.first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(section.getByTestId('trust-faq-answer').first()).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByTestId('trust-faq-answer').first()).toHaveText(faqs[0]!.answer);
  await first.press('Enter');
  await expect(section.getByTestId('trust-faq-answer').first()).toBeHidden();

  // Awards and featured-in, labelled as marketing claims.
  const awards = page.getByTestId('awards-section');
  await expect(awards.getByTestId('award')).toHaveText(proof.awards);
  await expect(awards.getByTestId('featured-in')).toHaveText(proof.featuredIn);
  await expect(awards.getByTestId('awards-claim-note')).toContainText('Marketing claims');
});

test('savings calculator: 17% plus $12 each, non-numeric counts as 0, $89 with nothing', async ({ page }) => {
  await openLanding(page);
  const section = page.getByTestId('savings-calculator-section');
  const spend = section.getByLabel('Monthly subscription spend (USD)');
  const count = section.getByLabel('Number of subscriptions');
  const calculate = section.getByRole('button', { name: 'Calculate My Savings' });
  const result = section.getByTestId('calculator-result');
  const recalculate = section.getByRole('button', { name: 'Recalculate' });

  await spend.fill('200');
  await count.fill('5');
  await calculate.click();
  // round(0.17 * 200 + 12 * 5) = 94
  await expect(result).toHaveText('$94');
  await expect(spend).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Your estimated saving' })).toBeFocused();

  await recalculate.click();
  await expect(spend).toHaveValue('200');
  await spend.fill('abc');
  await count.fill('3');
  await calculate.click();
  await expect(result).toHaveText('$36');

  await recalculate.click();
  await spend.fill('');
  await count.fill('many');
  await calculate.click();
  await expect(result).toHaveText('$89');
});

test('progressive capture: intro, 3 s analysing, an honest estimate with an email form, then a local confirmation', async ({ page }) => {
  await page.clock.install();
  await openLanding(page);
  const capture = page.getByTestId('email-capture');
  await capture.scrollIntoViewIfNeeded();
  await expect(capture).toHaveAttribute('data-step', 'intro');
  await expect(capture.getByTestId('capture-step')).toHaveText('Step 1 of 4');

  const posts: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && path !== TRACK) posts.push(path);
  });

  // Stop the page's time (a second ahead, as a loaded machine may be slow), then step it by hand.
  await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1_000);
  await capture.getByRole('button', { name: 'Start' }).click();
  await expect(capture).toHaveAttribute('data-step', 'analysing');
  await expect(capture.getByRole('progressbar', { name: 'Analysing' })).toBeVisible();
  await page.clock.runFor(2_900);
  await expect(capture).toHaveAttribute('data-step', 'analysing');
  await page.clock.runFor(200);
  await expect(capture).toHaveAttribute('data-step', 'result');
  await expect(capture.getByTestId('capture-step')).toHaveText('Step 3 of 4');

  const saving = Number((await capture.getByTestId('capture-saving').textContent())!.replace('$', ''));
  expect(saving).toBeGreaterThanOrEqual(50);
  expect(saving).toBeLessThanOrEqual(149);
  await expect(capture.getByTestId('capture-estimate-note')).toContainText('not calculated from your accounts');

  // Empty: ignored.
  await capture.getByRole('button', { name: 'Continue' }).click();
  await expect(capture).toHaveAttribute('data-step', 'result');

  await capture.getByLabel('Email address').fill('saver@example.com');
  await capture.getByRole('button', { name: 'Continue' }).click();
  await expect(capture).toHaveAttribute('data-step', 'done');
  await expect(capture.getByTestId('capture-confirmation')).toContainText('saver@example.com');
  await expect(capture.getByTestId('capture-confirmation')).toContainText('we do not send emails from here');
  // Local confirmation only: no server call.
  expect(posts).toEqual([]);
});

test('pricing card: a variant is picked once and kept across reloads', async ({ page }) => {
  await openLanding(page);
  const card = page.getByTestId('pricing-experiment-card');
  const variant = await card.getAttribute('data-variant');
  expect(AB_TESTS.pricing_card).toContain(variant);
  expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(AB_KEY('pricing_card'))})`)).toBe(variant);

  // Seen, it reports its exposure with the variant.
  const exposure = page.waitForRequest((r) => {
    const body = trackedEvent(r);
    return body?.event === AB_EXPOSURE_EVENT && body.properties?.testName === 'pricing_card';
  });
  await card.scrollIntoViewIfNeeded();
  expect(trackedEvent(await exposure)!.properties).toMatchObject({ testName: 'pricing_card', variant });

  for (let i = 0; i < 2; i += 1) {
    await page.reload();
    await expect(page.getByTestId('pricing-experiment-card')).toHaveAttribute('data-variant', variant!);
  }
});

test('pricing card variants A, B and C show their own content', async ({ browser }) => {
  const proPrice = `$${PLANS.pro.monthlyCents / 100}`;
  const payback = Math.ceil((PLANS.pro.monthlyCents / 100 / AVERAGE_MONTHLY_SAVING) * 30);
  for (const variant of AB_TESTS.pricing_card) {
    const context = await browser.newContext({ baseURL: CONSUMER_URL });
    const page = await context.newPage();
    await skipPopups(page);
    await forceVariants(page, { pricing_card: variant });
    await openLanding(page);
    const card = page.getByTestId('pricing-experiment-card');
    await expect(card).toHaveAttribute('data-variant', variant);
    await expect(card.getByTestId('pricing-card-price')).toHaveText(proPrice);
    await expect(card.getByTestId('pricing-card-payback')).toHaveCount(variant === 'B' ? 1 : 0);
    await expect(card.getByTestId('pricing-countdown')).toHaveCount(variant === 'C' ? 1 : 0);
    if (variant === 'B') await expect(card.getByTestId('payback-days')).toHaveText(String(payback));
    await context.close();
  }
});

test('variant C: the 24 h countdown survives a reload and is gone at zero', async ({ page }) => {
  await page.clock.install();
  await forceVariants(page, { pricing_card: 'C' });
  await openLanding(page);
  const countdown = page.getByTestId('pricing-countdown');
  await expect(countdown).toHaveText(/^(24:00:00|23:59:5\d)$/);

  await page.clock.fastForward(60_000);
  await expect(countdown).toHaveText(/^23:58:[45]\d$/);
  await page.reload();
  // Not started again: the deadline was stored the first time the card was seen.
  await expect(countdown).toHaveText(/^23:58:[345]\d$/);

  await page.clock.fastForward(24 * 60 * 60_000);
  await expect(page.getByTestId('pricing-experiment-card')).toBeVisible();
  await expect(countdown).toHaveCount(0);
});

test('the pricing card CTA records the A/B conversion and goes to /pricing', async ({ page }) => {
  await forceVariants(page, { pricing_card: 'B' });
  await openLanding(page);
  const conversion = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === AB_CONVERSION);
  await page.getByTestId('pricing-card-cta').click();
  const request = await conversion;
  expect(request.postDataJSON()).toMatchObject({ testName: 'pricing_card', variant: 'B', conversionValue: PLANS.pro.monthlyCents / 100 });
  expect((await request.response())!.status()).toBe(204);
  await expect(page).toHaveURL(/\/pricing$/);
});

test('social proof variants: real totals, an illustrative quote, or activity from the same totals', async ({ browser, request }) => {
  const proof = (await (await request.get('/api/trust/social-proof')).json()) as SocialProof;
  const stories = (await (await request.get('/api/case-studies/featured')).json()) as CaseStudy[];
  for (const variant of AB_TESTS.social_proof) {
    const context = await browser.newContext({ baseURL: CONSUMER_URL });
    const page = await context.newPage();
    await skipPopups(page);
    await forceVariants(page, { social_proof: variant });
    await openLanding(page);
    const panel = page.getByTestId('social-proof-variant');
    await expect(panel).toHaveAttribute('data-variant', variant);
    if (variant === 'numbers') {
      await expect(panel.getByTestId('social-proof-variant-users')).toHaveText(proof.totalUsers.toLocaleString('en-US'));
      await expect(panel.getByTestId('social-proof-variant-saved')).toHaveText(formatTotalSaved(proof.totalSaved));
    } else if (variant === 'testimonials') {
      await expect(panel.getByTestId('social-proof-quote')).toHaveText(stories[0]!.quote);
      await expect(panel).toContainText('Illustrative');
    } else {
      await expect(panel.getByTestId('social-proof-activity-text')).toContainText(`${proof.totalUsers.toLocaleString('en-US')} `);
      await expect(panel.getByTestId('social-proof-activity-text')).toContainText(formatTotalSaved(proof.totalSaved));
    }
    await expect(panel.getByTestId('demo-data-badge')).toHaveCount(variant !== 'testimonials' && proof.includesDemoData ? 1 : 0);
    await context.close();
  }
});

test('personalised CTA: after viewing pricing and 3 minutes on the site it offers risk-free', async ({ page }) => {
  await page.clock.install();
  await forceVariants(page, { cta: 'personalized' });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openLanding(page);
  const cta = page.getByTestId('personalised-cta');
  // Just arrived: no rule before the default applies yet.
  await expect(cta).toHaveAttribute('data-rule', 'welcome_discount');
  await expect(cta.getByTestId('personalised-cta-action')).toHaveAttribute('href', '/pricing?discount=WELCOME50');

  await page.clock.fastForward(181_000);
  await expect(cta).toHaveAttribute('data-rule', 'risk_free');
  await expect(cta.getByTestId('personalised-cta-headline')).toContainText('risk-free');
  await expect(cta.getByTestId('personalised-cta-body')).toContainText(`${MONEY_BACK_DAYS}-day money-back guarantee`);

  const conversion = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === AB_CONVERSION);
  await cta.getByTestId('personalised-cta-action').click();
  expect((await conversion).postDataJSON()).toMatchObject({ testName: 'cta', variant: 'personalized', conversionValue: 0 });
  await expect(page).toHaveURL(/\/pricing$/);
});

test('personalised CTA: checkout started without seeing the prices offers 25% off with FINISH25, which pricing applies', async ({ page }) => {
  await forceVariants(page, { cta: 'personalized' });
  await page.goto('/checkout?plan=pro');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openLanding(page);
  const cta = page.getByTestId('personalised-cta');
  await expect(cta).toHaveAttribute('data-rule', 'checkout_discount');
  await expect(cta.getByTestId('personalised-cta-headline')).toHaveText(`Finish checking out with ${DISCOUNT_CODES.FINISH25.percentOff}% off`);
  await expect(cta.getByTestId('personalised-cta-body')).toContainText(`Use code FINISH25: ${DISCOUNT_CODES.FINISH25.label}`);
  await cta.getByTestId('personalised-cta-action').click();
  await expect(page).toHaveURL(/\/pricing\?discount=FINISH25$/);
  const pro = page.locator('[data-testid="plan-card"][data-plan="pro"]');
  await expect(pro.getByTestId('plan-discounted-price')).toHaveText(`$${(discountedCents(PLANS.pro.monthlyCents, 'FINISH25', 'pro') / 100).toFixed(2)}`);
});

test('personalised CTA: the generic variant shows the same message whatever the visit', async ({ page }) => {
  await forceVariants(page, { cta: 'generic' });
  await page.goto('/pricing');
  await openLanding(page);
  const cta = page.getByTestId('personalised-cta');
  await expect(cta).toHaveAttribute('data-rule', 'generic');
  await expect(cta.getByTestId('personalised-cta-headline')).toHaveText('Start finding forgotten subscriptions');
  await expect(cta.getByTestId('personalised-cta-action')).toHaveAttribute('href', '/subscriptions');
});

test('the announcement banner offers the 7-day risk-free trial and stays dismissed', async ({ page }) => {
  await openLanding(page);
  const banner = page.getByTestId('announcement-banner');
  await expect(banner).toContainText('risk-free for 7 days');
  await banner.getByRole('button', { name: 'Dismiss the announcement' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('announcement-banner')).toHaveCount(0);
});

test('the consumer face passes axe with everything loaded and the FAQ open', async ({ page }) => {
  await openLanding(page);
  // Bring every section into view, so everything that loads on sight has loaded.
  for (const section of await page.locator('main > section').all()) await section.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('trust-faq-question').first()).toBeVisible();
  for (const question of await page.getByTestId('trust-faq-question').all()) await question.click();
  await expect(page.getByTestId('trust-faq-answer').last()).toBeVisible();
  await expect(page.getByTestId('testimonial').first()).toBeVisible();
  await expect(page.getByTestId('award').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
