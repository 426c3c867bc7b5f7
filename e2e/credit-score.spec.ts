/**
 * /credit-score, the credit score monitor (docs/product.md "Credit score monitor"), in local web
 * mode as the local owner (the demo user).
 *
 * The server is shared with other suites, which add transactions and move the server's clock, so
 * the estimate may move while a test runs. Every comparison with the API therefore loads the page
 * and asks the API within one retried step: it passes once both answers agree, and fails if the
 * screen never shows what the API says.
 */
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { DEMO_USER_ID } from '../shared/constants';
import {
  CREDIT_FACTOR_KEYS,
  CREDIT_FACTOR_NAMES,
  CREDIT_FACTOR_WEIGHTS,
  CREDIT_HISTORY_DISPLAY,
  type CreditAlert,
  type CreditHistoryEntry,
  type CreditScore,
} from '../shared/contracts/credit';
import { SCREENS } from '../shared/routes';
import { countRequests, expect, test } from './fixtures';

const PAGE = SCREENS.creditScore[0];
const SCORE = `/api/credit-score/${DEMO_USER_ID}`;
const HISTORY = `${SCORE}/history`;
const ALERTS = `${SCORE}/alerts`;
/** Matches the score call only: a glob `*` stops at '/', so /history and /alerts pass through. */
const SCORE_ROUTE = '**/api/credit-score/*';
const HISTORY_ROUTE = '**/api/credit-score/*/history';
const ALERTS_ROUTE = '**/api/credit-score/*/alerts';

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

