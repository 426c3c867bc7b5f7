/**
 * /analytics = /analytics-dashboard in local web mode as the local owner, with the demo data
 * (docs/product.md "Analytics dashboard"): the KPI cards, tabs and feed show the server's answers
 * under the Demo data badge; Live polls the realtime API every 5 s and Paused stops every poll;
 * Refresh refetches every query; the tabs work by keyboard; the period select changes the requests
 * and the exports. The demo generator keeps writing rows while a dashboard is watched, so a figure
 * is compared with the answer the screen itself received (paused, so it cannot move under the
 * check).
 */
import type { Page } from '@playwright/test';
import { POLL_MS, conversionsResponseSchema, realtimeResponseSchema, trafficSourcesResponseSchema } from '../../shared/contracts/dashboards';
import { abResultsSchema } from '../../shared/contracts/growth';
import { SCREENS } from '../../shared/routes';
import { countRequests, expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';

const REALTIME = '/api/analytics/realtime';
const CONVERSIONS = '/api/analytics/conversions';
const SOURCES = '/api/analytics/traffic-sources';
const AB = '/api/conversion/ab-results';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Counts the finished answers to GET `pathname`. Polling tests step the clock only once the last poll
 * is answered: a poll that fires while the previous one is still in flight is merged into it.
 */
function countAnswers(page: Page, pathname: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('requestfinished', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === pathname) counter.count += 1;
  });
  return counter;
}

/** Waits until `counter` reaches `n`, then a moment for the page to take the answer in. */
async function answered(page: Page, counter: { readonly count: number }, n: number) {
  await expect.poll(() => counter.count).toBe(n);
  await page.waitForTimeout(100);
}

/** The last answer (and its URL) the page received from each GET path. */
function lastAnswers(page: Page): Map<string, { url: string; body: unknown }> {
  const answers = new Map<string, { url: string; body: unknown }>();
  page.on('response', async (response) => {
    if (response.request().method() !== 'GET' || response.status() !== 200) return;
    const url = new URL(response.url());
    if (![REALTIME, CONVERSIONS, SOURCES, AB].includes(url.pathname)) return;
    try {
      answers.set(url.pathname, { url: url.pathname + url.search, body: await response.json() });
    } catch {
      // The page navigated away before the body was read.
    }
  });
  return answers;
}

