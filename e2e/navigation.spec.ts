/**
 * The app holds together (docs/product.md "Navigation"): the printed link opens the app, and every
 * screen is reached by clicking from the dashboard, at desktop and phone widths.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test as base } from './support/app-test';
import { ALL_APP_PATHS, OWNER_SCREEN_PATHS, SCREENS } from '../shared/routes';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './fixtures';

const APP_TOKEN = 'e2e-start-token-0123456789';

/** Starts the built server on a fresh data folder and resolves with the one link it prints. */
async function startFreshServer(env: Record<string, string>): Promise<{ link: string; lines: string[]; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wd-e2e-start-'));
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, APP_TOKEN, LOG_LEVEL: 'info', ...env },
  });
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const lines: string[] = [];
  const link = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no link printed:\n${lines.join('\n')}`)), 30_000);
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        const found = /Wealth Desk is running at (\S+)/.exec(line);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]!);
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${lines.join('\n')}`)));
  });
  return { link, lines, stop };
}

base.describe('the printed link', () => {
  base('opens the dashboard (the demo person has answered onboarding)', async ({ page }) => {
    const server = await startFreshServer({});
    try {
      expect(server.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/start\?token=/);
      await page.goto(server.link);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
    } finally {
      server.stop();
    }
  });

  base('opens onboarding on a fresh folder without sample data, then the dashboard once answered', async ({ page }) => {
    // A payment key turns the offline demo (and its sample person) off; nothing calls Stripe here.
    const server = await startFreshServer({ STRIPE_SECRET_KEY: 'sk_test_e2e_never_called' });
    try {
      await page.goto(server.link);
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { name: 'Welcome', exact: false }).first()).toBeVisible();
      // The same link again, after onboarding is answered through the API, opens the dashboard.
      const origin = new URL(server.link).origin;
      const saved = await page.request.post(`${origin}/api/user/onboarding`, {
        data: {
          personalInfo: { name: 'Alex Rivera', monthlyIncome: 5000 },
          goals: { primaryGoal: 'emergency', targetAmount: 10000 },
          subscriptions: { estimatedCount: 4, monthlyCost: 60 },
        },
        headers: { origin },
      });
      expect(saved.status()).toBe(200);
      await page.goto(server.link);
      await expect(page).toHaveURL(/\/dashboard$/);
    } finally {
      server.stop();
    }
  });
});

/**
 * Steps of a flow, not places: /checkout opens from the consumer landing's offers with a plan in its
 * query, and the two confirmation pages only after a completed purchase; their own tests click
 * through those flows (consumer/overlays.spec.ts, checkout.spec.ts, hosted/plan-change.spec.ts).
 */
const FLOW_PAGES: ReadonlySet<string> = new Set([...SCREENS.checkout, ...SCREENS.paymentSuccess, ...SCREENS.success]);

/** One path of each screen: the first (aliases render the very same screen, routes.spec.ts checks them). */
const screenPaths = (filter: (p: string) => boolean): string[][] =>
  Object.values(SCREENS as Record<string, readonly string[]>)
    .map((paths) => paths.filter(filter))
    .filter((paths) => paths.length > 0);

async function openMenu(page: Page) {
  await page.getByTestId('app-menu-button').click();
  return page.getByTestId('app-menu');
}

/** The menu's and the account menu's links, as paths (hash dropped). */
async function menuLinks(page: Page): Promise<Map<string, string>> {
  const menu = await openMenu(page);
  const links = new Map<string, string>();
  for (const link of await menu.getByRole('link').all()) {
    links.set((await link.getAttribute('href'))!.split('#')[0]!, (await link.textContent())!.trim());
  }
  await page.keyboard.press('Escape');
  await page.getByTestId('account-menu-button').click();
  for (const link of await page.getByTestId('account-menu').getByRole('link').all()) {
    links.set((await link.getAttribute('href'))!.split('#')[0]!, (await link.textContent())!.trim());
  }
  await page.keyboard.press('Escape');
  return links;
}

