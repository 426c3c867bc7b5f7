/**
 * /conversions = /real-time-conversions in local web mode as the local owner, with the demo data
 * (docs/product.md "Real-time conversions"): the last 10 conversions, the weekly goal (purchases +
 * beta signups of the last 7 days against WEEKLY_SIGNUP_GOAL) and the totals are the server's; Live
 * polls every 10 s and Paused stops it; the buttons lead somewhere real (the analytics dashboard,
 * CSV exports).
 */
import type { Page } from '@playwright/test';
import { POLL_MS, RECENT_CONVERSIONS_SIZE, WEEKLY_SIGNUP_GOAL, conversionsResponseSchema, type ConversionsResponse } from '../../shared/contracts/dashboards';
import { SCREENS } from '../../shared/routes';
import { countRequests, expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';

const CONVERSIONS = '/api/analytics/conversions';
const count = (n: number) => n.toLocaleString('en-US');
const usd = (n: number) => (Number.isInteger(n) ? `$${count(n)}` : `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

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

/** Records the last conversions answer the page received. */
function lastAnswer(page: Page): { url: string; body: ConversionsResponse | null } {
  const last: { url: string; body: ConversionsResponse | null } = { url: '', body: null };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== CONVERSIONS || response.request().method() !== 'GET' || response.status() !== 200) return;
    try {
      last.body = conversionsResponseSchema.parse(await response.json());
      last.url = url.pathname + url.search;
    } catch {
      // The page navigated away before the body was read.
    }
  });
  return last;
}

async function pause(page: Page) {
  const toggle = page.getByTestId('live-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.waitForLoadState('networkidle');
}

for (const path of SCREENS.realTimeConversions) {
  test(`${path} shows the last conversions, the weekly goal and the totals with the Demo data badge`, async ({ page }) => {
    // Earlier tests move the shared server's clock past the seeded week (business.spec.ts: +8 days),
    // and demo visitors convert at a realistic few percent: one real signup makes sure the week has
    // a conversion to show.
    const signup = await page.request.post('/api/beta-signup', {
      data: { email: `conversions-${path.slice(1)}-${Date.now()}@example.com`, name: 'Conversions Test', financialGoal: 'Build savings' },
    });
    expect([200, 201], await signup.text()).toContain(signup.status());
    const answer = lastAnswer(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Real-Time Conversions' })).toBeVisible();
    await expect(page.getByTestId('demo-data-badge')).toBeVisible();
    await expect(page.getByTestId('conversion-row').first()).toBeVisible();
    await pause(page);
    await expect.poll(() => answer.body).not.toBeNull();
    const data = answer.body!;
    expect(data.period).toBe('7d');
    expect(new URL(answer.url, 'http://x').searchParams.get('period')).toBe('7d');
    expect(data.includesDemoData).toBe(true);

    const rows = page.getByTestId('conversion-row');
    await expect(rows).toHaveCount(data.recent.length);
    expect(data.recent.length).toBeLessThanOrEqual(RECENT_CONVERSIONS_SIZE);
    const first = data.recent[0]!;
    await expect(rows.first().getByRole('rowheader')).toHaveText(first.name);
    await expect(rows.first().locator('[data-col="revenue"]')).toHaveText(usd(first.revenue));
    await expect(rows.first()).toContainText(first.location ?? '—');

    const goal = data.conversions + data.betaSignups;
    await expect(page.getByTestId('goal-count')).toHaveText(`${count(goal)} / ${count(WEEKLY_SIGNUP_GOAL)}`);
    const percent = Math.min(100, Math.floor((goal / WEEKLY_SIGNUP_GOAL) * 100));
    await expect(page.getByTestId('goal-percent')).toHaveText(`${percent}%`);
    await expect(page.getByRole('progressbar', { name: /Weekly goal/ })).toHaveAttribute('aria-valuenow', String(percent));
    await expect(page.getByTestId('total-purchases')).toHaveText(count(data.conversions));
    await expect(page.getByTestId('total-beta-signups')).toHaveText(count(data.betaSignups));

    // The API asked directly: the same window and data set.
    const direct = conversionsResponseSchema.parse(await (await page.request.get(answer.url)).json());
    expect(direct.from).toBe(data.from);
    expect(direct.includesDemoData).toBe(true);
    expect(direct.conversions + direct.betaSignups).toBeGreaterThanOrEqual(goal);

    // The buttons do something real.
    await expect(page.getByTestId('export-conversions')).toHaveAttribute('href', /\/api\/marketing\/export\/conversions\?period=7d&/);
    await expect(page.getByRole('link', { name: 'Open the Analytics Dashboard' })).toHaveAttribute('href', SCREENS.analytics[0]);
    await expectNoSeriousA11yViolations(page);
  });
}

test('Live polls every 10 s; Paused stops it', async ({ page }) => {
  await page.clock.install();
  const requests = countRequests(page, 'GET', CONVERSIONS);
  const answers = countAnswers(page, CONVERSIONS);
  await page.goto(SCREENS.realTimeConversions[0]);
  await expect(page.getByTestId('goal-count')).toBeVisible();
  await answered(page, answers, 1);
  await page.clock.runFor(POLL_MS.conversions);
  await answered(page, answers, 2);
  expect(requests.count).toBe(2);

  await pause(page);
  const atPause = requests.count;
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  expect(requests.count).toBe(atPause);

  await page.getByTestId('live-toggle').click();
  await page.clock.runFor(POLL_MS.conversions);
  await expect.poll(() => requests.count).toBeGreaterThan(atPause);
});
