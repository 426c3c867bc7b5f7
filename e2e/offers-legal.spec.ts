/**
 * /offers and the legal pages (docs/product.md "Offers"): every price, count and limit on them
 * is the plan catalogue's (shared/plans.ts), Claim This Offer records click_offer and goes to
 * /pricing?offer={id}, and the pages read well on a 390 px phone.
 */
import { BUSINESS_TEAM_SIZE, MONEY_BACK_DAYS, OFFER_IDS, OFFERS, PLANS } from '../shared/plans';
import { expect, test } from './fixtures';
import { BASE_URL } from './support/env';

/** Whole dollars, as the catalogue's prices are: 1900 -> "$19". */
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

const isTrackOf = (event: string) => (request: { url(): string; method(): string; postDataJSON(): unknown }) => {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/analytics/track') return false;
  const body = request.postDataJSON() as { event?: unknown } | null;
  return body?.event === event;
};

test('/offers shows the three catalogue offers with prices, badges, time left, claims and the guarantee', async ({ page }) => {
  await page.goto('/offers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers');
  await expect(page.getByRole('link', { name: 'Claim This Offer' })).toHaveCount(OFFER_IDS.length);

  for (const id of OFFER_IDS) {
    const offer = OFFERS[id];
    const card = page.getByTestId(`offer-${id}`);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(offer.title);
    await expect(card).toContainText(offer.description);
    await expect(card.getByTestId('offer-badge')).toHaveText(offer.badge);
    await expect(card.getByTestId('offer-price')).toHaveText(offer.offerPriceCents === 0 ? 'Free' : dollars(offer.offerPriceCents));
    await expect(card.getByTestId('offer-original-price')).toHaveText(dollars(offer.originalPriceCents));
    await expect(card.getByTestId('offer-savings')).toHaveText(offer.savings);
    if (offer.timeLeft) await expect(card.getByTestId('offer-time-left')).toHaveText(offer.timeLeft);
    else await expect(card.getByTestId('offer-time-left')).toHaveCount(0);
    if (offer.claimed !== null && offer.total !== null) {
      await expect(card.getByTestId('offer-claimed')).toHaveText(
        `${offer.claimed.toLocaleString('en-US')} of ${offer.total.toLocaleString('en-US')} claimed`,
      );
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round((offer.claimed / offer.total) * 100)));
    } else {
      await expect(card.getByRole('progressbar')).toHaveCount(0);
    }
    await expect(card.getByRole('link', { name: 'Claim This Offer' })).toHaveAttribute('href', `/pricing?offer=${id}`);
  }

  // The spec's own figures (docs/product.md "Offers"), so the catalogue cannot drift from them
  // unnoticed.
  await expect(page.getByTestId('offer-founder')).toContainText('847 of 1,000 claimed');
  await expect(page.getByTestId('offer-founder').getByTestId('offer-time-left')).toHaveText('6 days left');
  await expect(page.getByTestId('offer-annual').getByTestId('offer-price')).toHaveText('$228');
  await expect(page.getByTestId('offer-annual').getByTestId('offer-original-price')).toHaveText('$348');
  await expect(page.getByTestId('offer-referral')).toContainText('1 month free per friend');

  await expect(page.getByTestId('money-back-note')).toContainText(`${MONEY_BACK_DAYS}-day money-back guarantee`);
  await expect(page.getByTestId('offer-plan-features').getByRole('listitem')).toHaveText(PLANS[OFFERS.founder.planId].features);
});

test('Claim This Offer records click_offer and goes to /pricing?offer={id}, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/offers');
  const founderClick = page.waitForRequest(isTrackOf('click_offer'));
  await page.getByTestId('offer-founder').getByRole('link', { name: 'Claim This Offer' }).click();
  expect((await founderClick).postDataJSON()).toMatchObject({
    event: 'click_offer',
    properties: { offerId: 'founder', planId: OFFERS.founder.planId, value: OFFERS.founder.offerPriceCents / 100 },
  });
  await expect(page).toHaveURL(`${BASE_URL}/pricing?offer=founder`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');

  await page.goto('/offers');
  const annualClick = page.waitForRequest(isTrackOf('click_offer'));
  const annualLink = page.getByTestId('offer-annual').getByRole('link', { name: 'Claim This Offer' });
  await annualLink.focus();
  await page.keyboard.press('Enter');
  expect((await annualClick).postDataJSON()).toMatchObject({ properties: { offerId: 'annual' } });
  await expect(page).toHaveURL(`${BASE_URL}/pricing?offer=annual`);
});

test('the terms list the catalogue plans and prices, the refund window, demo mode and the team size', async ({ page }) => {
  await page.goto('/legal/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByTestId('legal-last-updated')).toHaveText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/);

  const plans = page.getByTestId('terms-plans').getByRole('listitem');
  await expect(plans).toHaveCount(3);
  for (const [index, id] of (['free', 'pro', 'business'] as const).entries()) {
    await expect(plans.nth(index)).toContainText(`${PLANS[id].name}: ${dollars(PLANS[id].monthlyCents)}/month`);
  }
  // The spec's wording: Free, Pro $9/month, Business $29/month.
  await expect(page.getByTestId('terms-plan-pro')).toContainText('Pro: $9/month');
  await expect(page.getByTestId('terms-plan-business')).toContainText('Business: $29/month');

  const refunds = page.locator('#refunds');
  await expect(refunds.getByRole('heading', { level: 2 })).toContainText('Refunds');
  await expect(refunds).toContainText(`${MONEY_BACK_DAYS} days of your first purchase`);
  await expect(page.locator('#demo-mode')).toContainText('no card is charged and no money moves');
  await expect(page.locator('#teams')).toContainText(`up to ${BUSINESS_TEAM_SIZE} people, the owner included`);

  // Every section is an h2 under the one h1, and the contents list reaches each one.
  const sections = page.locator('main section');
  const count = await sections.count();
  expect(count).toBeGreaterThanOrEqual(6);
  await expect(page.locator('main section > h2')).toHaveCount(count);
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Refunds' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/legal/terms#refunds`);
  await expect(refunds.getByRole('heading', { level: 2 })).toBeInViewport();

  await page.getByRole('link', { name: 'Privacy Policy' }).last().click();
  await expect(page).toHaveURL(`${BASE_URL}/legal/privacy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test('the privacy policy says what is stored where, how IPs and secrets are kept, and how to delete data', async ({ page }) => {
  await page.goto('/legal/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByTestId('legal-last-updated')).toBeVisible();
  await expect(page.locator('#where')).toContainText('locally on your computer');
  await expect(page.locator('#where')).toContainText('on the server');
  await expect(page.locator('#ip-addresses')).toContainText('stored only as salted hashes');
  await expect(page.locator('#secrets')).toContainText('keychain');
  await expect(page.locator('#secrets')).toContainText('environment');
  await expect(page.locator('#analytics')).toContainText('first-party');
  await expect(page.locator('#delete').getByRole('heading', { level: 2 })).toContainText('Deleting your data');
  await expect(page.locator('main section > h2')).toHaveCount(await page.locator('main section').count());
});

test('offers and legal pages fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/offers', '/legal/terms', '/legal/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