test.describe('every screen is reached by clicking from /dashboard', () => {
  test('the menus name a path of every screen except the steps of a purchase', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
    const links = await menuLinks(page);
    const unreached = screenPaths((p) => !FLOW_PAGES.has(p))
      .filter((paths) => !paths.some((p) => links.has(p)))
      .map((paths) => paths[0]);
    expect(unreached).toEqual([]);
    // Aliases (routes.spec.ts shows they render the same screen) and flow pages aside, nothing is left out.
    const aliasesAndFlows = ALL_APP_PATHS.filter((p) => !links.has(p));
    expect(aliasesAndFlows.every((p) => FLOW_PAGES.has(p) || Object.values(SCREENS as Record<string, readonly string[]>).some((paths) => paths.includes(p) && paths.some((q) => links.has(q))))).toBe(true);
  });

  for (const width of [1280, 390]) {
    test(`each consumer screen opens from the menu at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/dashboard');
      const links = await menuLinks(page);
      const consumerTargets = [...links.entries()].filter(([to]) => !OWNER_SCREEN_PATHS.has(to));
      expect(consumerTargets.length).toBeGreaterThanOrEqual(20);
      for (const [to, label] of consumerTargets) {
        await page.goto('/dashboard');
        const inAccountMenu = label === 'Profile and settings' || label === 'Plan and billing' || label === 'Run setup again';
        if (inAccountMenu) {
          await page.getByTestId('account-menu-button').click();
          await page.getByTestId('account-menu').getByRole('link', { name: label, exact: true }).click();
        } else {
          const menu = await openMenu(page);
          await menu.getByRole('link', { name: label, exact: true }).click();
          await expect(menu).toBeHidden();
        }
        await expect(page, `${label} opens ${to}`).toHaveURL((url) => url.pathname === to);
        await expect(page.getByRole('heading', { level: 1 }).first(), `${to} shows its screen`).toBeVisible();
      }
    });
  }

  test('pricing and the landing page are in the menu, and the landing page leads back into the app', async ({ page }) => {
    await page.goto('/dashboard');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Plans and pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByTestId('app-menu-button').click();
    await page.getByTestId('app-menu').getByRole('link', { name: 'Home page', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Open the app' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the owner reaches every command-centre screen from the menu and the command-centre bar', async ({ page }) => {
    test.slow();
    await page.goto('/dashboard');
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu').getByRole('link', { name: 'Command centre' }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    const ownerBar = page.getByRole('navigation', { name: 'Command centre' });
    await expect(ownerBar).toBeVisible();
    // The bar's links end before the Menu button starts (they once ran under it).
    const lastLink = await ownerBar.getByRole('link').last().boundingBox();
    const menuButton = await page.getByTestId('app-menu-button').boundingBox();
    expect(lastLink!.x + lastLink!.width).toBeLessThanOrEqual(menuButton!.x);
    for (const paths of screenPaths((p) => OWNER_SCREEN_PATHS.has(p))) {
      const menu = await openMenu(page);
      const link = menu.getByRole('region', { name: 'Command centre' }).locator(paths.map((p) => `a[href="${p}"]`).join(', '));
      await expect(link, `the menu links ${paths[0]}`).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL((url) => paths.includes(url.pathname));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });
});

test.describe('the navigation', () => {
  for (const width of [1280, 390]) {
    test(`header, menu and account menu at ${width} px: keyboard, no sideways scroll, axe clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/transactions');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const bar = page.getByRole('navigation', { name: 'Your money' });
      if (width >= 1024) await expect(bar.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
      else await expect(bar).toBeHidden();

      // Keyboard: the menu opens with Enter, focus moves in, Escape closes it and focus returns.
      const menuButton = page.getByTestId('app-menu-button');
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByTestId('app-menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Transactions', exact: true })).toHaveAttribute('aria-current', 'page');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();

      const accountButton = page.getByTestId('account-menu-button');
      await accountButton.click();
      const account = page.getByTestId('account-menu');
      await expect(account.getByRole('link', { name: 'Profile and settings' })).toBeVisible();
      // Desktop and local web: the local owner has no session to end.
      await expect(account.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(account).toBeHidden();
      await expect(accountButton).toBeFocused();
    });
  }
});
