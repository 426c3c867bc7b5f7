import { test as base } from './support/app-test';
import { ACCESS_COOKIE } from '../backend/src/http/local-guard';
import { ALL_APP_PATHS, SCREENS } from '../shared/routes';
import { expect, test } from './fixtures';
import { BASE_URL, E2E_TOKEN } from './support/env';

const NOT_FOUND = 'Page Not Found';
/** Screens that are built; the rest are still honest shells. */

test.describe('every route renders its screen', () => {
  for (const path of ALL_APP_PATHS) {
    test(`${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText(NOT_FOUND);
      await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
      // Every screen is built: none is a placeholder any more.
      await expect(page.getByTestId('screen-status')).toHaveCount(0);
    });
  }
});

test.describe('aliases render the same screen', () => {
  for (const [screen, paths] of Object.entries(SCREENS).filter(([, p]) => p.length > 1)) {
    test(`${screen}: ${paths.join(', ')}`, async ({ page }) => {
      const [first, ...aliases] = paths;
      await page.goto(first!);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).not.toHaveText(NOT_FOUND);
      const title = (await heading.textContent())?.trim();
      expect(title).toBeTruthy();
      for (const alias of aliases) {
        await page.goto(alias);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
      }
    });
  }
});

test.describe('unknown paths', () => {
  for (const path of ['/definitely-not-a-page', '/mobile/extra', '/MOBILE', '/launch-campaign-x']) {
    test(`${path} shows Page Not Found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    });
  }

  test('Page Not Found links home', async ({ page }) => {
    await page.goto('/no-such-screen');
    await page.getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByRole('heading', { name: 'Portfolio Allocation Engine' })).toBeVisible();
  });

  test('client-side navigation to an unknown path shows Page Not Found too', async ({ page }) => {
    await page.goto('/');
    // A string, because the test code is type-checked without the DOM library.
    await page.evaluate("history.pushState({}, '', '/nowhere'); dispatchEvent(new PopStateEvent('popstate'))");
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  });
});

base.describe('access token', () => {
  base('without the token cookie the server answers 403', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Portfolio Allocation Engine')).toHaveCount(0);
  });

  base('a wrong token is refused', async ({ page }) => {
    const response = await page.goto('/?token=wrong-token-0000000000');
    expect(response?.status()).toBe(403);
    expect((await page.context().cookies()).find((c) => c.name === ACCESS_COOKIE)).toBeUndefined();
  });

  base('opening /?token=... sets the cookie and redirects to the landing page', async ({ page }) => {
    const response = await page.goto(`/?token=${E2E_TOKEN}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByRole('heading', { name: 'Portfolio Allocation Engine' })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === ACCESS_COOKIE);
    expect(cookie).toMatchObject({ value: E2E_TOKEN, httpOnly: true });
    // The token no longer sits in the address bar, and other screens now open.
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND);
  });
});
