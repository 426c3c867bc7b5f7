/**
 * /rewards and /gamification in local web mode as the demo user, read-only (claiming changes the
 * shared demo user, so the claim and shop flows live in hosted/rewards.spec.ts): every section the
 * spec lists, the server's numbers on the page, the alias, the mobile layout and accessibility.
 */
import { SHOP_ITEMS, rewardsStateSchema } from '../shared/contracts/rewards';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

test('shows the level, five stat cards, challenges, badges, leaderboard and shop from the server', async ({ page }) => {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/rewards');
  await page.goto('/rewards');
  const state = rewardsStateSchema.parse(await (await answer).json());

  await expect(page.getByRole('heading', { level: 1, name: 'Rewards & Achievements' })).toBeVisible();
  await expect(page.getByTestId('level-badge')).toHaveText(`Level ${state.level}`);
  for (const label of ['Level', 'Total XP', 'Day Streak', 'Coins', 'Achievements']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('stat-xp')).toHaveText(state.xp.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-coins')).toHaveText(state.coins.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-achievements')).toHaveText(`${state.badges.filter((b) => b.earned).length}/6`);
  await expect(page.getByRole('progressbar', { name: `XP toward level ${state.level + 1}` })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Daily Challenges' })).toBeVisible();
  for (const c of state.challenges) await expect(page.getByTestId(`challenge-${c.id}`)).toContainText(c.title);
  await expect(page.locator('[data-testid^="challenge-"]')).toHaveCount(4);
  await expect(page.locator('[data-testid^="badge-"]')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Weekly Leaderboard' })).toBeVisible();
  await expect(page.getByTestId('leaderboard-row')).toHaveCount(state.leaderboard.length);
  await expect(page.getByRole('heading', { name: 'Rewards Shop' })).toBeVisible();
  for (const item of SHOP_ITEMS) {
    const card = page.getByTestId(`shop-item-${item.id}`);
    await expect(card).toContainText(item.title);
    await expect(card.getByRole('button')).toBeEnabled({ enabled: state.coins >= item.cost });
  }
  await expect(page.getByTestId('claim-daily')).toBeEnabled({ enabled: state.canClaimToday });
  await expectNoSeriousA11yViolations(page);
});

test('/gamification is the same screen', async ({ page }) => {
  await page.goto('/gamification');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards & Achievements' })).toBeVisible();
  await expect(page.getByTestId('stat-level')).toBeVisible();
});

test('fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/rewards');
  await expect(page.getByTestId('stat-level')).toBeVisible();
  const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(overflow).toBe(0);
  await expectNoSeriousA11yViolations(page);
});

test('a failed load offers a retry that recovers', async ({ page }) => {
  let fail = true;
  await page.route('**/api/rewards', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
  await page.goto('/rewards');
  await expect(page.getByTestId('rewards-error')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('stat-level')).toBeVisible();
});
