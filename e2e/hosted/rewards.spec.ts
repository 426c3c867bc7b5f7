/**
 * /rewards on the hosted test server with a freshly registered account each test, since claiming
 * changes the account (docs/product.md "Rewards"): the daily claim updates coins, XP and streak,
 * fires confetti and disables the button; the server refuses a second claim; the shop stays out
 * of reach with 50 coins; reduced motion skips the confetti.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-test';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/constants';
import { errorBodySchema } from '../../shared/contracts/errors';
import { CONFETTI, DAILY_REWARD, SHOP_ITEMS, rewardsStateSchema } from '../../shared/contracts/rewards';
import { HOSTED_URL } from '../support/env';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signUp } from '../support/hosted-account';

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies(HOSTED_URL)).find((c) => c.name === CSRF_COOKIE)?.value;
  expect(token, 'the session has a CSRF token').toBeTruthy();
  return { [CSRF_HEADER]: decodeURIComponent(token!) };
}

test('a new player claims the daily reward once: coins, XP, streak and confetti', async ({ page }) => {
  await signUp(page.context(), 'rw', 'Rita');
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards & Achievements' })).toBeVisible();
  await expect(page.getByTestId('level-badge')).toHaveText('Level 1');
  await expect(page.getByTestId('stat-coins')).toHaveText('0');
  await expect(page.getByTestId('stat-xp')).toHaveText('0');
  await expect(page.getByTestId('stat-streak')).toHaveText('0');
  await expect(page.getByTestId('leaderboard-empty').or(page.getByTestId('leaderboard-row').first())).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const claim = page.getByTestId('claim-daily');
  await expect(claim).toHaveText('Claim Daily Reward');
  await claim.click();
  await expect(page.getByTestId('confetti')).toHaveAttribute('data-particles', String(CONFETTI.particles));
  await expect(page.getByTestId('stat-coins')).toHaveText(String(DAILY_REWARD.coins));
  await expect(page.getByTestId('stat-xp')).toHaveText(String(DAILY_REWARD.xp));
  await expect(page.getByTestId('stat-streak')).toHaveText('1');
  await expect(page.getByTestId('xp-into-level')).toHaveText('100 / 500 XP');
  await expect(page.getByRole('progressbar', { name: 'XP toward level 2' })).toHaveAttribute('aria-valuenow', '20');
  await expect(claim).toBeDisabled();
  await expect(page.getByTestId('toast-title')).toHaveText('Daily reward claimed!');
  await expect(page.getByTestId('toast-description')).toHaveText('+50 coins, +100 XP. Streak: 1 day.');
  await expect(page.getByTestId('badge-first-claim')).toHaveAttribute('data-earned', 'true');
  await expect(page.getByTestId('challenge-login-streak')).toContainText('1 / 30');
  // The caller is on this week's leaderboard now, marked as such.
  await expect(page.getByTestId('leaderboard-you')).toBeVisible();

  // The server refuses a second claim the same day, whatever the page shows.
  const again = await page.request.post('/api/rewards/claim-daily', { headers: await csrfHeaders(page) });
  expect(again.status()).toBe(409);
  expect(errorBodySchema.parse(await again.json()).error.code).toBe('already_claimed');
  const state = rewardsStateSchema.parse(await (await page.request.get('/api/rewards')).json());
  expect(state).toMatchObject({ coins: 50, xp: 100, streak: 1, canClaimToday: false });

  // After a reload the button stays disabled: the server remembers today's claim.
  await page.reload();
  await expect(page.getByTestId('claim-daily')).toBeDisabled();
  await expect(page.getByTestId('claim-daily')).toHaveText('Claimed today, come back tomorrow');
});

test('the shop is out of reach with 50 coins, and the server agrees', async ({ page }) => {
  await signUp(page.context(), 'rs', 'Sam');
  await page.goto('/rewards');
  await page.getByTestId('claim-daily').click();
  await expect(page.getByTestId('stat-coins')).toHaveText('50');
  for (const item of SHOP_ITEMS) {
    const button = page.getByTestId(`shop-item-${item.id}`).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toContainText(`Need ${item.cost - 50} more coins`);
  }
  await expect(page.getByTestId('purchases-empty')).toBeVisible();
  const res = await page.request.post('/api/rewards/shop/purchase', { headers: await csrfHeaders(page), data: { itemId: 'skip-ad' } });
  expect(res.status()).toBe(409);
  expect(errorBodySchema.parse(await res.json()).error.code).toBe('not_enough_coins');
  expect(rewardsStateSchema.parse(await (await page.request.get('/api/rewards')).json()).purchases).toEqual([]);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('claiming skips the confetti', async ({ page }) => {
    await signUp(page.context(), 'rm', 'Max');
    await page.goto('/gamification');
    await page.getByTestId('claim-daily').click();
    await expect(page.getByTestId('stat-coins')).toHaveText('50');
    await expect(page.getByTestId('confetti')).not.toHaveAttribute('data-particles');
  });
});

test('signed out, /rewards asks to sign in', async ({ page }) => {
  await page.goto('/rewards');
  await expect(page.getByTestId('rewards-sign-in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login?returnTo=%2Fgamification');
});
