/**
 * The referral loop on the hosted test server (issue #8; docs/product.md "Referrals"): user A reads
 * their share link; a visitor in another browser opens it and lands on the home page, counted once
 * however often they open it; the visitor then creates an account in that browser, and A's referrals,
 * earnings, rank and the leaderboard all show it. Signed out, both screens ask to sign in.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-test';
import { REFERRAL_REWARD_DOLLARS, referralLeaderboardSchema, referralSummarySchema, type ReferralSummary } from '../../shared/contracts/referral';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { HOSTED_URL } from '../support/env';
import { signUp } from '../support/hosted-account';

async function summaryOf(page: Page): Promise<ReferralSummary> {
  const res = await page.request.get('/api/referral/me');
  expect(res.status()).toBe(200);
  return referralSummarySchema.parse(await res.json());
}

test('a friend who opens the link once or twice and then signs up counts as one referral', async ({ page, browser }) => {
  const firstName = `Ada${Date.now().toString(36)}`;
  await signUp(page.context(), 'ref', firstName);

  // A fresh account: a code of its own, nothing counted yet, and the screens say so.
  const before = await summaryOf(page);
  expect(before).toMatchObject({ totalReferrals: 0, linkVisits: 0, earnings: 0, rank: null, includesDemoData: false });
  expect(before.referralPage.tiers.map((t) => t.status)).toEqual(['next', 'locked', 'locked', 'locked', 'locked']);
  const link = `${HOSTED_URL}${before.linkPath}`;

  await page.goto('/viral');
  await expect(page.getByLabel('Referral link')).toHaveValue(link);
  await expect(page.getByTestId('stat-total-referrals')).toHaveText('0');
  await expect(page.getByTestId('stat-rank')).toHaveText('Unranked');
  await expect(page.getByRole('progressbar', { name: `Progress to ${before.viralPage.nextReward!.reward}` })).toHaveAttribute('aria-valuenow', '0');
  // A's own counts are real; the board may carry the demo user's demo referrals, labelled there.
  await expect(page.getByTestId('viral-title').getByTestId('demo-data-badge')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The visitor, in a browser of their own, opens the link: the server redirects to the home page.
  const visitorContext = await browser.newContext({ baseURL: HOSTED_URL });
  try {
    const visitor = await visitorContext.newPage();
    const landed = await visitor.goto(link);
    expect(landed?.request().redirectedFrom()?.url()).toBe(link);
    await expect(visitor).toHaveURL(`${HOSTED_URL}/`);
    expect((await summaryOf(page)).linkVisits).toBe(1);

    // Opening it again is the same visitor: still one visit.
    await visitor.goto(link);
    await expect(visitor).toHaveURL(`${HOSTED_URL}/`);
    expect((await summaryOf(page)).linkVisits).toBe(1);

    // The visitor creates an account in that same browser: A has a referral worth $5.
    await signUp(visitorContext, 'rv', 'Vic');
    const after = await summaryOf(page);
    expect(after).toMatchObject({ totalReferrals: 1, earnings: REFERRAL_REWARD_DOLLARS, linkVisits: 1, activeUsers: 1 });
    expect(after.rank).not.toBeNull();
    const board = referralLeaderboardSchema.parse(await (await page.request.get('/api/referral/leaderboard')).json());
    const mine = board.rows.find((r) => r.isCaller);
    expect(mine, 'A is on the leaderboard').toMatchObject({ name: firstName, referrals: 1, earnings: REFERRAL_REWARD_DOLLARS, rank: after.rank! });

    // The visitor's own screen: a fresh code, and no referrals of their own.
    const visitorSummary = await summaryOf(visitor);
    expect(visitorSummary.code).not.toBe(before.code);
    expect(visitorSummary.totalReferrals).toBe(0);
  } finally {
    await visitorContext.close();
  }

  // A's screens show it.
  await page.reload();
  await expect(page.getByTestId('stat-total-referrals')).toHaveText('1');
  await expect(page.getByTestId('stat-total-earned')).toHaveText(`$${REFERRAL_REWARD_DOLLARS}`);
  await expect(page.getByTestId('stat-rank')).not.toHaveText('Unranked');
  await expect(page.getByRole('progressbar', { name: `Progress to ${before.viralPage.nextReward!.reward}` })).toHaveAttribute('aria-valuenow', '33');
  const mineRow = page.locator('[data-testid="top-performer-row"][aria-current="true"]');
  await expect(mineRow).toContainText(firstName);
  await expect(mineRow.getByTestId('top-performer-you')).toBeVisible();

  await page.goto('/referral');
  await expect(page.getByTestId('stat-total-referrals')).toHaveText('1');
  await expect(page.getByTestId('stat-earnings')).toHaveText(`$${REFERRAL_REWARD_DOLLARS}`);
  await expect(page.getByTestId('link-visits')).toHaveText('1 person has opened your link');
  await expect(page.getByTestId('tier-3')).toHaveAttribute('data-status', 'next');
  await expectNoSeriousA11yViolations(page);
});

test('an unknown code still lands on the home page', async ({ page }) => {
  const response = await page.goto('/ref/ZZZZ2222');
  expect(response?.ok()).toBe(true);
  await expect(page).toHaveURL(`${HOSTED_URL}/`);
});

test('signed out, both screens ask to sign in and come back', async ({ page }) => {
  expect((await page.request.get('/api/referral/me')).status()).toBe(401);
  await page.goto('/referral');
  await expect(page.getByRole('heading', { name: 'Sign in to get your referral link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login?returnTo=%2Freferral');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/viral');
  await expect(page.getByRole('heading', { name: 'Sign in to get your referral link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login?returnTo=%2Fviral');
  await expect(page.getByRole('button', { name: 'Start Sharing' })).toHaveCount(0);
});
