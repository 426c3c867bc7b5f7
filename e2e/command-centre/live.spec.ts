/**
 * /live and /live-campaign-tracker (the Live Campaign Tracker) in local web mode: demo mode with the
 * demo owner signed in, so every answer includes demo data and the demo generator keeps it moving.
 */
import type { Page, Response } from '@playwright/test';
import { POST_TEMPLATE_IDS, campaignStateResponseSchema } from '../../shared/contracts/campaigns';
import { POLL_MS, conversionsResponseSchema, type ConversionsResponse } from '../../shared/contracts/dashboards';
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';

const READ_APIS = ['/api/analytics/real-time', '/api/analytics/conversions', '/api/analytics/traffic-sources', '/api/conversion/funnel-metrics'];

function countReads(page: Page): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(READ_APIS.map((p) => [p, 0]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && path in counts) counts[path]! += 1;
  });
  return counts;
}

const isGet = (path: string) => (r: Response) => r.request().method() === 'GET' && new URL(r.url()).pathname === path;

test('shows totals, four channels and the funnel from the server, with the Demo data badge', async ({ page }) => {
  // The latest answer for today: the generator adds visits while we look, and the screen shows the newest.
  let latest: ConversionsResponse | undefined;
  page.on('response', (r) => {
    if (isGet('/api/analytics/conversions')(r) && r.ok()) {
      void r.json().then((body) => (latest = conversionsResponseSchema.parse(body)));
    }
  });
  const stateAnswer = page.waitForResponse(isGet('/api/marketing/campaign-state'));
  await page.goto('/live');
  const state = campaignStateResponseSchema.parse(await (await stateAnswer).json());

  await expect(page.getByRole('heading', { level: 1, name: 'Live Campaign Tracker' })).toBeVisible();
  await expect(page.getByTestId('demo-data-badge')).toBeVisible();
  await expect(page.getByTestId('live-toggle')).toHaveText('Pause');
  await expect(page.getByTestId('tracker-state')).toHaveText('Tracking live');

  await expect.poll(async () => (await page.getByTestId('total-clicks').textContent()) === latest?.visits.toLocaleString('en-US')).toBe(true);
  await expect
    .poll(async () => (await page.getByTestId('total-signups').textContent()) === ((latest?.betaSignups ?? -1) + (latest?.conversions ?? 0)).toLocaleString('en-US'))
    .toBe(true);
  await expect(page.getByTestId('total-reach')).toHaveText(/^[\d,]+$/);
  await expect(page.getByTestId('total-revenue')).toHaveText(/^\$[\d,]+$/);
  await expect(page.getByTestId('total-hours')).toHaveText(/^\d+\.\d$/);
  const posted = state.items.filter((i) => i.kind === 'post_template' && i.status === 'posted').length;
  await expect(page.getByTestId('total-posts')).toHaveText(`${posted} / ${POST_TEMPLATE_IDS.length}`);

  for (const source of ['twitter', 'linkedin', 'reddit', 'email']) {
    await expect(page.getByTestId(`live-channel-${source}`).getByTestId('channel-status')).toHaveText(/^(Queued|Active|Completed)$/);
  }
  await expect(page.locator('[data-testid^="live-channel-"] h3')).toHaveText(['Twitter/X', 'LinkedIn', 'Reddit', 'Email']);
  await expect(page.getByTestId('live-funnel').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('live-funnel')).toContainText('Checkout starts');

  await expectNoSeriousA11yViolations(page);
});

test('/live-campaign-tracker is the same screen', async ({ page }) => {
  await page.goto('/live-campaign-tracker');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Campaign Tracker' })).toBeVisible();
  await expect(page.getByTestId('total-clicks')).toBeVisible();
  await expect(page.getByTestId('demo-data-badge')).toBeVisible();
});

test('Start / Pause: tracking polls the read APIs at their intervals, paused sends nothing', async ({ page }) => {
  await page.clock.install();
  const counts = countReads(page);
  await page.goto('/live');
  await expect(page.getByTestId('total-clicks')).toBeVisible();
  await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1_000);

  const before = { ...counts };
  await page.clock.runFor(POLL_MS.funnel + 500);
  for (const path of READ_APIS) await expect.poll(() => counts[path], path).toBeGreaterThan(before[path]!);

  await page.getByTestId('live-toggle').click();
  await expect(page.getByTestId('live-toggle')).toHaveText('Start');
  await expect(page.getByTestId('tracker-state')).toHaveText('Paused');
  const paused = { ...counts };
  await page.clock.runFor(60_000);
  await page.waitForTimeout(300);
  expect(counts).toEqual(paused);

  // Start again: polling resumes.
  await page.getByTestId('live-toggle').click();
  await expect(page.getByTestId('live-toggle')).toHaveText('Pause');
  await page.clock.runFor(POLL_MS.realTime + 500);
  await expect.poll(() => counts['/api/analytics/real-time']).toBeGreaterThan(paused['/api/analytics/real-time']!);
});
