/**
 * /conversion-funnel = /funnel in local web mode as the local owner, with the demo data
 * (docs/product.md "Conversion funnel"): the figures are the server's (rate string + "%", revenue =
 * conversions x $19, 24 h page views), the rating, warnings and highlight follow FUNNEL_THRESHOLDS,
 * the funnel is polled every 30 s and the last 24 hours every 10 s. The page's clock is held after
 * load so the screen keeps the answers it first received while they are compared.
 */
import type { Page } from '@playwright/test';
import { FUNNEL_THRESHOLDS, POLL_MS, funnelMetricsResponseSchema, realTimeResponseSchema, type FunnelMetricsResponse } from '../../shared/contracts/dashboards';
import { SCREENS } from '../../shared/routes';
import { countRequests, expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';

const FUNNEL = '/api/conversion/funnel-metrics';
const REAL_TIME = '/api/analytics/real-time';

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

const answerTo = (page: Page, pathname: string) => page.waitForResponse((r) => new URL(r.url()).pathname === pathname && r.request().method() === 'GET');

/** Holds the page's time a moment ahead, so no poll fires while the test reads the screen. */
async function holdClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1_000);
}

/** The warnings the spec's thresholds call for, in funnel order. */
function expectedWarnings(m: FunnelMetricsResponse): string[] {
  const t = FUNNEL_THRESHOLDS;
  const ids: string[] = [];
  if (Number(m.conversionRate) < t.excellentConversionPercent) ids.push('low-conversion');
  if (m.pricingViews < m.totalVisitors * t.minPricingShare) ids.push('low-pricing-views');
  if (m.checkoutStarts < m.pricingViews * t.minCheckoutShare) ids.push('low-checkout-starts');
  return ids;
}

for (const path of SCREENS.conversionFunnel) {
  test(`${path} shows the server's funnel with the spec's verdicts and the Demo data badge`, async ({ page }) => {
    await page.clock.install();
    const funnelAnswer = answerTo(page, FUNNEL);
    const realTimeAnswer = answerTo(page, REAL_TIME);
    await page.goto(path);
    const funnel = funnelMetricsResponseSchema.parse(await (await funnelAnswer).json());
    const realTime = realTimeResponseSchema.parse(await (await realTimeAnswer).json());
    await holdClock(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Conversion Funnel' })).toBeVisible();
    await expect(page.getByTestId('demo-data-badge')).toBeVisible();
    expect(funnel.includesDemoData).toBe(true);
    expect(funnel.totalVisitors).toBeGreaterThan(0);

    const rate = Number(funnel.conversionRate);
    await expect(page.getByTestId('funnel-conversion-rate')).toHaveText(`${funnel.conversionRate}%`);
    await expect(page.getByTestId('funnel-rating')).toHaveText(rate > FUNNEL_THRESHOLDS.excellentConversionPercent ? 'Excellent' : 'Needs Improvement');
    await expect(page.getByTestId('conversion-badge')).toHaveAttribute('data-highlighted', String(rate > FUNNEL_THRESHOLDS.highlightConversionPercent));
    await expect(page.getByTestId('funnel-revenue')).toHaveText(`$${count(funnel.conversions * FUNNEL_THRESHOLDS.revenuePerConversion)}`);
    await expect(page.getByText('Revenue (estimate)')).toBeVisible();
    await expect(page.getByTestId('funnel-page-views')).toHaveText(count(realTime.last24h.pageViews));

    const stages = [funnel.totalVisitors, funnel.pricingViews, funnel.checkoutStarts, funnel.conversions];
    for (const [index, n] of stages.entries()) await expect(page.getByTestId(`funnel-count-${index}`)).toHaveText(count(n));
    for (const point of funnel.dropoffPoints) {
      await expect(page.getByTestId(`funnel-dropoff-${point.stage}`)).toHaveText(`${count(point.lost)} lost (${point.dropoffRate.toFixed(1)}% drop-off)`);
    }

    const warnings = expectedWarnings(funnel);
    await expect(page.locator('[data-testid^="warning-"]')).toHaveCount(warnings.length);
    for (const id of warnings) await expect(page.getByTestId(`warning-${id}`)).toBeVisible();
    const recommendations = warnings.length === 0 ? ['keep-testing'] : warnings;
    await expect(page.locator('[data-testid^="recommendation-"]')).toHaveCount(recommendations.length);
    for (const id of recommendations) await expect(page.getByTestId(`recommendation-${id}`)).toBeVisible();

    // The API asked directly agrees on the data set and the window.
    const direct = funnelMetricsResponseSchema.parse(await (await page.request.get(`${FUNNEL}?period=today&tzOffset=${await page.evaluate('new Date().getTimezoneOffset()')}`)).json());
    expect(direct.from).toBe(funnel.from);
    expect(direct.totalVisitors).toBeGreaterThanOrEqual(funnel.totalVisitors);
    // axe waits on timers of its own: let the page's time run again.
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
  });
}

test('skeletons while loading', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${FUNNEL}*`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(SCREENS.conversionFunnel[0]);
  await expect(page.getByTestId('funnel-loading')).toBeVisible();
  release();
  await expect(page.getByTestId('funnel-count-0')).toBeVisible();
  await expect(page.getByTestId('funnel-loading')).toHaveCount(0);
});

test('polls the funnel every 30 s and the last 24 hours every 10 s; the period select changes the request', async ({ page }) => {
  await page.clock.install();
  const funnel = countRequests(page, 'GET', FUNNEL);
  const realTime = countRequests(page, 'GET', REAL_TIME);
  const realTimeAnswers = countAnswers(page, REAL_TIME);
  await page.goto(SCREENS.conversionFunnel[1]);
  await expect(page.getByTestId('funnel-count-0')).toBeVisible();
  await expect.poll(() => [funnel.count, realTime.count]).toEqual([1, 1]);
  await holdClock(page);

  // One interval at a time: a poll that fires while the previous one is still in flight is merged into it.
  await answered(page, realTimeAnswers, 1);
  await page.clock.runFor(POLL_MS.realTime);
  await answered(page, realTimeAnswers, 2);
  expect(funnel.count).toBe(1);
  await page.clock.runFor(POLL_MS.realTime);
  await answered(page, realTimeAnswers, 3);
  expect(funnel.count).toBe(1);
  expect(POLL_MS.funnel).toBe(3 * POLL_MS.realTime);
  await page.clock.runFor(POLL_MS.realTime);
  await expect.poll(() => [funnel.count, realTime.count]).toEqual([2, 4]);

  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === FUNNEL && new URL(r.url()).searchParams.get('period') === '30d');
  await page.getByTestId('period-select').selectOption('30d');
  await asked;
  // The query library delivers answers on timers: let the page's time run to draw the new period.
  await page.clock.resume();
  await expect(page.getByTestId('funnel-count-0')).toBeVisible();
});