/** Stops the screen's polling and waits until nothing is in flight, so it shows its last answers. */
async function pause(page: Page) {
  const toggle = page.getByTestId('live-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toHaveText(/Paused/);
  await page.waitForLoadState('networkidle');
}

for (const path of SCREENS.analytics) {
  test(`${path} shows the server's figures with the Demo data badge`, async ({ page }) => {
    const answers = lastAnswers(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
    await expect(page.getByTestId('demo-data-badge')).toBeVisible();
    await expect(page.getByTestId('kpi-visits')).toBeVisible();
    await expect(page.getByTestId('traffic-sources-table')).toBeVisible();
    await pause(page);

    const conversions = conversionsResponseSchema.parse(answers.get(CONVERSIONS)!.body);
    const realtime = realtimeResponseSchema.parse(answers.get(REALTIME)!.body);
    const sources = trafficSourcesResponseSchema.parse(answers.get(SOURCES)!.body);
    expect(conversions.includesDemoData).toBe(true);
    expect(conversions.period).toBe('today');
    await expect(page.getByTestId('kpi-active-users')).toHaveText(count(realtime.activeUsers));
    await expect(page.getByTestId('kpi-visits')).toHaveText(count(conversions.visits));
    await expect(page.getByTestId('kpi-conversion-rate')).toHaveText(`${conversions.conversionRate.toFixed(2)}%`);
    const rows = page.getByTestId('traffic-sources-table').locator('tbody tr');
    await expect(rows).toHaveCount(sources.sources.length);
    expect(sources.sources.length).toBeGreaterThan(0);
    const top = sources.sources[0]!;
    await expect(page.getByTestId(`source-${top.source}`).locator('[data-col="visits"]')).toHaveText(count(top.visits));

    // The API asked directly: the same data set (demo rows only grow while the screen is watched).
    const direct = conversionsResponseSchema.parse(await (await page.request.get(answers.get(CONVERSIONS)!.url)).json());
    expect(direct.includesDemoData).toBe(true);
    expect(direct.visits).toBeGreaterThanOrEqual(conversions.visits);
    expect(direct.from).toBe(conversions.from);

    // Paused: the feed gives way to a note; the exports follow the period.
    await expect(page.getByTestId('activity-feed')).toHaveCount(0);
    await expect(page.getByTestId('activity-paused')).toBeVisible();
    await expect(page.getByTestId('export-conversions')).toHaveAttribute('href', /\/api\/marketing\/export\/conversions\?period=today&tzOffset=-?\d+$/);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the live feed shows the latest events while live', async ({ page }) => {
  const answers = lastAnswers(page);
  await page.goto(SCREENS.analytics[0]);
  await expect(page.getByTestId('activity-feed')).toBeVisible();
  await expect(page.getByTestId('activity-item').first()).toBeVisible();
  await pause(page);
  // Paused hides the feed; going live again shows the stored events of the last answer.
  await page.getByTestId('live-toggle').click();
  const realtime = realtimeResponseSchema.parse(answers.get(REALTIME)!.body);
  await expect(page.getByTestId('activity-item').first()).toBeVisible();
  expect(realtime.recentActivity.length).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
});

test('Live polls the realtime API every 5 s; Paused stops every poll; Refresh refetches everything', async ({ page }) => {
  await page.clock.install();
  const realtime = countRequests(page, 'GET', REALTIME);
  const realtimeAnswers = countAnswers(page, REALTIME);
  const conversions = countRequests(page, 'GET', CONVERSIONS);
  const sources = countRequests(page, 'GET', SOURCES);
  const ab = countRequests(page, 'GET', AB);
  await page.goto(SCREENS.analytics[0]);
  await expect(page.getByTestId('kpi-active-users')).toBeVisible();
  await answered(page, realtimeAnswers, 1);
  expect(realtime.count).toBe(1);

  await page.clock.runFor(POLL_MS.realtimeLive);
  await answered(page, realtimeAnswers, 2);
  await page.clock.runFor(POLL_MS.realtimeLive);
  await answered(page, realtimeAnswers, 3);
  expect(realtime.count).toBe(3);
  await expect.poll(() => conversions.count).toBeGreaterThanOrEqual(2);

  await pause(page);
  const counts = () => [realtime.count, conversions.count, sources.count, ab.count];
  const atPause = counts();
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  expect(counts()).toEqual(atPause);

  // Refresh: one more request of each, paused or not.
  await page.getByTestId('refresh').click();
  await expect.poll(counts).toEqual(atPause.map((n) => n + 1));

  // Live again: polling resumes.
  await page.getByTestId('live-toggle').click();
  await expect(page.getByTestId('live-toggle')).toHaveAttribute('aria-pressed', 'true');
  const resumed = realtime.count;
  await page.clock.runFor(POLL_MS.realtimeLive);
  await expect.poll(() => realtime.count).toBeGreaterThan(resumed);
});

test('the tabs work by keyboard and show the server answers', async ({ page }) => {
  const answers = lastAnswers(page);
  await page.goto(SCREENS.analytics[0]);
  await expect(page.getByTestId('traffic-sources-table')).toBeVisible();
  await pause(page);

  const traffic = page.getByRole('tab', { name: 'Traffic Sources' });
  await traffic.focus();
  await expect(traffic).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  const campaigns = page.getByRole('tab', { name: 'Campaigns' });
  await expect(campaigns).toBeFocused();
  await expect(campaigns).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('campaigns-table')).toBeVisible();
  await expect(page.getByTestId('campaigns-note')).toContainText('not shown here');
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Conversions' })).toHaveAttribute('aria-selected', 'true');
  const conversions = conversionsResponseSchema.parse(answers.get(CONVERSIONS)!.body);
  await expect(page.getByTestId('conv-purchases')).toHaveText(count(conversions.conversions));
  await expect(page.getByTestId('conv-beta-signups')).toHaveText(count(conversions.betaSignups));
  await expect(page.getByTestId('recent-conversion').or(page.getByTestId('recent-conversions-empty')).first()).toBeVisible();
  await expect(page.getByTestId('recent-conversion')).toHaveCount(conversions.recent.length);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('End');
  const optimization = page.getByRole('tab', { name: 'Optimization' });
  await expect(optimization).toBeFocused();
  await expect(optimization).toHaveAttribute('aria-selected', 'true');
  // The A/B results do not move with the demo activity: the screen matches the API asked directly.
  const ab = abResultsSchema.parse(await (await page.request.get(AB)).json());
  expect(ab.tests.length).toBeGreaterThan(0);
  for (const t of ab.tests) {
    const table = page.getByTestId(`ab-table-${t.testName}`);
    await expect(table.locator('tbody tr')).toHaveCount(t.variants.length);
    await expect(page.getByTestId(`ab-variant-${t.testName}-${t.control}`)).toContainText('Control');
    for (const v of t.variants) {
      await expect(page.getByTestId(`ab-variant-${t.testName}-${v.variant}`).locator('[data-col="exposures"]')).toHaveText(count(v.exposures));
    }
  }
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Home');
  await expect(traffic).toHaveAttribute('aria-selected', 'true');
});

test('the period select changes the period of the requests and the exports', async ({ page }) => {
  await page.goto(SCREENS.analytics[0]);
  await expect(page.getByTestId('kpi-visits')).toBeVisible();
  const asked = (pathname: string) =>
    page.waitForRequest((r) => {
      const url = new URL(r.url());
      return r.method() === 'GET' && url.pathname === pathname && url.searchParams.get('period') === '7d';
    });
  const conversions = asked(CONVERSIONS);
  const sources = asked(SOURCES);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === CONVERSIONS && new URL(r.url()).searchParams.get('period') === '7d');
  await page.getByTestId('period-select').selectOption('7d');
  await conversions;
  await sources;
  const body = conversionsResponseSchema.parse(await (await answer).json());
  expect(body.period).toBe('7d');
  for (const dataset of ['beta-signups', 'newsletter', 'conversions', 'traffic-sources']) {
    await expect(page.getByTestId(`export-${dataset}`)).toHaveAttribute('href', new RegExp(`/api/marketing/export/${dataset}\\?period=7d&`));
  }
  await expect(page.getByTestId('kpi-visits')).toHaveText(/^\d[\d,]*$/);
});