const scoreValue = (page: Page) => page.getByTestId('credit-score-value');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const failWith500 = (route: Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Injected failure' });

/** Independent of the UI's helper: the score's place in its range as a whole percent, capped. */
function expectedPercent(score: CreditScore): number {
  const { min, max } = score.scoreRange;
  return Math.round(Math.min(100, Math.max(0, ((score.currentScore - min) / (max - min)) * 100)));
}

/**
 * Opens the page, reads the API, and runs `check` against both; reloads and tries again while the
 * server's data is moving under it (see the file comment).
 */
async function agreeWithApi<T>(page: Page, path: string, check: (api: T) => Promise<void>): Promise<T> {
  let api: T | undefined;
  await expect(async () => {
    await page.goto(PAGE);
    await expect(scoreValue(page)).toBeVisible({ timeout: 10_000 });
    api = await getJson<T>(page.request, path);
    await check(api);
  }).toPass({ timeout: 40_000, intervals: [500, 1_000, 2_000] });
  return api!;
}

test.describe('credit score', () => {
  test('the dashboard and /credit-score show one projection: the same score, the same projected score, the same 6 months', async ({ page }) => {
    await expect(async () => {
      const api = await getJson<CreditScore>(page.request, SCORE);
      await page.goto(SCREENS.dashboard[0]);
      await expect(page.getByTestId('credit-current')).toHaveText(String(api.currentScore), { timeout: 10_000 });
      await expect(page.getByTestId('credit-projected')).toHaveText(String(api.projectedScore), { timeout: 1_000 });
      await expect(page.getByTestId('credit-projection-horizon')).toHaveText(`in ${api.projectionMonths} months`, { timeout: 1_000 });
      await page.getByRole('link', { name: 'See how it adds up' }).click();
      await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
      await expect(scoreValue(page)).toHaveText(String(api.currentScore), { timeout: 10_000 });
      await expect(page.getByTestId('credit-projection')).toContainText(`Projected ${api.projectedScore} in ${api.projectionMonths} months`, { timeout: 1_000 });
      // The steps on screen are the API's, and they add up to the projection.
      await expect(page.getByTestId('credit-projection-step')).toHaveCount(api.projectionSteps.length, { timeout: 1_000 });
      expect(api.projectionSteps.reduce((sum, step) => sum + step.points, 0)).toBe(api.projectedScore - api.currentScore);
    }).toPass({ timeout: 40_000, intervals: [500, 1_000, 2_000] });
  });

  test('shows the estimated score, grade, range, bar, projection and alerts the API answers', async ({ page }) => {
    const scoreCalls = countRequests(page, 'GET', SCORE);
    const historyCalls = countRequests(page, 'GET', HISTORY);
    const alertCalls = countRequests(page, 'GET', ALERTS);

    const score = await agreeWithApi<CreditScore>(page, SCORE, async (api) => {
      await expect(scoreValue(page)).toHaveText(String(api.currentScore), { timeout: 1_000 });
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credit Score');
    expect(score.estimated).toBe(true);

    // Said plainly near the number: an estimate, not a bureau score.
    const card = page.getByTestId('credit-score-card');
    await expect(card.getByRole('heading', { name: 'Estimated score' })).toBeVisible();
    await expect(page.getByTestId('credit-estimate-note')).toContainText('not a score from a credit bureau');

    await expect(page.getByTestId('credit-grade')).toHaveText(score.grade);
    await expect(page.getByTestId('credit-score-range')).toHaveText(`${score.scoreRange.min} - ${score.scoreRange.max}`);
    const bar = card.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', String(expectedPercent(score)));
    await expect(bar).toHaveAccessibleName(`Where your estimated score sits in the ${score.scoreRange.min} - ${score.scoreRange.max} range`);

    // Projected score with its timeframe and the gain.
    const projection = page.getByTestId('credit-projection');
    await expect(projection).toContainText(`Projected ${score.projectedScore}`);
    await expect(projection).toContainText(score.projectionTimeframe.trim());
    const gain = score.projectedScore - score.currentScore;
    await expect(page.getByTestId('credit-projection-gain')).toContainText(gain > 0 ? `+${gain}` : gain < 0 ? String(gain) : 'no change');

    // Demo mode and the demo user: the page says the data is demo data.
    await expect(page.getByTestId('demo-data-badge')).toBeVisible();

    // Alerts as the API lists them; the demo card at ~35% utilisation raises a warning.
    await agreeWithApi<CreditAlert[]>(page, ALERTS, async (alerts) => {
      expect(alerts.some((a) => a.type === 'warning'), JSON.stringify(alerts)).toBe(true);
      const items = page.getByTestId('credit-alert');
      await expect(page.getByTestId('credit-alerts-count')).toHaveText(`(${alerts.length})`, { timeout: 5_000 });
      // A long list opens with the newest few and a button for the rest.
      const toggle = page.getByTestId('credit-alerts-toggle');
      if (await toggle.isVisible()) {
        expect(await items.count()).toBeLessThan(alerts.length);
        await expect(toggle).toHaveText(`Show all ${alerts.length} alerts`, { timeout: 1_000 });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
        await expect(toggle).toHaveText('Show fewer', { timeout: 1_000 });
      }
      await expect(items).toHaveCount(alerts.length, { timeout: 1_000 });
      await expect(items.getByTestId('credit-alert-title')).toHaveText(alerts.map((a) => a.title), { timeout: 1_000 });
      for (const [i, alert] of alerts.entries()) {
        await expect(items.nth(i)).toHaveAttribute('data-type', alert.type, { timeout: 1_000 });
        await expect(items.nth(i)).toContainText(alert.message, { timeout: 1_000 });
      }
    });
    await expect(page.locator('[data-testid="credit-alert"][data-type="warning"]').first()).toBeVisible();

    // The page's three calls (docs/product.md "Credit score monitor"), each sent on every load.
    expect(scoreCalls.count).toBeGreaterThanOrEqual(1);
    expect(historyCalls.count).toBeGreaterThanOrEqual(1);
    expect(alertCalls.count).toBeGreaterThanOrEqual(1);
  });

  test('Show Details / Hide Details toggles the method, weights and bands', async ({ page }) => {
    const score = await agreeWithApi<CreditScore>(page, SCORE, async (api) => {
      await expect(scoreValue(page)).toHaveText(String(api.currentScore), { timeout: 1_000 });
    });
    const toggle = page.getByRole('button', { name: 'Show Details' });
    const details = page.getByTestId('credit-details');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeHidden();

    await toggle.click();
    const hide = page.getByRole('button', { name: 'Hide Details' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(details).toBeVisible();
    await expect(page.getByTestId('credit-method')).toHaveText(score.method);
    await expect(page.getByTestId('credit-calculated-at')).toContainText(/\d{4}/);
    const weights = page.getByTestId('credit-weights').getByRole('listitem');
    await expect(weights).toHaveText(CREDIT_FACTOR_KEYS.map((k) => `${CREDIT_FACTOR_NAMES[k]}${CREDIT_FACTOR_WEIGHTS[k]}%`));
    const bands = page.getByTestId('credit-bands').getByRole('listitem');
    await expect(bands).toHaveCount(5);
    await expect(bands.first()).toContainText('800 - 850');
    await expect(bands.first()).toContainText('Exceptional');
    await expect(bands.last()).toContainText('300 - 579');
    await expect(bands.last()).toContainText('Poor');
    // The user's own band is marked.
    await expect(page.locator('[data-testid="credit-bands"] li[aria-current="true"]')).toContainText(score.grade);

    // Keyboard works too: Enter on the focused toggle closes it again.
    await hide.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show Details' })).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeHidden();
  });

  test('tabs show the factors, the first 12 history entries and the recommendations; arrow keys move between them', async ({
    page,
  }) => {
    // Credit Factors (the default tab) and Recommendations come with the score.
    await agreeWithApi<CreditScore>(page, SCORE, async (api) => {
      await expect(tab(page, 'Credit Factors')).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
      const factors = page.getByTestId('credit-factor');
      expect(api.factors.length).toBeGreaterThan(0);
      await expect(factors.getByTestId('credit-factor-name')).toHaveText(api.factors.map((f) => f.name), { timeout: 1_000 });
      await expect(factors.getByTestId('credit-factor-weight')).toHaveText(
        api.factors.map((f) => `${f.weight}% of the score`),
        { timeout: 1_000 },
      );
      for (const [i, factor] of api.factors.entries()) {
        await expect(factors.nth(i)).toContainText(factor.description, { timeout: 1_000 });
        await expect(factors.nth(i).getByTestId('credit-factor-impact')).toHaveText(new RegExp(`^${factor.impact} impact$`, 'i'), {
          timeout: 1_000,
        });
      }

      await tab(page, 'Recommendations').click();
      await expect(page.getByTestId('credit-tab-recommendations')).toBeVisible({ timeout: 1_000 });
      expect(api.recommendations.length).toBeGreaterThan(0);
      // An ordered list, in the API's order.
      const items = page.locator('ol[data-testid="credit-recommendations"] > li');
      await expect(items).toHaveCount(api.recommendations.length, { timeout: 1_000 });
      await expect(items.getByTestId('credit-recommendation-text')).toHaveText(api.recommendations, { timeout: 1_000 });
    });

    // Score History: the first 12 of the API's entries (newest first), as a chart and a list.
    await agreeWithApi<CreditHistoryEntry[]>(page, HISTORY, async (history) => {
      expect(history.length, 'the demo data backfills monthly history').toBeGreaterThan(0);
      const shown = history.slice(0, CREDIT_HISTORY_DISPLAY);
      await tab(page, 'Score History').click();
      const entries = page.getByTestId('credit-history-entry');
      await expect(entries).toHaveCount(shown.length, { timeout: 5_000 });
      expect(await entries.count()).toBeLessThanOrEqual(CREDIT_HISTORY_DISPLAY);
      await expect(entries.getByTestId('credit-history-score')).toHaveText(shown.map((e) => String(e.score)), { timeout: 1_000 });
      await expect(entries.getByTestId('credit-history-change')).toHaveText(
        shown.map((e) => (e.change > 0 ? `+${e.change}` : String(e.change))),
        { timeout: 1_000 },
      );
      await expect(entries.getByTestId('credit-history-event')).toHaveText(shown.map((e) => e.event), { timeout: 1_000 });
      const chart = page.getByRole('img', { name: /Estimated score/ });
      await expect(chart).toBeVisible({ timeout: 1_000 });
      const newest = shown[0]!;
      const oldest = shown.at(-1)!;
      await expect(chart).toHaveAttribute(
        'aria-label',
        shown.length > 1 ? new RegExp(`over ${shown.length} entries, from ${oldest.score} .* to ${newest.score} `) : new RegExp(`${newest.score}`),
        { timeout: 1_000 },
      );
      // One dot per shown entry.
      await expect(chart.locator('line[stroke-linecap="round"]')).toHaveCount(shown.length, { timeout: 1_000 });
    });

    // Keyboard: arrow keys move between the tabs and show each panel.
    await tab(page, 'Credit Factors').click();
    await expect(tab(page, 'Credit Factors')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Score History')).toBeFocused();
    await expect(tab(page, 'Score History')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('credit-tab-history')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Recommendations')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Recommendations')).toBeFocused();
    await expect(page.getByTestId('credit-recommendations')).toBeVisible();
    // One key at a time: on a loaded machine a second press can land before the first re-render.
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Score History')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Score History')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Credit Factors')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('credit-factors')).toBeVisible();
  });

  test('a failed score fetch shows Credit Score Unavailable; Try again shows the score', async ({ page }) => {
    const scoreCalls = countRequests(page, 'GET', SCORE);
    await page.route(SCORE_ROUTE, failWith500);
    await page.goto(PAGE);

    const unavailable = page.getByTestId('credit-unavailable');
    await expect(unavailable.getByRole('heading')).toHaveText('Credit Score Unavailable');
    await expect(unavailable).toContainText('500: Injected failure');
    await expect(scoreValue(page)).toHaveCount(0);
    // Queries do not retry on their own (docs/product.md "Request conventions"): one failed call,
    // then it waits.
    expect(scoreCalls.count).toBe(1);
    // Only the score failed: the alerts and the history still load.
    await expect(page.getByTestId('credit-alert').first()).toBeVisible();
    await expect(page.getByTestId('credit-tab-needs-score')).toBeVisible();
    await tab(page, 'Score History').click();
    await expect(page.getByTestId('credit-history-entry').first()).toBeVisible();

    await page.unroute(SCORE_ROUTE);
    await unavailable.getByRole('button', { name: 'Try again' }).click();
    await expect(scoreValue(page)).toBeVisible();
    await expect(unavailable).toHaveCount(0);
    expect(scoreCalls.count).toBe(2);
    await expect(scoreValue(page)).toHaveText(String((await getJson<CreditScore>(page.request, SCORE)).currentScore));
  });

  test('history and alerts fail on their own, with their own retry and empty states', async ({ page }) => {
    await page.route(HISTORY_ROUTE, failWith500);
    await page.route(ALERTS_ROUTE, failWith500);
    await page.goto(PAGE);

    // The score is unaffected.
    await expect(scoreValue(page)).toBeVisible();
    await expect(page.getByTestId('credit-unavailable')).toHaveCount(0);
    const alertsError = page.getByTestId('credit-alerts-error');
    await expect(alertsError).toContainText('Alerts could not be loaded.');
    await tab(page, 'Score History').click();
    const historyError = page.getByTestId('credit-history-error');
    await expect(historyError).toContainText('Score history could not be loaded.');

    await page.unroute(HISTORY_ROUTE);
    await historyError.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('credit-history-entry').first()).toBeVisible();
    await expect(historyError).toHaveCount(0);

    // Alerts come back empty this time: the empty state.
    await page.unroute(ALERTS_ROUTE);
    await page.route(ALERTS_ROUTE, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await alertsError.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('credit-alerts-empty')).toHaveText('No alerts');
    await expect(page.getByTestId('credit-alert')).toHaveCount(0);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('fits the screen, and the tabs work', async ({ page }) => {
      await page.goto(PAGE);
      await expect(scoreValue(page)).toBeVisible();
      await expect(page.getByTestId('credit-alert').first()).toBeVisible();
      const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      expect(await overflow()).toBeLessThanOrEqual(0);

      // All three tabs fit side by side.
      for (const name of ['Credit Factors', 'Score History', 'Recommendations']) {
        const box = await tab(page, name).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }

      await page.getByRole('button', { name: 'Show Details' }).click();
      await expect(page.getByTestId('credit-details')).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);

      await tab(page, 'Score History').click();
      await expect(page.getByTestId('credit-history-entry').first()).toBeVisible();
      await expect(page.getByTestId('credit-history-chart')).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  });
});
