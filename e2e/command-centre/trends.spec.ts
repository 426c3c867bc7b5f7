/**
 * /marketing-trends = /trends in local web mode as the local owner, with the demo data
 * (docs/product.md "Trend predictor"): at most six predictions from the server with the Demo data
 * badge and the method sentence, the four tabs by keyboard, the schedule and platform figures as
 * answered, and Analyze -> Analysis Complete (or Analysis Failed when the server refuses).
 */
import type { Page } from '@playwright/test';
import { TREND_PLATFORM_LABELS, TREND_PREDICTIONS_MAX, trendResponseSchema, trendScheduleSchema } from '../../shared/contracts/trends';
import { SCREENS } from '../../shared/routes';
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';

const TRENDS = '/api/marketing/trends';
const SCHEDULE = '/api/marketing/trends/schedule';
const ANALYZE = '/api/marketing/trends/analyze';
const answerTo = (page: Page, pathname: string, method = 'GET') =>
  page.waitForResponse((r) => new URL(r.url()).pathname === pathname && r.request().method() === method);
const toast = (page: Page) => page.getByTestId('toast');

for (const path of SCREENS.marketingTrends) {
  test(`${path} shows the server's predictions (at most ${TREND_PREDICTIONS_MAX}) with the method and the Demo data badge`, async ({ page }) => {
    const answer = answerTo(page, TRENDS);
    await page.goto(path);
    const trends = trendResponseSchema.parse(await (await answer).json());

    await expect(page.getByRole('heading', { level: 1, name: 'AI Marketing Trend Predictor' })).toBeVisible();
    expect(trends.includesDemoData).toBe(true);
    await expect(page.getByTestId('demo-data-badge').first()).toBeVisible();
    await expect(page.getByTestId('trends-method-text')).toHaveText(trends.method);
    expect(trends.method).toContain('Deterministic scoring');

    const cards = page.getByTestId('prediction-card');
    expect(trends.predictions.length).toBeLessThanOrEqual(TREND_PREDICTIONS_MAX);
    await expect(cards).toHaveCount(trends.predictions.length);
    for (const [i, p] of trends.predictions.entries()) {
      const card = cards.nth(i);
      await expect(card).toHaveAttribute('data-platform', p.platform);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(p.topic);
      await expect(card).toContainText(`#${i + 1} ${TREND_PLATFORM_LABELS[p.platform]}`);
      await expect(card.getByTestId('engagement-score')).toHaveText(String(Number.isInteger(p.engagementScore) ? p.engagementScore : p.engagementScore.toFixed(1)));
      await expect(card).toContainText(`${p.confidence}%`);
    }
    await expect(page.getByTestId('primary-platform')).toHaveText(TREND_PLATFORM_LABELS[trends.recommendedStrategy.primaryPlatform]);
    await expect(page.getByTestId('recommended-strategy')).toContainText(trends.recommendedStrategy.suggestedContent);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the four tabs work by keyboard and show the schedule, insights and platform figures from the server', async ({ page }) => {
  const answer = answerTo(page, TRENDS);
  await page.goto('/marketing-trends');
  const trends = trendResponseSchema.parse(await (await answer).json());

  const topTrends = page.getByRole('tab', { name: 'Top Trends' });
  await expect(topTrends).toHaveAttribute('aria-selected', 'true');
  await topTrends.focus();

  const scheduleAnswer = answerTo(page, SCHEDULE);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Optimal Schedule' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Optimal Schedule' })).toHaveAttribute('aria-selected', 'true');
  const schedule = trendScheduleSchema.parse(await (await scheduleAnswer).json());
  await expect(page.getByTestId('schedule-method')).toHaveText(schedule.method);
  for (const [platform, times] of Object.entries(schedule.schedule)) {
    const row = page.getByTestId(`schedule-${platform}`);
    await expect(row.getByRole('rowheader')).toHaveText(TREND_PLATFORM_LABELS[platform as keyof typeof TREND_PLATFORM_LABELS]);
    const [h, m] = times![0]!.split(':').map(Number) as [number, number];
    await expect(row.getByRole('cell').first()).toHaveText(`${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`);
  }
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Market Insights' })).toHaveAttribute('aria-selected', 'true');
  for (const topic of trends.marketInsights.topTrends) await expect(page.getByTestId('insights-top-trends')).toContainText(topic);
  for (const c of trends.marketInsights.competitorActivity) await expect(page.getByTestId('market-insights')).toContainText(c.note);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Platform Analysis' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('owner-weight')).toHaveText(`${Math.round(trends.basedOn.ownerWeight * 100)}%`);
  for (const c of trends.basedOn.channels) {
    const row = page.getByTestId(`platform-row-${c.platform}`);
    await expect(row.getByRole('cell').nth(0)).toHaveText(c.sessions.toLocaleString('en-US'));
    await expect(row.getByRole('cell').nth(1)).toHaveText(c.conversions.toLocaleString('en-US'));
    await expect(row.getByRole('cell').nth(2)).toHaveText(`${c.conversionRate.toFixed(2)}%`);
  }
  await expectNoSeriousA11yViolations(page);

  // Tab moves from the tab list into the panel.
  await page.getByRole('tab', { name: 'Platform Analysis' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
});

test('Analyze recomputes on the server and says Analysis Complete', async ({ page }) => {
  await page.goto('/trends');
  await expect(page.getByTestId('prediction-card').first()).toBeVisible();
  const analyzed = answerTo(page, ANALYZE, 'POST');
  await page.getByTestId('analyze-trends').click();
  const answer = await analyzed;
  expect(answer.status()).toBe(200);
  const trends = trendResponseSchema.parse(await answer.json());
  expect(trends.lastAnalyzedAt).toBe(trends.timestamp);
  await expect(toast(page).getByTestId('toast-title')).toHaveText('Analysis Complete');
  await expect(page.getByTestId('last-analyzed')).toContainText('Last analyzed');
  await expect(page.getByTestId('prediction-card')).toHaveCount(trends.predictions.length);
  await expect(page.getByTestId('analyze-trends')).toBeEnabled();

  // Reloaded, the screen still knows when the last analysis ran (stored on the server).
  await page.reload();
  await expect(page.getByTestId('last-analyzed')).toContainText('Last analyzed');
});

test('a failed analysis says Analysis Failed and keeps the predictions', async ({ page }) => {
  await page.route(`**${ANALYZE}*`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' }));
  await page.goto('/marketing-trends');
  await expect(page.getByTestId('prediction-card').first()).toBeVisible();
  const cards = await page.getByTestId('prediction-card').count();
  await page.getByTestId('analyze-trends').click();
  await expect(toast(page).getByTestId('toast-title')).toHaveText('Analysis Failed');
  await expect(toast(page).getByTestId('toast-description')).toHaveText('Unable to analyze trends. Please try again.');
  await expect(page.getByTestId('prediction-card')).toHaveCount(cards);
});
