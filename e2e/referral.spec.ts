/**
 * /referral and /viral in local web mode as the local owner (docs/product.md "Referrals"):
 * both screens show the server's numbers (compared with the API's own answer), Copy puts the full
 * share link on the clipboard with the toast Copied!, the share buttons carry the encoded link, the
 * tier statuses follow the server, and the loading, error and signed-out states. The real link
 * visit and sign-up flow needs accounts: e2e/hosted/referral.spec.ts.
 */
import type { Page, Response } from '@playwright/test';
import {
  REFERRAL_REWARD_DOLLARS,
  SHARE_BONUS_POINTS,
  referralLeaderboardSchema,
  referralSummarySchema,
  type ReferralSummary,
} from '../shared/contracts/referral';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BASE_URL } from './support/env';

const SUMMARY_PATH = '/api/referral/me';
const LEADERBOARD_PATH = '/api/referral/leaderboard';

const answerTo = (page: Page, pathname: string): Promise<Response> =>
  page.waitForResponse((r) => new URL(r.url()).pathname === pathname && r.request().method() === 'GET');

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

async function openWithSummary(page: Page, path: string): Promise<ReferralSummary> {
  const answer = answerTo(page, SUMMARY_PATH);
  await page.goto(path);
  const response = await answer;
  expect(response.status()).toBe(200);
  return referralSummarySchema.parse(await response.json());
}

test.describe('/referral', () => {
  test('shows the server numbers, the share link and the tier statuses', async ({ page }) => {
    const summary = await openWithSummary(page, '/referral');
    await expect(page.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible();
    await expect(page.getByTestId('stat-total-referrals')).toHaveText(summary.totalReferrals.toLocaleString('en-US'));
    await expect(page.getByTestId('stat-active-users')).toHaveText(summary.activeUsers.toLocaleString('en-US'));
    await expect(page.getByTestId('stat-earnings')).toHaveText(usd(summary.earnings));
    await expect(page.getByTestId('stat-next-reward')).toHaveText(summary.referralPage.nextReward?.reward ?? 'All unlocked');
    await expect(page.getByTestId('stat-tier')).toHaveText(summary.referralPage.tier ?? 'No tier yet');
    expect(summary.linkPath).toBe(`/ref/${summary.code}`);
    await expect(page.getByLabel('Share link')).toHaveValue(`${BASE_URL}${summary.linkPath}`);
    await expect(page.getByTestId('referral-code')).toHaveText(summary.code);
    await expect(page.getByTestId('demo-data-badge')).toBeVisible({ visible: summary.includesDemoData });

    expect(summary.referralPage.tiers).toHaveLength(5);
    await expect(page.locator('[data-testid^="tier-"]')).toHaveCount(summary.referralPage.tiers.length);
    for (const tier of summary.referralPage.tiers) {
      const row = page.getByTestId(`tier-${tier.referrals}`);
      await expect(row).toHaveAttribute('data-status', tier.status);
      await expect(row).toContainText(tier.reward);
      await expect(row).toContainText({ claimed: 'Claimed', next: 'Next', locked: 'Locked' }[tier.status]);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('Copy Link puts the full share link on the clipboard and says Copied!', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const summary = await openWithSummary(page, '/referral');
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByTestId('toast-title')).toHaveText('Copied!');
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`${BASE_URL}${summary.linkPath}`);
  });

  test('a refused clipboard selects the link for a manual copy', async ({ page }) => {
    await page.goto('/referral');
    await expect(page.getByTestId('stat-total-referrals')).toBeVisible();
    // No permission granted, and writeText made to refuse as a locked-down browser would.
    await page.evaluate("navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))");
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByTestId('toast-title')).toHaveText('Copy Failed');
    await expect(page.getByLabel('Share link')).toBeFocused();
  });

  test('shows a skeleton while loading, then an error with a retry that recovers', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await page.route(`**${SUMMARY_PATH}`, async (route) => {
      await held;
      if (fail) await route.fulfill({ status: 500, body: 'boom' });
      else await route.continue();
    });
    await page.goto('/referral');
    await expect(page.getByTestId('referral-loading')).toBeVisible();
    release();
    await expect(page.getByTestId('referral-error')).toBeVisible();
    await expect(page.getByTestId('referral-error')).toContainText('500: boom');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('stat-total-referrals')).toBeVisible();
    await expect(page.getByTestId('referral-error')).toHaveCount(0);
  });

  test('a 401 asks to sign in, returning to /referral', async ({ page }) => {
    await page.route(`**${SUMMARY_PATH}`, (route) => route.fulfill({ status: 401, body: '{"error":{"code":"unauthorized","message":"Sign in"}}' }));
    await page.goto('/referral');
    await expect(page.getByRole('heading', { name: 'Sign in to get your referral link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login?returnTo=%2Freferral');
  });
});

