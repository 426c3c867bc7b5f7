/**
 * /business (docs/product.md "Business savings"), in local web
 * mode as the local owner (the demo user). The server and its database are shared by every test
 * and worker, so each test makes its own account under a unique name and asserts only on that one.
 */
import type { APIRequestContext, Locator, Page, Request, Response } from '@playwright/test';
import type { AuthUser } from '../shared/contracts/auth';
import type { BusinessAccount, CreateBusinessAccountRequest } from '../shared/contracts/business';
import { countRequests, expect, test } from './fixtures';

const CREATE = '/api/business-accounts';
const TEST_CLOCK = '/api/test/clock';

const isCall = (method: string, pathname: string) => (r: Request) => r.method() === method && new URL(r.url()).pathname === pathname;
const isAnswer = (method: string, pathname: string) => (r: Response) => isCall(method, pathname)(r.request());

/** Unique across workers and runs. */
function uniqueName(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const card = (page: Page, id: string) => page.locator(`[data-testid="business-card"][data-account-id="${id}"]`);
const toast = (page: Page) => page.getByTestId('toast');
const submit = (page: Page) => page.getByTestId('business-form').getByRole('button', { name: 'Create account' });

async function expectToast(page: Page, title: string, description?: string | RegExp) {
  await expect(toast(page).getByTestId('toast-title')).toHaveText(title);
  if (description !== undefined) await expect(toast(page).getByTestId('toast-description')).toHaveText(description);
}

async function expectProgress(account: Locator, percent: number) {
  const progress = account.getByTestId('business-progress');
  await expect(progress.getByTestId('business-percent')).toHaveText(`${percent}%`);
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
}

async function createViaApi(request: APIRequestContext, body: Omit<CreateBusinessAccountRequest, 'userId'>): Promise<BusinessAccount> {
  const user = (await (await request.get('/api/auth/user')).json()) as AuthUser;
  const response = await request.post(CREATE, { data: { ...body, userId: user.id } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as BusinessAccount;
}

test.describe('business accounts', () => {
  test('create with validation, contribute, open the details, pause and resume', async ({ page }) => {
    const creates = countRequests(page, 'POST', CREATE);
    const name = uniqueName('Coffee cart');
    await page.goto('/business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Accounts');
    const form = page.getByTestId('business-form');
    const nameInput = form.getByLabel('Business name');
    const target = form.getByLabel('Target amount (USD)');
    const weekly = form.getByLabel('Weekly contribution (USD)');
    // The spec's defaults.
    await expect(target).toHaveValue('5000');
    await expect(weekly).toHaveValue('100');
    await expect(form.getByLabel('Target date (optional)')).toHaveValue('');
    // Demo mode and the demo user: the list says its rows include demo data.
    await expect(page.getByTestId('business-list')).toBeVisible();
    await expect(page.getByTestId('demo-data-badge')).toBeVisible();

    // An empty name: an inline error, focus on the field, no request.
    await submit(page).click();
    await expect(page.getByTestId('business-name-error')).toHaveText('Enter a business name.');
    await expect(nameInput).toBeFocused();
    await expect(nameInput).toHaveAttribute('aria-invalid', 'true');

    // A target below 100: an inline error, no request.
    await nameInput.fill(name);
    await expect(page.getByTestId('business-name-error')).toHaveCount(0);
    await target.fill('50');
    await submit(page).click();
    await expect(page.getByTestId('target-amount-error')).toHaveText('Target amount must be at least $100.');
    await expect(target).toBeFocused();
    // A weekly amount below 10 as well.
    await weekly.fill('5');
    await submit(page).click();
    await expect(page.getByTestId('weekly-contribution-error')).toHaveText('Weekly contribution must be at least $10.');
    expect(creates.count).toBe(0);

    // Valid: 1,000 target, 250 a week, a target date.
    await target.fill('1000');
    await weekly.fill('250');
    await form.getByLabel('Target date (optional)').fill('2031-06-30');
    const created = page.waitForResponse(isAnswer('POST', CREATE));
    await submit(page).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      businessName: name,
      targetAmount: 1000,
      weeklyContribution: 250,
      targetDate: '2031-06-30',
      userId: expect.any(String),
    });
    expect(creates.count).toBe(1);
    const account = (await response.json()) as BusinessAccount;
    await expectToast(page, 'Business Account Created');
    // The form is ready for the next one.
    await expect(nameInput).toHaveValue('');
    await expect(target).toHaveValue('5000');

    // In the list: active, 0%, the amounts and dates as entered.
    const entry = card(page, account.id);
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(name);
    await expect(entry.getByTestId('business-status')).toHaveText('Active');
    await expectProgress(entry, 0);
    await expect(entry.getByTestId('business-current')).toHaveText('$0');
    await expect(entry.getByTestId('business-target')).toHaveText('$1,000');
    await expect(entry.getByTestId('business-weekly')).toHaveText('$250');
    await expect(entry.getByTestId('business-target-date')).toHaveText('Jun 30, 2031');
    await expect(entry.getByTestId('business-created')).toContainText('Created');

    // Contribute: the account's weekly amount; the bar moves to 250 / 1,000 = 25%.
    const contribute = entry.getByTestId('business-contribute');
    await expect(contribute).toHaveText('Contribute $250');
    const contributed = page.waitForRequest(isCall('POST', `${CREATE}/${account.id}/contribute`));
    await contribute.click();
    expect((await contributed).postDataJSON()).toEqual({ amount: 250 });
    await expectToast(page, 'Contribution Processed', /\$250 added to/);
    await expectProgress(entry, 25);
    await expect(entry.getByTestId('business-current')).toHaveText('$250');

    // Details: a click on the card opens them.
    const openButton = entry.getByRole('button', { name, exact: true });
    await openButton.click();
    const details = page.getByTestId('business-details');
    await expect(details).toBeVisible();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    const guidelines = details.getByTestId('guideline-item');
    await expect(guidelines).toHaveCount(2);
    // The defaults every new account gets; the penalties scale with its amounts.
    const weeklyRule = guidelines.filter({ has: page.getByTestId('guideline-title').getByText('Weekly contribution', { exact: true }) });
    await expect(weeklyRule.getByTestId('guideline-penalty')).toHaveText('Penalty $25');
    await expect(weeklyRule.getByTestId('guideline-description')).toContainText('$250');
    const withdrawalRule = guidelines.filter({
      has: page.getByTestId('guideline-title').getByText('No withdrawal before target date', { exact: true }),
    });
    await expect(withdrawalRule.getByTestId('guideline-penalty')).toHaveText('Penalty $50');
    const transactions = details.getByTestId('transaction-item');
    await expect(transactions).toHaveCount(1);
    await expect(transactions.first().getByTestId('transaction-amount')).toHaveText('+$250');
    await expect(details.getByTestId('violation-item')).toHaveCount(0);
    await expect(details.getByTestId('violations-empty')).toBeVisible();
    await expectProgress(details, 25);

    // Focus stays in the dialog: Tab wraps from the last control to the first and back.
    const footerClose = details.getByRole('button', { name: 'Close', exact: true });
    const cornerClose = details.getByRole('button', { name: 'Close dialog' });
    await footerClose.focus();
    await page.keyboard.press('Tab');
    await expect(cornerClose).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(footerClose).toBeFocused();

    // Escape closes it and focus returns to the card.
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(openButton).toBeFocused();

    // Pause, then resume, from the details (opened with the keyboard this time). A background
    // refetch may re-render the card between the key press and the check, so retry the keyboard open.
    await expect(async () => {
      if (!(await details.isVisible())) {
        await openButton.focus();
        await page.keyboard.press('Enter');
      }
      await expect(details).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const paused = page.waitForRequest(isCall('PATCH', `${CREATE}/${account.id}/status`));
    await details.getByRole('button', { name: 'Pause account' }).click();
    expect((await paused).postDataJSON()).toEqual({ status: 'paused' });
    await expectToast(page, 'Account Paused');
    await expect(details.getByTestId('business-status')).toHaveText('Paused');
    await expect(entry.getByTestId('business-status')).toHaveText('Paused');
    // The server takes no contributions while paused, so the card does not offer one.
    await expect(contribute).toBeDisabled();

    const resumed = page.waitForRequest(isCall('PATCH', `${CREATE}/${account.id}/status`));
    await details.getByRole('button', { name: 'Resume account' }).click();
    expect((await resumed).postDataJSON()).toEqual({ status: 'active' });
    await expectToast(page, 'Account Resumed');
    await expect(details.getByTestId('business-status')).toHaveText('Active');
    await expect(entry.getByTestId('business-status')).toHaveText('Active');
    await expect(contribute).toBeEnabled();

    await footerClose.click();
    await expect(details).toBeHidden();
    await expect(openButton).toBeFocused();

    // After a reload the server still has it all.
    await page.reload();
    await expectProgress(card(page, account.id), 25);
    await expect(card(page, account.id).getByTestId('business-status')).toHaveText('Active');
  });

  test('a failed contribution shows Payment Failed and changes nothing', async ({ page }) => {
    const account = await createViaApi(page.request, { businessName: uniqueName('Failing'), targetAmount: 500, weeklyContribution: 50 });
    await page.route(`**${CREATE}/${account.id}/contribute`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/business');
    const entry = card(page, account.id);
    await entry.getByTestId('business-contribute').click();
    await expectToast(page, 'Payment Failed', 'Unable to process payment. Please try again.');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expectProgress(entry, 0);
  });

  test('a failed creation shows Account Creation Failed', async ({ page }) => {
    await page.route(`**${CREATE}`, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.goto('/business');
    await page.getByTestId('business-form').getByLabel('Business name').fill(uniqueName('Refused'));
    await submit(page).click();
    await expectToast(page, 'Account Creation Failed', 'Unable to create business account. Please try again.');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
  });

  test('the list shows an error with a retry when it cannot load', async ({ page }) => {
    let fail = true;
    await page.route('**/api/users/*/business-accounts', (route) =>
      fail ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    await page.goto('/business');
    const error = page.getByTestId('business-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('500: down');
    fail = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('business-list')).toBeVisible();
    await expect(page.getByTestId('business-error')).toHaveCount(0);
  });

  test('with no accounts the list says so and points at the form', async ({ page }) => {
    await page.route('**/api/users/*/business-accounts', (route) => route.fulfill({ json: [] }));
    await page.goto('/business');
    const empty = page.getByTestId('business-empty');
    await expect(empty).toContainText('No business savings accounts yet');
    await empty.getByRole('button', { name: 'Start with a name' }).click();
    await expect(page.getByTestId('business-form').getByLabel('Business name')).toBeFocused();
  });

  test('a missed week records a Pending violation; Pay penalty turns it Paid', async ({ page }) => {
    // Fresh account, no contributions: once a full week has passed the weekly check finds it short.
    const account = await createViaApi(page.request, {
      businessName: uniqueName('Missed week'),
      targetAmount: 2000,
      weeklyContribution: 100,
    });
    const clock = await page.request.post(TEST_CLOCK, { data: { advanceDays: 8 } });
    expect(clock.status(), `${TEST_CLOCK} answered ${clock.status()}: ${await clock.text()}`).toBeLessThan(300);

    await page.goto('/business');
    await card(page, account.id).getByRole('button', { name: account.businessName, exact: true }).click();
    const details = page.getByTestId('business-details');
    const violation = details.getByTestId('violation-item').first();
    await expect(violation).toBeVisible();
    await expect(violation.getByTestId('violation-state')).toHaveText('Pending');
    await expect(violation.getByTestId('violation-amount')).toHaveText('$10');
    await expect(violation.getByTestId('violation-reason')).toContainText('$0.00 of the $100.00');
    await expect(violation.getByTestId('violation-date')).not.toBeEmpty();
    expect(await details.getByTestId('violation-item').count()).toBeLessThanOrEqual(3);

    const violationId = await violation.getAttribute('data-violation-id');
    const paid = page.waitForResponse(isAnswer('POST', `${CREATE}/${account.id}/violations/${violationId}/pay`));
    await violation.getByRole('button', { name: /Pay penalty/ }).click();
    expect((await paid).status()).toBe(200);
    await expectToast(page, 'Penalty Paid', '$10 penalty paid. Demo payment: no real money moved.');
    const same = details.locator(`[data-testid="violation-item"][data-violation-id="${violationId}"]`);
    await expect(same.getByTestId('violation-state')).toHaveText('Paid');
    await expect(same.getByRole('button', { name: /Pay penalty/ })).toHaveCount(0);
  });
});
