/**
 * /onboarding (docs/product.md "Onboarding") and /dashboard (docs/product.md "Budgets"), in local
 * web mode as the local owner (the demo user). The suite shares one database across workers, so
 * every test sets the state it asserts on instead of relying on an earlier test.
 */
import type { Page, Request, Response } from '@playwright/test';
import { formatUsd } from '../renderer/src/lib/format';
import type { DashboardResponse } from '../shared/contracts/dashboard';
import type { OnboardingRequest } from '../shared/contracts/onboarding';
import { BASE_URL } from './support/env';
import { countRequests, expect, isScreenPageView, test } from './fixtures';
import { openFromMenu } from './support/client-navigation';

const ONBOARDING = '/api/user/onboarding';
const DASHBOARD = '/api/dashboard';
const SETTINGS = '/api/user/budget-settings';
const TRACK = '/api/analytics/track';
const SAVING = 'Setting up your financial dashboard...';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const badge = (page: Page) => page.getByTestId('step-badge');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const backButton = (page: Page) => page.getByRole('button', { name: 'Back' });
const completeButton = (page: Page) => page.getByRole('button', { name: 'Complete Setup' });
const targetAmount = (page: Page) => page.getByLabel('Target Amount (USD)');
const isPath = (pathname: string, method?: string) => (r: Request) =>
  new URL(r.url()).pathname === pathname && (method === undefined || r.method() === method);
const isResponse = (pathname: string, method?: string) => (r: Response) => isPath(pathname, method)(r.request());

/** The analytics events the page sends, in order. */
function recordTrackedEvents(page: Page): { event: string; properties?: Record<string, unknown> }[] {
  const events: { event: string; properties?: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (!isPath(TRACK, 'POST')(request)) return;
    const body = request.postDataJSON() as (typeof events)[number];
    if (!isScreenPageView(body)) events.push(body);
  });
  return events;
}

async function expectStep(page: Page, title: string, n: number) {
  await expect(heading(page)).toHaveText(title);
  await expect(badge(page)).toHaveText(`${n} of 4`);
  await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', String(n * 25));
}