test.describe('/viral', () => {
  test('shows the headline, the four stats, the code, progress, rewards and top performers from the server', async ({ page }) => {
    const board = answerTo(page, LEADERBOARD_PATH);
    const summary = await openWithSummary(page, '/viral');
    const leaderboard = referralLeaderboardSchema.parse(await (await board).json());

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Earn $${REFERRAL_REWARD_DOLLARS} For Every Friend You Save`);
    for (const label of ['Total Referrals', 'Total Earned', 'Leaderboard Rank', 'Next Reward']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('stat-total-referrals')).toHaveText(summary.totalReferrals.toLocaleString('en-US'));
    await expect(page.getByTestId('stat-total-earned')).toHaveText(usd(summary.earnings));
    await expect(page.getByTestId('stat-rank')).toHaveText(summary.rank === null ? 'Unranked' : `#${summary.rank}`);
    await expect(page.getByTestId('stat-next-reward')).toHaveText(summary.viralPage.nextReward?.reward ?? 'All unlocked');
    await expect(page.getByTestId('referral-code')).toHaveText(summary.code);
    await expect(page.getByLabel('Referral link')).toHaveValue(`${BASE_URL}${summary.linkPath}`);
    await expect(page.getByTestId('viral-title').getByTestId('demo-data-badge')).toBeVisible({ visible: summary.includesDemoData });
    await expect(page.getByTestId('top-performers').getByTestId('demo-data-badge')).toBeVisible({ visible: leaderboard.includesDemoData });

    // The bar: referrals so far out of the next tier's threshold (full with every tier reached).
    const next = summary.viralPage.nextReward;
    const bar = page.getByRole('progressbar', { name: next ? `Progress to ${next.reward}` : 'Every reward unlocked' });
    const percent = next ? Math.round(((next.referrals - next.remaining) / next.referrals) * 100) : 100;
    await expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');

    await expect(page.getByRole('heading', { name: 'Unlock Rewards' })).toBeVisible();
    await expect(page.locator('[data-testid^="viral-tier-"]')).toHaveCount(summary.viralPage.tiers.length);
    for (const tier of summary.viralPage.tiers) {
      const row = page.getByTestId(`viral-tier-${tier.referrals}`);
      await expect(row).toHaveAttribute('data-status', tier.status);
      await expect(row).toContainText(tier.reward);
    }

    await expect(page.getByRole('heading', { name: 'Top Performers' })).toBeVisible();
    expect(leaderboard.rows.length).toBeLessThanOrEqual(5);
    if (leaderboard.rows.length === 0) {
      await expect(page.getByTestId('top-performers-empty')).toBeVisible();
    } else {
      const rows = page.getByTestId('top-performer-row');
      await expect(rows).toHaveCount(leaderboard.rows.length);
      for (const [i, row] of leaderboard.rows.entries()) {
        await expect(rows.nth(i).getByTestId('top-performer-name')).toContainText(row.name);
        await expect(rows.nth(i).getByTestId('top-performer-earnings')).toHaveText(usd(row.earnings));
        if (row.isCaller) await expect(rows.nth(i)).toHaveAttribute('aria-current', 'true');
        else await expect(rows.nth(i)).not.toHaveAttribute('aria-current');
      }
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the share buttons open each network with the encoded referral link in a new tab', async ({ page }) => {
    const summary = await openWithSummary(page, '/viral');
    const link = `${BASE_URL}${summary.linkPath}`;
    const expected: Record<string, { host: string; param: string; value: (v: string) => boolean }> = {
      twitter: { host: 'twitter.com', param: 'url', value: (v) => v === link },
      facebook: { host: 'www.facebook.com', param: 'u', value: (v) => v === link },
      linkedin: { host: 'www.linkedin.com', param: 'url', value: (v) => v === link },
      whatsapp: { host: 'wa.me', param: 'text', value: (v) => v.endsWith(` ${link}`) },
    };
    for (const [target, want] of Object.entries(expected)) {
      const button = page.getByTestId(`share-${target}`);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
      const href = await button.getAttribute('href');
      const url = new URL(href!);
      expect(url.host).toBe(want.host);
      expect(want.value(url.searchParams.get(want.param) ?? ''), `${target}: ${href}`).toBe(true);
      // Encoded: the link's own "/" and ":" never appear raw in the share address's query.
      expect(href).toContain(encodeURIComponent(link));
    }
    await expect(page.getByRole('link', { name: 'Share on Twitter (opens in a new tab)' })).toBeVisible();
  });

  test('Copy Referral Link puts the link on the clipboard, says Copied! and promises no points', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const summary = await openWithSummary(page, '/viral');
    await page.getByRole('button', { name: 'Copy Referral Link' }).click();
    await expect(page.getByTestId('toast-title')).toHaveText('Copied!');
    await expect(page.getByTestId('toast-description')).toContainText(`$${REFERRAL_REWARD_DOLLARS}`);
    await expect(page.getByTestId('toast-description')).not.toContainText(`${SHARE_BONUS_POINTS}`);
    await expect(page.getByTestId('toast-description')).not.toContainText(/points/i);
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`${BASE_URL}${summary.linkPath}`);
  });

  test('Start Sharing puts the keyboard on the first share button', async ({ page }) => {
    await page.goto('/viral');
    await page.getByRole('button', { name: 'Start Sharing' }).click();
    await expect(page.getByTestId('share-twitter')).toBeFocused();
    await expect(page.getByTestId('share-twitter')).toBeInViewport();
  });

  test('Top Performers: the caller row is marked, and an empty board says so', async ({ page }) => {
    await page.route(`**${LEADERBOARD_PATH}`, (route) =>
      route.fulfill({
        json: {
          rows: [
            { rank: 1, name: 'Maya K.', referrals: 4, earnings: 20, isCaller: false },
            { rank: 2, name: 'You T.', referrals: 2, earnings: 10, isCaller: true },
          ],
          includesDemoData: false,
        },
      }),
    );
    await page.goto('/viral');
    const rows = page.getByTestId('top-performer-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(rows.nth(1).getByTestId('top-performer-you')).toHaveText('You');
    await expect(rows.nth(0).getByTestId('top-performer-you')).toHaveCount(0);
    await expect(rows.nth(0).getByTestId('top-performer-referrals')).toHaveText('4 referrals');

    await page.unroute(`**${LEADERBOARD_PATH}`);
    await page.route(`**${LEADERBOARD_PATH}`, (route) => route.fulfill({ json: { rows: [], includesDemoData: false } }));
    await page.reload();
    await expect(page.getByTestId('top-performers-empty')).toHaveText('Nobody has referred a friend yet. Share your link to take the first place.');
  });

  test('a failed load offers a retry; a 401 asks to sign in', async ({ page }) => {
    let status = 500;
    await page.route(`**${SUMMARY_PATH}`, (route) => (status === 200 ? route.continue() : route.fulfill({ status, body: 'boom' })));
    await page.goto('/viral');
    await expect(page.getByTestId('viral-error')).toBeVisible();
    status = 200;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('stat-total-referrals')).toBeVisible();

    status = 401;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to get your referral link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login?returnTo=%2Fviral');
    await expect(page.getByRole('button', { name: 'Start Sharing' })).toHaveCount(0);
  });

  test('fits a 390 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/viral');
    await expect(page.getByTestId('referral-code')).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
    await page.goto('/referral');
    await expect(page.getByTestId('referral-code')).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});
