/**
 * Hosted mode end to end (the second test server, APP_MODE=hosted): create an account on the
 * sign-in page, go through onboarding with its validation rules, land on the dashboard welcome,
 * change the plan and see it persist, then sign out and see the data refused.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-test';
import { HOSTED_URL } from '../support/env';

const PASSWORD = 'correct horse battery staple';

async function createAccount(page: Page, username: string) {
  await page.goto('/api/login');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  const form = page.locator('form[action="/api/register"]');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('First name (optional)').fill('Riley');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
}

test('create an account, onboard, plan, reload, sign out', async ({ page }) => {
  const username = `riley${Date.now()}`;

  // Signed out, the dashboard asks for sign-in and the API refuses.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to see your dashboard' })).toBeVisible();
  expect((await page.request.get('/api/dashboard')).status()).toBe(401);

  // A bad password on sign-up is explained on the page, and nothing is created.
  await page.goto('/api/login');
  const form = page.locator('form[action="/api/register"]');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password').fill('short');
  // The browser's own minlength check would stop the form: submit past it to see the server's answer.
  await form.evaluate((f) => f.setAttribute('novalidate', ''));
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('Password must be at least 10 characters');

  await createAccount(page, username);
  await expect(page).toHaveURL(`${HOSTED_URL}/onboarding`);

  // Onboarding with its validation rules.
  await expect(page.getByTestId('step-badge')).toHaveText('1 of 4');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('step-badge')).toHaveText('2 of 4');
  const name = page.getByLabel('Your name');
  await name.fill('');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await name.fill('Riley');
  await page.getByLabel('Age').fill('abc');
  await expect(page.getByText('That is not a number, so we will use 25.')).toBeVisible();
  await page.getByLabel('Monthly income (USD)').fill('not money');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('step-badge')).toHaveText('3 of 4');
  await page.getByRole('radio', { name: 'Find forgotten subscriptions' }).check();
  await expect(page.getByLabel('Target Amount (USD)')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Build an emergency fund' }).check();
  await page.getByLabel('Target Amount (USD)').fill('9000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('step-badge')).toHaveText('4 of 4');
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/user/onboarding') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  // Age "abc" falls back to 25 and income that is not a number to 0; the CSRF token rides along.
  const request = await saved;
  expect(request.postDataJSON()).toMatchObject({ personalInfo: { name: 'Riley', age: 25, monthlyIncome: 0 }, goals: { primaryGoal: 'emergency', targetAmount: 9000 } });
  expect(request.headers()['x-csrf-token']).toBeTruthy();

  await expect(page).toHaveURL(`${HOSTED_URL}/dashboard?welcome=true`);
  await expect(page.getByTestId('welcome-panel')).toContainText('Welcome, Riley!');
  await expect(page.getByTestId('allocation-empty')).toBeVisible();

  // Change income and mode: the allocation changes, and a reload reads it back from the server.
  await page.getByRole('textbox', { name: 'Monthly income (USD)' }).fill('6000');
  await page.getByRole('radio', { name: 'Debt Crusher', exact: true }).check();
  await page.getByRole('button', { name: 'Save and recalculate' }).click();
  await expect(page.getByTestId('allocation-debt').getByTestId('allocation-amount')).toHaveText('$2,700');
  await page.reload();
  await expect(page.getByTestId('allocation-debt').getByTestId('allocation-amount')).toHaveText('$2,700');
  await expect(page.getByRole('radio', { name: 'Debt Crusher', exact: true })).toBeChecked();

  // Sign out (the account menu): the session ends, the dashboard asks for sign-in again, and the API refuses.
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu').getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${HOSTED_URL}/`);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to see your dashboard' })).toBeVisible();
  expect((await page.request.get('/api/dashboard')).status()).toBe(401);
  expect((await page.request.put('/api/user/budget-settings', { data: { income: 1, mode: 'ai-control' } })).status()).toBe(401);

  // Signing back in brings the same plan back.
  await page.goto('/api/login?returnTo=/dashboard');
  const signIn = page.locator('form[action="/api/login"]');
  await signIn.getByLabel('Username or email').fill(`${username}@example.com`);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${HOSTED_URL}/dashboard`);
  await expect(page.getByTestId('allocation-debt').getByTestId('allocation-amount')).toHaveText('$2,700');
});

test('a wrong password gets the generic message; a second account cannot read the first one’s dashboard', async ({ page, browser }) => {
  const first = `ann${Date.now()}`;
  await createAccount(page, first);
  await expect(page).toHaveURL(`${HOSTED_URL}/onboarding`);

  const other = await browser.newContext({ baseURL: HOSTED_URL });
  const otherPage = await other.newPage();
  await otherPage.goto('/api/login');
  const signIn = otherPage.locator('form[action="/api/login"]');
  await signIn.getByLabel('Username or email').fill(first);
  await signIn.getByLabel('Password').fill('wrong password here');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherPage.getByRole('alert')).toHaveText('Incorrect username/email or password.');

  await createAccount(otherPage, `bob${Date.now()}`);
  await expect(otherPage).toHaveURL(`${HOSTED_URL}/onboarding`);
  const me = await (await otherPage.request.get('/api/auth/user')).json();
  expect(me.username).not.toBe(first);
  const dash = await otherPage.request.get('/api/dashboard');
  expect(dash.status()).toBe(200);
  expect(JSON.stringify(await dash.json())).not.toContain(first);
  await other.close();
});