test.describe('onboarding', () => {
  test('four steps with validation, then the saved answers and the dashboard welcome', async ({ page }) => {
    const events = recordTrackedEvents(page);
    await page.goto('/onboarding');
    await expectStep(page, 'Welcome', 1);
    await expect(backButton(page)).toBeDisabled();
    await expect(page.getByText('Setup takes 2-3 minutes.')).toBeVisible();

    await continueButton(page).click();
    await expectStep(page, 'About You', 2);

    // Continue waits for a name.
    const name = page.getByLabel('Your name');
    await name.fill('');
    await expect(continueButton(page)).toBeDisabled();
    await name.fill('   ');
    await expect(continueButton(page)).toBeDisabled();
    await name.fill('Avery');
    await expect(continueButton(page)).toBeEnabled();

    // Age that is not a number falls back to 25 (and the page says so); income is read as typed.
    await page.getByLabel('Age').fill('abc');
    await expect(page.getByText('That is not a number, so we will use 25.')).toBeVisible();
    await page.getByLabel('Monthly income (USD)').fill('5,200');

    // Back goes down one step and keeps the answers.
    await backButton(page).click();
    await expectStep(page, 'Welcome', 1);
    await continueButton(page).click();
    await expect(page.getByLabel('Your name')).toHaveValue('Avery');

    await continueButton(page).click();
    await expectStep(page, 'Your Goals', 3);
    const goals = page.getByRole('radio');
    await expect(goals).toHaveCount(5);
    for (const label of [
      'Find forgotten subscriptions',
      'Build an emergency fund',
      'Pay off debt',
      'Save for a home',
      'Plan for retirement',
    ]) {
      await expect(page.getByRole('radio', { name: label, exact: true })).not.toBeChecked();
    }
    await expect(page.getByLabel('How many subscriptions do you think you pay for?')).toHaveValue('5');

    // Without a goal, the last step cannot be completed.
    await continueButton(page).click();
    await expectStep(page, 'Get Started', 4);
    await expect(continueButton(page)).toHaveCount(0);
    await expect(completeButton(page)).toBeDisabled();
    await expect(page.getByTestId('summary-hidden-subscriptions')).toContainText('7');
    await expect(page.getByTestId('summary-average-savings')).toContainText('$127');
    await expect(page.getByTestId('summary-results')).toContainText('24 hours');

    await backButton(page).click();
    await expectStep(page, 'Your Goals', 3);
    // Target Amount is hidden for the subscriptions goal and shown for every other one.
    await page.getByRole('radio', { name: 'Find forgotten subscriptions' }).check();
    await expect(targetAmount(page)).toHaveCount(0);
    for (const label of ['Build an emergency fund', 'Pay off debt', 'Plan for retirement', 'Save for a home']) {
      await page.getByRole('radio', { name: label }).check();
      await expect(targetAmount(page)).toBeVisible();
    }
    await targetAmount(page).fill('60000');
    await page.getByLabel('How many subscriptions do you think you pay for?').fill('9');

    await continueButton(page).click();
    await expectStep(page, 'Get Started', 4);
    await expect(page.getByTestId('summary-hidden-subscriptions')).toContainText('11');
    await expect(completeButton(page)).toBeEnabled();

    // Hold the save so the full-screen message can be seen.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${ONBOARDING}`, async (route) => {
      await gate;
      await route.continue();
    });
    const requestPromise = page.waitForRequest(isPath(ONBOARDING, 'POST'));
    await completeButton(page).click();
    const request = await requestPromise;
    await expect(page.getByText(SAVING, { exact: true })).toBeVisible();
    expect(request.postDataJSON() as OnboardingRequest).toEqual({
      personalInfo: { name: 'Avery', age: 25, monthlyIncome: 5200 },
      goals: { primaryGoal: 'home', targetAmount: 60000 },
      subscriptions: { estimatedCount: 9, monthlyCost: 0 },
    });
    const responsePromise = page.waitForResponse(isResponse(ONBOARDING, 'POST'));
    release();
    expect((await responsePromise).status()).toBe(200);

    await expect(page).toHaveURL(`${BASE_URL}/dashboard?welcome=true`);
    const welcome = page.getByTestId('welcome-panel');
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('heading')).toHaveText('Welcome, Avery!');
    await expect(welcome).toContainText('Your setup is saved');
    // The answers set the income, so the plan is computed from it.
    await expect(page.getByRole('textbox', { name: 'Monthly income (USD)' })).toHaveValue('5200');

    // One step event per forward move, with the step left; then the completion event.
    await expect.poll(() => events.map((e) => e.event).at(-1)).toBe('onboarding_completed');
    expect(events).toEqual([
      { event: 'onboarding_step_completed', properties: { step: 'welcome' } },
      { event: 'onboarding_step_completed', properties: { step: 'welcome' } },
      { event: 'onboarding_step_completed', properties: { step: 'about-you' } },
      { event: 'onboarding_step_completed', properties: { step: 'your-goals' } },
      { event: 'onboarding_step_completed', properties: { step: 'your-goals' } },
      { event: 'onboarding_completed' },
    ]);

    // The welcome panel can be dismissed, and stays dismissed on reload.
    await welcome.getByRole('button', { name: 'Dismiss welcome message' }).click();
    await expect(welcome).toHaveCount(0);
    await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
    await page.reload();
    await expect(page.getByTestId('budget-settings')).toBeVisible();
    await expect(page.getByTestId('welcome-panel')).toHaveCount(0);
  });

  test('a full name is kept as typed: "Alex Rivera", never "Alex Rivera U." or "Alex Rivera User"', async ({ page }) => {
    await page.goto('/onboarding');
    await continueButton(page).click();
    await expectStep(page, 'About You', 2);
    await page.getByLabel('Your name').fill('Alex Rivera');
    await continueButton(page).click();
    await page.getByRole('radio', { name: 'Build an emergency fund' }).check();
    await continueButton(page).click();
    await expectStep(page, 'Get Started', 4);
    const saved = page.waitForResponse(isResponse(ONBOARDING, 'POST'));
    await completeButton(page).click();
    expect((await saved).request().postDataJSON()).toMatchObject({ personalInfo: { name: 'Alex Rivera' } });

    // The greeting uses the first name; the stored name is the typed one, split in two.
    await expect(page.getByTestId('welcome-panel').getByRole('heading')).toHaveText('Welcome, Alex!');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { firstName: string | null; lastName: string | null };
    expect({ firstName: me.firstName, lastName: me.lastName }).toEqual({ firstName: 'Alex', lastName: 'Rivera' });

    // Onboarding again starts from the whole stored name, exactly as it was typed.
    await page.goto('/onboarding');
    await continueButton(page).click();
    await expect(page.getByLabel('Your name')).toHaveValue('Alex Rivera');
  });

  test('a failed save still goes to the dashboard; the flow works from the keyboard', async ({ page }) => {
    await page.route(`**${ONBOARDING}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"x"}}' }),
    );
    const responsePromise = page.waitForResponse(isResponse(ONBOARDING, 'POST'));
    await page.goto('/onboarding');
    await expectStep(page, 'Welcome', 1);

    await continueButton(page).focus();
    await page.keyboard.press('Enter');
    await expectStep(page, 'About You', 2);
    // Focus moves to the new step's heading, then on into its first field.
    await expect(heading(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your name')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Robin');
    await page.keyboard.press('Enter');

    await expectStep(page, 'Your Goals', 3);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Find forgotten subscriptions' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Build an emergency fund' })).toBeChecked();
    await page.keyboard.press('Enter');

    await expectStep(page, 'Get Started', 4);
    await page.keyboard.press('Tab');
    await expect(backButton(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(completeButton(page)).toBeFocused();
    await page.keyboard.press('Enter');

    expect((await responsePromise).status()).toBe(500);
    await expect(page).toHaveURL(`${BASE_URL}/dashboard?welcome=true`);
    await expect(page.getByTestId('welcome-panel')).toBeVisible();
  });
});

test.describe('dashboard', () => {
  const incomeField = (page: Page) => page.getByRole('textbox', { name: 'Monthly income (USD)' });
  const saveButton = (page: Page) => page.getByRole('button', { name: 'Save and recalculate' });
  const amount = (page: Page, key: string) => page.getByTestId(`allocation-${key}`).getByTestId('allocation-amount');
  const percent = (page: Page, key: string) => page.getByTestId(`allocation-${key}`).getByTestId('allocation-percent');

  async function saveSettings(page: Page, income: string, mode: string) {
    await incomeField(page).fill(income);
    await page.getByRole('radio', { name: mode, exact: true }).check();
    const responsePromise = page.waitForResponse(isResponse(SETTINGS, 'PUT'));
    await saveButton(page).click();
    const response = await responsePromise;
    expect(response.status()).toBe(200);
    return response;
  }

  async function expectAllocation(page: Page, amounts: string[], percents: number[]) {
    for (const [index, key] of ['bills', 'debt', 'savings', 'spending', 'flexFund'].entries()) {
      await expect(amount(page, key)).toHaveText(amounts[index]!);
      await expect(percent(page, key)).toHaveText(`${percents[index]}%`);
    }
  }

  test('changing mode and income updates the allocation at once and persists across reload', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('budget-settings')).toBeVisible();
    await saveSettings(page, '4000', 'AI Control');
    await expectAllocation(page, ['$1,600', '$800', '$1,000', '$400', '$200'], [40, 20, 25, 10, 5]);

    const dashboardReads = countRequests(page, 'GET', DASHBOARD);
    const response = await saveSettings(page, '6000', 'Debt Crusher');
    expect(response.request().postDataJSON()).toEqual({ income: 6000, mode: 'debt-mode' });
    expect(response.request().headers()['content-type']).toContain('application/json');
    await expectAllocation(page, ['$1,800', '$2,700', '$900', '$300', '$300'], [30, 45, 15, 5, 5]);
    await expect(page.getByTestId('allocation-summary')).toContainText('Debt Crusher');
    await expect(page.getByTestId('allocation-summary')).toContainText('$6,000');
    await expect(page.getByTestId('allocation-chart')).toHaveAttribute('aria-label', /Debt payoff \$2,700 \(45%\)/);
    const toast = page.getByTestId('toast');
    await expect(toast.getByTestId('toast-title')).toHaveText('Budget updated');
    await expect(toast.getByTestId('toast-description')).toContainText('Debt Crusher');
    // The answer replaced the cached dashboard: no second read.
    expect(dashboardReads.count).toBe(0);

    const body = (await response.json()) as DashboardResponse;
    await expect(page.getByTestId('ai-tip')).toHaveText(body.allocation!.aiTip);
    await expect(page.getByTestId('credit-current')).toHaveText(String(body.allocation!.currentScore));
    await expect(page.getByTestId('credit-projected')).toHaveText(String(body.allocation!.creditProjection));

    await page.reload();
    await expect(incomeField(page)).toHaveValue('6000');
    await expect(page.getByRole('radio', { name: 'Debt Crusher', exact: true })).toBeChecked();
    await expectAllocation(page, ['$1,800', '$2,700', '$900', '$300', '$300'], [30, 45, 15, 5, 5]);
  });

  test('an invalid income shows an inline error and sends nothing', async ({ page }) => {
    const puts = countRequests(page, 'PUT', SETTINGS);
    await page.goto('/dashboard');
    await expect(page.getByTestId('budget-settings')).toBeVisible();
    const error = page.getByTestId('income-error');
    for (const [value, message] of [
      ['-1', 'Income must be at least $0.'],
      ['abc', 'Income must be a number, for example 4500.'],
      ['', 'Enter your monthly income, 0 or more.'],
      ['100000001', 'Income must be at most $100,000,000.'],
    ] as const) {
      await incomeField(page).fill(value);
      await saveButton(page).click();
      await expect(error).toHaveText(message);
      await expect(incomeField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(incomeField(page)).toBeFocused();
    }
    // Enter in the field is validated the same way.
    await incomeField(page).fill('-1');
    await incomeField(page).press('Enter');
    await expect(error).toHaveText('Income must be at least $0.');
    // Typing clears the error.
    await incomeField(page).fill('3000');
    await expect(error).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(puts.count).toBe(0);
  });

  test('with no plan yet it explains, and calculates one from the settings', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('budget-settings')).toBeVisible();
    await saveSettings(page, '0', 'Goal Getter');
    const empty = page.getByTestId('allocation-empty');
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('No budget plan yet');
    await expect(page.getByTestId('allocation-card')).toHaveCount(0);

    await incomeField(page).fill('2000');
    const responsePromise = page.waitForResponse(isResponse(SETTINGS, 'PUT'));
    await empty.getByRole('button', { name: 'Calculate my plan' }).click();
    expect((await responsePromise).request().postDataJSON()).toEqual({ income: 2000, mode: 'goal-mode' });
    await expect(empty).toHaveCount(0);
    await expectAllocation(page, ['$700', '$300', '$800', '$100', '$100'], [35, 15, 40, 5, 5]);
  });

  test('savings tracker, insights, demo badge and links show the server data', async ({ page }) => {
    // The server's own answer (the page arrives with it rendered, docs/architecture.md "Server-rendered first paint").
    const data = (await (await page.request.get(DASHBOARD)).json()) as DashboardResponse;
    await page.goto('/dashboard');

    await expect(page.getByTestId('savings-target')).toHaveText(formatUsd(data.savings.monthlyTarget));
    await expect(page.getByTestId('savings-actual')).toHaveText(formatUsd(data.savings.actualSaved));
    await expect(page.getByTestId('savings-cancelled')).toHaveText(String(data.savings.subscriptionsCancelled));
    await expect(page.getByTestId('savings-total')).toHaveText(formatUsd(data.savings.totalSavedAllTime));
    if (data.savings.months.length > 0) {
      // The chart's numbers are in a table for assistive technology.
      const table = page.getByTestId('savings-chart').getByRole('table', { includeHidden: true });
      await expect(table.locator('tbody tr')).toHaveCount(data.savings.months.length);
      const last = data.savings.months.at(-1)!;
      await expect(table.locator('tbody tr').last()).toContainText(formatUsd(last.actualSaved));
    } else {
      await expect(page.getByTestId('savings-chart-empty')).toBeVisible();
    }

    const items = page.getByTestId('insight-item');
    await expect(items).toHaveCount(data.insights.length);
    for (const [index, insight] of data.insights.entries()) {
      const item = items.nth(index);
      await expect(item.getByTestId('insight-text')).toHaveText(insight.insight);
      await expect(item.getByTestId('insight-category')).toHaveText(insight.category);
      await expect(item.getByTestId('insight-confidence')).toHaveText(`${Math.round(insight.confidence * 100)}% confidence`);
    }
    await expect(page.getByTestId('insights-method')).toContainText(`How this is computed: ${data.insightsMethod}`);

    // The server runs in offline demo mode and the local owner is the demo user.
    expect(data.demoData).toBe(true);
    await expect(page.getByRole('main').getByTestId('demo-data-badge').first()).toHaveText('Demo data');

    const links = page.getByRole('navigation', { name: 'More for your money' });
    for (const [name, href] of [
      ['Subscriptions', '/subscriptions'],
      ['Mobile banking', '/mobile'],
      ['Business savings', '/business'],
      ['Credit score', '/credit-score'],
      ['AI coach', '/ai-coach'],
      ['Plans and pricing', '/pricing'],
    ] as const) {
      await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await links.getByRole('link', { name: 'Credit score', exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/credit-score`);
  });

  test('loading shows skeletons; a failed load explains and retries', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route(`**${DASHBOARD}`, async (route) => {
      calls += 1;
      if (calls > 1) return route.continue();
      await gate;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"boom"}}' });
    });
    await openFromMenu(page, '/dashboard');
    await expect(heading(page)).toHaveText('Your dashboard');
    await expect(page.getByTestId('dashboard-loading')).toBeVisible();
    release();

    const error = page.getByTestId('dashboard-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('We could not load your dashboard');
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('budget-settings')).toBeVisible();
    await expect(error).toHaveCount(0);
  });
});
