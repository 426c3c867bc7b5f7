/**
 * /mobile, the mobile-style banking home (docs/product.md "Banking"),
 * in local web mode as the local owner (the demo user), at a phone's width.
 *
 * The server and its database are shared by every test and worker, and other suites move the
 * server's clock forward (POST /api/test/clock). So each test makes its own accounts (bank-file
 * imports under unique names), asserts only on those, and learns the server's "today" from the
 * server itself before writing dated rows.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { DEMO_USER_ID } from '../shared/constants';
import type { BankingTransaction, ImportResult } from '../shared/contracts/banking';
import type { BusinessAccount } from '../shared/contracts/business';
import { countRequests, expect, test } from './fixtures';

const ACCOUNTS = `/api/banking/accounts/${DEMO_USER_ID}`;
const TRANSACTIONS = `/api/banking/transactions/${DEMO_USER_ID}`;
const IMPORT = '/api/banking/import';
const TRANSFER = '/api/banking/transfer';
const LINK = '/api/banking/create-link-token';
const HIDDEN = '•••••';

test.use({ viewport: { width: 390, height: 844 } });

/** Unique across workers and runs. */
const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const isCall = (method: string, pathname: string) => (r: Request) => r.method() === method && new URL(r.url()).pathname === pathname;

type Row = [date: string, description: string, amount: string];
const csvOf = (rows: Row[]) => `Date,Description,Amount\n${rows.map((r) => r.join(',')).join('\n')}\n`;

async function importViaApi(request: APIRequestContext, fileName: string, csv: string): Promise<ImportResult> {
  const response = await request.post(`${IMPORT}?fileName=${encodeURIComponent(fileName)}`, {
    data: csv,
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as ImportResult;
}

/**
 * Two accounts of this test's own, from two bank-file imports with one old deposit each (dated
 * 2020, so they never show among the recent transactions): A holds $500, B $100.
 */
async function ownAccounts(request: APIRequestContext, tag: string) {
  const names = { a: `e2e-${tag}-a`, b: `e2e-${tag}-b` };
  const a = await importViaApi(request, `${names.a}.csv`, csvOf([['2020-01-06', `Opening ${tag} A`, '500.00']]));
  const b = await importViaApi(request, `${names.b}.csv`, csvOf([['2020-01-06', `Opening ${tag} B`, '100.00']]));
  // A file without a balance column leaves the balance unknown (docs/product.md "Accounts"): state it, as from a statement.
  for (const [id, balance] of [[a.accountId, 500], [b.accountId, 100]] as const) {
    const stated = await request.post(`/api/accounts/${id}/balance`, { data: { balance, asOf: '2020-01-06' } });
    expect(stated.status(), await stated.text()).toBe(200);
  }
  return { a: a.accountId, b: b.accountId, names };
}

/** The server's date (its clock may be ahead of this machine's): a transfer is dated by it. */
async function serverToday(request: APIRequestContext, fromAccountId: string, toAccountId: string): Promise<string> {
  const transfer = await request.post(TRANSFER, { data: { fromAccountId, toAccountId, amount: 0.01 } });
  expect(transfer.status(), await transfer.text()).toBe(200);
  const recent = (await (await request.get(`${TRANSACTIONS}?days=1`)).json()) as BankingTransaction[];
  const entry = recent.find((t) => t.accountId === fromAccountId);
  expect(entry, 'the transfer appears among the last day of transactions').toBeDefined();
  return entry!.date;
}

const toast = (page: Page) => page.getByTestId('toast');
async function expectToast(page: Page, title: string, description?: string | RegExp) {
  await expect(toast(page).getByTestId('toast-title')).toHaveText(title);
  if (description !== undefined) await expect(toast(page).getByTestId('toast-description')).toHaveText(description);
}

const bankAccount = (page: Page, id: string) => page.locator(`[data-testid="bank-account"][data-account-id="${id}"]`);

async function openImport(page: Page) {
  await page.getByTestId('action-new').click();
  const menu = page.getByRole('dialog', { name: 'New' });
  await menu.getByRole('button', { name: /Import a bank file/ }).click();
  return page.getByRole('dialog', { name: 'Import a bank file' });
}

test.describe('mobile banking', () => {
  test('the home screen: balance, actions, accounts, business savings, recent transactions, bottom bar', async ({ page }) => {
    await page.goto('/mobile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile Banking');
    await expect(page.getByTestId('demo-data-badge').first()).toBeVisible();
    for (const name of ['Send', 'Receive', 'Refresh', 'New']) {
      await expect(page.getByRole('list', { name: 'Actions' }).getByRole('button', { name, exact: true })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Mobile banking' });
    for (const name of ['Home', 'Cards', 'More']) await expect(nav.getByRole('button', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/accounts');
    await expect(nav.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    // The seeded demo user's two accounts, masked numbers, and the total is their net.
    await expect(page.getByTestId('bank-account').first()).toBeVisible();
    const accounts = (await (await page.request.get(ACCOUNTS)).json()) as { balance: number; accountNumber: string }[];
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('bank-account').filter({ hasText: accounts[0]!.accountNumber })).toHaveCount(1);
    await expect(page.getByTestId('total-balance')).toHaveText(/^-?\$[\d,]+\.\d{2}$/);

    await expect(page.getByTestId('business-account-item').first()).toBeVisible();
    // At most the 5 latest; fewer (or none) only when the last 7 days hold fewer, and then it says so.
    const transactions = page.getByTestId('transaction-item');
    await expect(transactions.or(page.getByTestId('transactions-empty')).first()).toBeVisible();
    const shown = await transactions.count();
    expect(shown).toBeLessThanOrEqual(5);
    if (shown === 0) await expect(page.getByTestId('transactions-empty')).toHaveText('No transactions in the last 7 days.');
    else if (shown < 5) await expect(page.getByTestId('transactions-few')).toContainText(`Only ${shown}`);

    // Cards: honest "coming soon"; More: the rest of the app.
    await nav.getByRole('button', { name: 'Cards' }).click();
    const cards = page.getByRole('dialog', { name: 'Cards' });
    await expect(cards).toContainText('Coming soon');
    await page.keyboard.press('Escape');
    await expect(cards).toHaveCount(0);
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: /Business accounts/ })).toHaveAttribute('href', '/business');
    await page.getByRole('dialog', { name: 'More' }).getByRole('button', { name: 'Close' }).click();
    await nav.getByRole('link', { name: 'Accounts' }).click();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
  });

  test('imports a CSV export: preview, progress, result, new account and latest transactions; a re-import has nothing new', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const probe = await ownAccounts(page.request, `probe-${tag}`);
    const today = await serverToday(page.request, probe.a, probe.b);
    const accountName = `e2e-bank-${tag}`;
    const fileName = `${accountName}.csv`;
    const descriptions = [`E2E coffee ${tag}`, `E2E paycheck ${tag}`, `E2E groceries ${tag}`];
    const file = {
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf([[today, descriptions[0]!, '-4.50'], [today, descriptions[1]!, '1200.00'], [today, descriptions[2]!, '-85.10']])),
    };

    await page.goto('/mobile');
    await expect(page.getByTestId('bank-account').first()).toBeVisible();
    let sheet = await openImport(page);
    await sheet.getByTestId('import-file-input').setInputFiles(file);

    // The preview: the rows as they will be stored, money out with -, money in with +.
    const rows = sheet.getByTestId('import-preview-row');
    await expect(rows).toHaveCount(3);
    await expect(sheet.getByTestId('import-total-rows')).toHaveText('3 transactions in this file.');
    await expect(sheet.getByTestId('import-new-count')).toHaveText('3 new transactions, 0 already imported');
    await expect(sheet.getByTestId('import-target-account')).toHaveValue('new');
    await expect(rows.nth(0)).toContainText(descriptions[0]!);
    await expect(rows.nth(0)).toContainText('-$4.50');
    await expect(rows.nth(1)).toContainText('+$1,200.00');
    await expect(rows.nth(2)).toContainText('-$85.10');

    // Hold the server's answer, so the progress (upload, then "Saving...") can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === IMPORT,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const committed = page.waitForRequest(isCall('POST', IMPORT));
    await sheet.getByTestId('import-commit').click();
    const request = await committed;
    expect(request.headers()['content-type']).toContain('text/plain');
    expect(request.postData()).toContain(descriptions[1]);
    const progress = sheet.getByTestId('import-progress');
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('progressbar')).toBeVisible();
    // The import cannot be interrupted by closing the sheet.
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeDisabled();
    release();

    const result = sheet.getByTestId('import-result');
    await expect(result).toContainText(`Imported 3 transactions into ${accountName}.`);
    await expect(result).toContainText('No duplicates');
    await expect(progress).toHaveCount(0);
    await page.unroute((url) => url.pathname === IMPORT);
    await result.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toHaveCount(0);

    // The new account, its balance unknown (the file states none: a file's sum is not a balance), and the rows among the 5 latest.
    const account = page.getByTestId('bank-account').filter({ hasText: accountName });
    await expect(account).toHaveCount(1);
    await expect(account.getByTestId('bank-account-balance')).toHaveText('Balance unknown');
    const latest = page.getByTestId('transaction-item');
    await expect(latest).toHaveCount(5);
    for (const description of descriptions) await expect(latest.filter({ hasText: description })).toHaveCount(1);
    const paycheck = latest.filter({ hasText: descriptions[1]! });
    await expect(paycheck).toHaveAttribute('data-type', 'credit');
    await expect(paycheck.getByTestId('transaction-amount')).toContainText('+$1,200.00');
    await expect(latest.filter({ hasText: descriptions[0]! }).getByTestId('transaction-amount')).toContainText('-$4.50');

    // The same file again, under the name a browser gives a second download: recognised, nothing new, nothing to import.
    sheet = await openImport(page);
    await sheet.getByTestId('import-file-input').setInputFiles({ ...file, name: `${accountName} (1).csv` });
    await expect(sheet.getByTestId('import-preview-row')).toHaveCount(3);
    await expect(sheet.getByTestId('import-new-count')).toHaveText('Nothing new: every row of this file is already imported');
    await expect(sheet.getByTestId('import-target-account').locator('option:checked')).toContainText(accountName);
    await expect(sheet.getByTestId('import-commit')).toBeDisabled();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByTestId('bank-account').filter({ hasText: accountName })).toHaveCount(1);
    await expect(latest.filter({ hasText: descriptions[0]! })).toHaveCount(1);
  });

  test('the file goes to the server as its bytes: a Windows-1252 export keeps its accents', async ({ page }) => {
    const tag = uniqueTag();
    await page.goto('/mobile');
    const sheet = await openImport(page);
    // "Café" with é as the single byte 0xE9, as older bank exports write it (not valid UTF-8).
    const buffer = Buffer.from(csvOf([['2020-03-02', `Caf\u00e9 Rouge ${tag}`, '-3.75']]), 'latin1');
    await sheet.getByTestId('import-file-input').setInputFiles({ name: `e2e-latin1-${tag}.csv`, mimeType: 'text/csv', buffer });
    await expect(sheet.getByTestId('import-preview-row')).toHaveCount(1);
    await expect(sheet.getByTestId('import-preview')).toContainText(`Caf\u00e9 Rouge ${tag}`);
  });

  test('a file the server cannot read is explained in plain words', async ({ page }) => {
    await page.goto('/mobile');
    const sheet = await openImport(page);
    await sheet.getByTestId('import-file-input').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n...') });
    await expect(sheet.getByTestId('import-error')).toContainText('PDF');
    await expect(sheet.getByTestId('import-commit')).toHaveCount(0);
  });

  test('Send stays disabled until an amount and a source account are chosen, then moves money between the two', async ({ page }) => {
    const own = await ownAccounts(page.request, `send-${uniqueTag()}`);
    await page.goto('/mobile');
    await expect(bankAccount(page, own.a).getByTestId('bank-account-balance')).toHaveText('$500.00');
    await expect(bankAccount(page, own.b).getByTestId('bank-account-balance')).toHaveText('$100.00');

    await page.getByTestId('action-send').click();
    const sheet = page.getByRole('dialog', { name: 'Send money' });
    const send = sheet.getByTestId('send-button');
    const amount = sheet.getByLabel('Amount (USD)');
    const from = sheet.getByLabel('From', { exact: true });
    await expect(send).toBeDisabled();

    await amount.fill('25.50');
    await expect(send).toBeDisabled();
    await amount.fill('');
    await from.selectOption(own.a);
    await expect(send).toBeDisabled();
    await amount.fill('abc');
    await expect(sheet.getByTestId('transfer-amount-error')).toBeVisible();
    await expect(send).toBeDisabled();
    await amount.fill('25.50');
    await expect(send).toBeEnabled();

    await sheet.getByLabel('To', { exact: true }).selectOption(own.b);
    await expect(sheet.getByTestId('transfer-summary')).toContainText(`$25.50 from ${own.names.a} to ${own.names.b}`);
    const transferred = page.waitForResponse((r) => isCall('POST', TRANSFER)(r.request()));
    await send.click();
    const response = await transferred;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ fromAccountId: own.a, toAccountId: own.b, amount: 25.5 });
    await expectToast(page, 'Money moved', `$25.50 moved from ${own.names.a} to ${own.names.b}.`);
    await expect(sheet).toHaveCount(0);
    await expect(bankAccount(page, own.a).getByTestId('bank-account-balance')).toHaveText('$474.50');
    await expect(bankAccount(page, own.b).getByTestId('bank-account-balance')).toHaveText('$125.50');

    // Receive: the same move the other way round, into the account chosen first.
    await page.getByTestId('action-receive').click();
    const receive = page.getByRole('dialog', { name: 'Receive money' });
    await expect(receive.getByTestId('receive-button')).toBeDisabled();
    await receive.getByLabel('Amount (USD)').fill('4.50');
    await receive.getByLabel('Receive into').selectOption(own.a);
    await receive.getByLabel('From', { exact: true }).selectOption(own.b);
    await receive.getByTestId('receive-button').click();
    await expectToast(page, 'Money moved', `$4.50 moved from ${own.names.b} to ${own.names.a}.`);
    await expect(bankAccount(page, own.a).getByTestId('bank-account-balance')).toHaveText('$479.00');
    await expect(bankAccount(page, own.b).getByTestId('bank-account-balance')).toHaveText('$121.00');
  });

  test('the balance toggle hides and shows every balance', async ({ page }) => {
    await page.goto('/mobile');
    const total = page.getByTestId('total-balance');
    const toggle = page.getByTestId('balance-toggle');
    await expect(total).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(total).toHaveText(HIDDEN);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Show balances');
    for (const balance of await page.getByTestId('bank-account-balance').all()) await expect(balance).toHaveText(HIDDEN);

    // Remembered on this device.
    await page.reload();
    await expect(page.getByTestId('total-balance')).toHaveText(HIDDEN);

    await page.getByTestId('balance-toggle').click();
    await expect(page.getByTestId('total-balance')).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('bank-account-balance').first()).not.toHaveText(HIDDEN);
  });

  test('bank link: a failing link-token call shows Connection Failed; a connected one refetches the accounts after 2 s', async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname === LINK,
      (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }) }),
    );
    await page.goto('/mobile');
    await expect(page.getByTestId('bank-account').first()).toBeVisible();
    await page.getByTestId('action-new').click();
    const linked = page.waitForRequest(isCall('POST', LINK));
    await page.getByRole('dialog', { name: 'New' }).getByRole('button', { name: /Connect a bank/ }).click();
    expect((await linked).postDataJSON()).toEqual({ userId: DEMO_USER_ID });
    await expectToast(page, 'Connection Failed', 'Unable to connect bank account. Please try again.');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');

    // The demo provider's answer (stubbed, so the shared demo user gains no institution).
    await page.unroute((url) => url.pathname === LINK);
    await page.route(
      (url) => url.pathname === LINK,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ linkToken: 'link-demo-x', provider: 'demo', connected: true }) }),
    );
    const accountReads = countRequests(page, 'GET', ACCOUNTS);
    await page.getByRole('dialog', { name: 'New' }).getByRole('button', { name: /Connect a bank/ }).click();
    await expectToast(page, 'Bank Account Connected');
    await expect(page.getByRole('dialog', { name: 'New' })).toHaveCount(0);
    const readsAtToast = accountReads.count;
    await expect.poll(() => accountReads.count, { timeout: 5_000 }).toBeGreaterThan(readsAtToast);
  });

  test('a business account opens a bottom sheet with Overview, Transactions and Guidelines, and takes a contribution', async ({ page }) => {
    const name = `E2E Mobile ${uniqueTag()}`;
    const created = await page.request.post('/api/business-accounts', {
      data: { businessName: name, targetAmount: 1000, weeklyContribution: 50, userId: DEMO_USER_ID },
    });
    expect(created.status(), await created.text()).toBe(201);
    const account = (await created.json()) as BusinessAccount;

    await page.goto('/mobile');
    const item = page.getByTestId('business-account-item').filter({ hasText: name });
    await expect(item).toContainText('$0.00 of $1,000.00');
    await expect(item.getByTestId('business-account-status')).toHaveText('Active');
    await item.click();

    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    const tabs = sheet.getByRole('tab');
    await expect(tabs).toHaveText(['Overview', 'Transactions', 'Guidelines']);
    await expect(sheet.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(sheet.getByTestId('business-current-amount')).toContainText('$0.00');

    await sheet.getByRole('tab', { name: 'Guidelines' }).click();
    await expect(sheet.getByTestId('business-guidelines').getByRole('listitem').first()).toBeVisible();
    await sheet.getByRole('tab', { name: 'Transactions' }).click();
    await expect(sheet.getByRole('tabpanel')).toContainText('No contributions yet.');

    // Contribute: the amount starts at the weekly contribution.
    const amount = sheet.getByLabel('Contribute (USD)');
    await expect(amount).toHaveValue('50');
    const contributed = page.waitForRequest(isCall('POST', `/api/business-accounts/${account.id}/contribute`));
    await sheet.getByRole('button', { name: 'Contribute' }).click();
    expect((await contributed).postDataJSON()).toEqual({ amount: 50 });
    await expectToast(page, 'Contribution Processed', `$50.00 added to ${name}.`);
    await expect(sheet.getByTestId('business-transactions').getByRole('listitem')).toHaveCount(1);
    await expect(item).toContainText('$50.00 of $1,000.00');

    // A failed payment.
    await page.route(
      (url) => url.pathname === `/api/business-accounts/${account.id}/contribute`,
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' }),
    );
    await sheet.getByRole('button', { name: 'Contribute' }).click();
    await expectToast(page, 'Payment Failed', 'Unable to process payment. Please try again.');

    // Escape closes the sheet and focus returns to the account.
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(item).toBeFocused();
  });
});
