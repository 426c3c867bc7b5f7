/**
 * Your own money (docs/product.md "Transactions", "Accounts"): a bank file imported through the
 * import sheet shows on /transactions, a recategorised payee becomes a rule that files the next
 * import, and undoing the imports on /accounts takes exactly their rows away. Also: a renamed
 * download is recognised and adds nothing, a card export's positive charges are flipped, and the
 * two screens pass axe at a desktop's and a phone's width.
 *
 * The server and its database are shared by every test and worker (local web mode: everyone is the
 * demo user). So each test makes its own accounts from files with a unique tag in their names and
 * descriptions, and looks only at those (the ledger searched for the tag). Rows are dated in 2024,
 * so they never show among /mobile's recent transactions, whatever the server's clock says.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ImportResult } from '../shared/contracts/banking';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

const IMPORT = '/api/banking/import';

/** Unique across workers and runs. */
const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Row = [date: string, description: string, amount: string];
const csvOf = (rows: Row[]) => `Date,Description,Amount\n${rows.map((r) => r.join(',')).join('\n')}\n`;
const csvFile = (name: string, rows: Row[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(csvOf(rows)) });

/** Set-up only (the import sheet itself is driven through the page in the tests that are about it). */
async function importViaApi(request: APIRequestContext, fileName: string, rows: Row[]): Promise<ImportResult> {
  const response = await request.post(`${IMPORT}?fileName=${encodeURIComponent(fileName)}`, {
    data: csvOf(rows),
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as ImportResult;
}

/** The single toast with this title (a new toast replaces the old one). */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast').filter({ has: page.getByTestId('toast-title').getByText(title, { exact: true }) });
  await expect(toast).toHaveCount(1);
  if (description !== undefined) await expect(toast.getByTestId('toast-description')).toHaveText(description);
}

/** /accounts' "Import a bank file" opens the import sheet on /mobile. */
async function openImportFromAccounts(page: Page): Promise<Locator> {
  await page.goto('/accounts');
  await page.getByRole('link', { name: 'Import a bank file' }).first().click();
  await expect(page).toHaveURL(/\/mobile/);
  const sheet = page.getByRole('dialog', { name: 'Import a bank file' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** /mobile's New → Import a bank file. */
async function openImportOnMobile(page: Page): Promise<Locator> {
  await page.goto('/mobile');
  await page.getByTestId('action-new').click();
  await page.getByRole('dialog', { name: 'New' }).getByRole('button', { name: /Import a bank file/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Import a bank file' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Commits the previewed file and checks the result; answers the id of the account the rows went into. */
async function commitImport(sheet: Locator, expected: { count: number; accountName: string }): Promise<string> {
  const commit = sheet.getByTestId('import-commit');
  await expect(commit).toBeEnabled();
  await expect(commit).toHaveText(`Import ${expected.count} new ${expected.count === 1 ? 'transaction' : 'transactions'}`);
  await commit.click();
  const result = sheet.getByTestId('import-result');
  await expect(result.getByTestId('import-result-imported')).toHaveText(
    `Imported ${expected.count} ${expected.count === 1 ? 'transaction' : 'transactions'} into ${expected.accountName}.`,
  );
  await expect(result.getByTestId('import-result-duplicates')).toHaveText('No duplicates: every row was new.');
  const href = await result.getByTestId('import-result-view').getAttribute('href');
  const accountId = new URL(href ?? '', 'http://x').searchParams.get('accountId');
  expect(accountId, 'the View link names the account').toMatch(/^[0-9a-f-]{36}$/);
  return accountId!;
}

const ledgerRows = (page: Page) => page.getByTestId('ledger-row');
const ledgerRow = (page: Page, description: string) => ledgerRows(page).filter({ hasText: description });

/** Types into the ledger's search and waits for the server's answer to show in the URL. */
async function searchLedger(page: Page, text: string) {
  await page.getByTestId('ledger-search').fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

/** The ledger's one totals line (one currency). */
async function expectTotals(page: Page, expected: { count: number; moneyIn: string; moneyOut: string; net: string }) {
  const line = page.getByTestId('ledger-totals').getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-currency', 'USD');
  await expect(line.locator('p').first()).toHaveText(`USD · ${expected.count} ${expected.count === 1 ? 'transaction' : 'transactions'}`);
  await expect(line.locator('dd')).toHaveText([expected.moneyIn, expected.moneyOut, expected.net]);
}

/** The ledger's rows (newest first): description and amount of each, nothing else. */
async function expectLedger(page: Page, rows: Array<[description: string, amount: string]>) {
  await expect(ledgerRows(page)).toHaveCount(rows.length);
  for (const [index, [description, amount]] of rows.entries()) {
    const row = ledgerRows(page).nth(index);
    await expect(row).toContainText(description);
    await expect(row.getByRole('gridcell').last()).toContainText(amount);
  }
}

async function expectNoHorizontalScroll(page: Page) {
  // A string: this file is type-checked without the DOM's types.
  const overflow = () => page.evaluate<number>('document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth');
  await expect.poll(overflow, { message: 'the page scrolls sideways' }).toBeLessThanOrEqual(0);
}

test.describe('your own money', () => {
  test('import → the rows on /transactions → recategorise one with a rule → the rule files the next import → undo both imports → the rows are gone', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const accountName = `e2e-own-${tag}`;
    const firstFile = `${accountName}.csv`;
    const secondFile = `e2e-own-april-${tag}.csv`;
    const paycheck = `Paycheck ACME ${tag}`;
    const coffeeMarch = `Blue Bottle ${tag} #0412`;
    const groceries = `Whole Foods ${tag}`;
    const coffeeApril = `Blue Bottle ${tag} #0519`;
    const fuel = `Shell Oil ${tag}`;
    const category = `Coffee ${tag}`;

    // 1. Import a CSV into a new account, from /accounts' import button.
    let sheet = await openImportFromAccounts(page);
    await sheet.getByTestId('import-file-input').setInputFiles(
      csvFile(firstFile, [
        ['2024-03-01', paycheck, '2500.00'],
        ['2024-03-04', coffeeMarch, '-4.50'],
        ['2024-03-06', groceries, '-85.10'],
      ]),
    );
    await expect(sheet.getByTestId('import-preview-row')).toHaveCount(3);
    await expect(sheet.getByTestId('import-new-count')).toHaveText('3 new transactions, 0 already imported');
    await expect(sheet.getByTestId('import-total-rows')).toHaveText('3 transactions in this file.');
    await expect(sheet.getByTestId('import-money-in')).toHaveText('$2,500.00');
    await expect(sheet.getByTestId('import-money-out')).toHaveText('$89.60');
    await expect(sheet.getByTestId('import-target-account')).toHaveValue('new');
    const accountId = await commitImport(sheet, { count: 3, accountName });

    // 2. The result's View link: the ledger of that account, exactly the imported rows.
    await sheet.getByTestId('import-result-view').click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?accountId=${accountId}`));
    await expectLedger(page, [
      [groceries, '-$85.10'],
      [coffeeMarch, '-$4.50'],
      [paycheck, '+$2,500.00'],
    ]);
    await expect(page.getByText('3 transactions match', { exact: true })).toBeVisible();
    await expectTotals(page, { count: 3, moneyIn: '+$2,500.00', moneyOut: '-$89.60', net: '+$2,410.40' });
    // Searching the tag over every account finds the same three rows, all in the new account.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await searchLedger(page, tag);
    await expectLedger(page, [
      [groceries, '-$85.10'],
      [coffeeMarch, '-$4.50'],
      [paycheck, '+$2,500.00'],
    ]);
    for (const row of await ledgerRows(page).all()) {
      await expect(row).toContainText(accountName);
      await expect(row).toContainText('Uncategorised');
    }

    // 3. Recategorise the March coffee, and accept the rule offered for its payee.
    await ledgerRow(page, coffeeMarch).click();
    const edit = page.getByRole('dialog', { name: 'Edit transaction' });
    await expect(edit).toBeVisible();
    await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue(coffeeMarch);
    // A category of this test's own (made from the dialog), so no other test's renaming can touch it.
    await edit.getByTestId('ledger-edit-category').selectOption({ label: 'New category…' });
    await edit.getByRole('textbox', { name: 'New category name' }).fill(category);
    const offer = edit.getByRole('checkbox', { name: /^Always categorise payees containing/ });
    await expect(offer).toHaveAccessibleName(`Always categorise payees containing “${coffeeMarch}” as ${category}`);
    await offer.check();
    // Shortened to what every visit of this payee shares (the store number differs).
    await edit.getByRole('textbox', { name: 'Payee contains' }).fill(`Blue Bottle ${tag}`);
    await expect(offer).toHaveAccessibleName(`Always categorise payees containing “Blue Bottle ${tag}” as ${category}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expectToast(page, 'Rule added', `Payees containing “Blue Bottle ${tag}” will be categorised as ${category} from the next import.`);
    await expect(ledgerRow(page, coffeeMarch)).toContainText(category);
    await expect(ledgerRow(page, groceries)).toContainText('Uncategorised');

    // 4. A second file (another name, new rows, the same payee) into the same account, chosen in the sheet.
    sheet = await openImportFromAccounts(page);
    await sheet.getByTestId('import-file-input').setInputFiles(
      csvFile(secondFile, [
        ['2024-04-02', coffeeApril, '-5.25'],
        ['2024-04-05', fuel, '-40.00'],
      ]),
    );
    await expect(sheet.getByTestId('import-preview-row')).toHaveCount(2);
    // Another file name, no account number, no row in common: nothing recognises it, so a new account is offered.
    await expect(sheet.getByTestId('import-target-account')).toHaveValue('new');
    await sheet.getByTestId('import-target-account').selectOption(accountId);
    await expect(sheet.getByTestId('import-target-account')).toHaveValue(accountId);
    await expect(sheet.getByTestId('import-previewing')).toHaveCount(0);
    await expect(sheet.getByTestId('import-new-count')).toHaveText('2 new transactions, 0 already imported');
    await expect(sheet.getByTestId('import-money-in')).toHaveText('$0.00');
    await expect(sheet.getByTestId('import-money-out')).toHaveText('$45.25');
    // The rule already shows in the preview: the April coffee is filed under the new category.
    await expect(sheet.getByTestId('import-preview-row').filter({ hasText: coffeeApril })).toContainText(category);
    await commitImport(sheet, { count: 2, accountName });

    // 5. The new coffee has the rule's category; the other new row has none.
    await sheet.getByTestId('import-result-view').click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?accountId=${accountId}`));
    await searchLedger(page, tag);
    await expectLedger(page, [
      [fuel, '-$40.00'],
      [coffeeApril, '-$5.25'],
      [groceries, '-$85.10'],
      [coffeeMarch, '-$4.50'],
      [paycheck, '+$2,500.00'],
    ]);
    await expect(ledgerRow(page, coffeeApril)).toContainText(category);
    await expect(ledgerRow(page, fuel)).toContainText('Uncategorised');
    await expectTotals(page, { count: 5, moneyIn: '+$2,500.00', moneyOut: '-$134.85', net: '+$2,365.15' });

    // 6. /accounts: the account (its balance not invented from the rows) and both imports; undo the second, then the first.
    await page.goto('/accounts');
    const account = page.locator(`[data-testid="account-row"][data-account-id="${accountId}"]`);
    await expect(account.getByTestId('account-name')).toHaveText(accountName);
    await expect(account).toContainText('Checking · USD · 5 transactions');
    await expect(account.getByTestId('account-balance')).toHaveText('Balance not known — set it from a statement');
    const history = page.getByTestId('import-history-row');
    const first = history.filter({ has: page.getByTestId('import-file-name').getByText(firstFile, { exact: true }) });
    const second = history.filter({ has: page.getByTestId('import-file-name').getByText(secondFile, { exact: true }) });
    await expect(first).toContainText(`Into ${accountName}`);
    await expect(first).toContainText('3 rows imported · 0 duplicates skipped');
    await expect(second).toContainText(`Into ${accountName}`);
    await expect(second).toContainText('2 rows imported · 0 duplicates skipped');

    await second.getByRole('button', { name: `Undo import of ${secondFile}` }).click();
    let confirm = page.getByRole('dialog', { name: 'Undo this import?' });
    await expect(confirm.getByTestId('undo-import-dialog-question')).toHaveText('Remove the 2 transactions this import added?');
    await confirm.getByRole('button', { name: 'Undo import', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expectToast(page, 'Removed 2 transactions', 'The import is undone.');
    await expect(second).toHaveCount(0);
    await expect(account).toContainText('Checking · USD · 3 transactions');

    await first.getByRole('button', { name: `Undo import of ${firstFile}` }).click();
    confirm = page.getByRole('dialog', { name: 'Undo this import?' });
    await expect(confirm.getByTestId('undo-import-dialog-question')).toHaveText('Remove the 3 transactions this import added?');
    await confirm.getByRole('button', { name: 'Undo import', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expectToast(page, 'Removed 3 transactions', `The import is undone, and the account ${accountName} it had made is gone too.`);
    await expect(first).toHaveCount(0);
    await expect(account).toHaveCount(0);

    // 7. The ledger has no row with the tag any more.
    await page.goto('/transactions');
    await searchLedger(page, tag);
    await expect(page.getByTestId('ledger-no-match')).toBeVisible();
    await expect(ledgerRows(page)).toHaveCount(0);
  });

  test('the same export saved again as "<name> (1).csv" is recognised: nothing new, nothing to import, no second account', async ({ page }) => {
    const tag = uniqueTag();
    const name = `e2e-renamed-${tag}`;
    const rows: Row[] = [
      ['2024-02-01', `Rent ${tag}`, '-1200.00'],
      ['2024-02-03', `Refund ${tag}`, '19.99'],
    ];
    const original = await importViaApi(page.request, `${name}.csv`, rows);
    expect(original.imported).toBe(2);

    const sheet = await openImportOnMobile(page);
    await sheet.getByTestId('import-file-input').setInputFiles(csvFile(`${name} (1).csv`, rows));
    const summary = sheet.getByTestId('import-new-count');
    await expect(summary).toHaveText('Nothing new: every row of this file is already imported');
    await expect(summary).toHaveAttribute('data-new', '0');
    await expect(summary).toHaveAttribute('data-duplicates', '2');
    await expect(sheet.getByTestId('import-target-account')).toHaveValue(original.accountId);
    await expect(sheet).toContainText(`Recognised as ${name}: rows it already has are not imported twice.`);
    await expect(sheet.getByTestId('import-commit')).toBeDisabled();
    await expect(sheet.getByTestId('import-commit')).toHaveText('Import');
    await sheet.getByRole('button', { name: 'Close' }).first().click();
    await expect(sheet).toHaveCount(0);

    // One account of that name, with its two rows; none named after the copy.
    await page.goto('/accounts');
    const named = (text: string) => page.getByTestId('account-row').filter({ has: page.getByTestId('account-name').getByText(text, { exact: true }) });
    await expect(named(name)).toHaveCount(1);
    await expect(named(name)).toContainText('Checking · USD · 2 transactions');
    await expect(named(`${name} (1)`)).toHaveCount(0);
    await expect(page.getByTestId('import-history-row').filter({ hasText: `${name} (1).csv` })).toHaveCount(0);
  });

  test('a card export with positive charges: the preview warns, "Flip signs" makes them money out, and the ledger shows them negative', async ({ page }) => {
    const tag = uniqueTag();
    const accountName = `e2e-visa-card-${tag}`;
    const books = `Corner Bookshop ${tag}`;
    const streaming = `Streamly monthly ${tag}`;
    // No "THANK YOU" in the payment's description: with one the file is read as a card's at once.
    const payment = `Autopay payment ${tag}`;

    const sheet = await openImportOnMobile(page);
    await sheet.getByTestId('import-file-input').setInputFiles(
      csvFile(`${accountName}.csv`, [
        ['2024-05-02', books, '23.99'],
        ['2024-05-03', streaming, '15.49'],
        ['2024-05-10', payment, '-100.00'],
      ]),
    );
    const preview = sheet.getByTestId('import-preview-row');
    await expect(preview).toHaveCount(3);
    await expect(sheet.getByTestId('import-warning')).toHaveText([
      'Most rows of this card statement are money in. If its charges show as positive amounts, flip the signs.',
    ]);
    await expect(preview.nth(0)).toContainText('+$23.99');
    await expect(sheet.getByTestId('import-money-in')).toHaveText('$39.48');
    await expect(sheet.getByTestId('import-money-out')).toHaveText('$100.00');

    const flip = sheet.getByTestId('import-flip-signs');
    await expect(flip).not.toBeChecked();
    await flip.check();
    await expect(flip).toBeChecked();
    await expect(sheet.getByTestId('import-previewing')).toHaveCount(0);
    await expect(preview.nth(0)).toContainText('-$23.99');
    await expect(preview.nth(1)).toContainText('-$15.49');
    await expect(preview.nth(2)).toContainText('+$100.00');
    await expect(sheet.getByTestId('import-money-in')).toHaveText('$100.00');
    await expect(sheet.getByTestId('import-money-out')).toHaveText('$39.48');
    // Flipped, the file reads as a card statement should: no warning left.
    await expect(sheet.getByTestId('import-warning')).toHaveCount(0);
    const accountId = await commitImport(sheet, { count: 3, accountName });

    await sheet.getByTestId('import-result-view').click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?accountId=${accountId}`));
    await expectLedger(page, [
      [payment, '+$100.00'],
      [streaming, '-$15.49'],
      [books, '-$23.99'],
    ]);
    await expect(ledgerRow(page, books).locator('[data-direction]')).toHaveAttribute('data-direction', 'out');
    await expect(ledgerRow(page, payment).locator('[data-direction]')).toHaveAttribute('data-direction', 'in');
    await expectTotals(page, { count: 3, moneyIn: '+$100.00', moneyOut: '-$39.48', net: '+$60.52' });

    // Filed as a card, from the file's name.
    await page.goto('/accounts');
    await expect(page.locator(`[data-testid="account-row"][data-account-id="${accountId}"]`)).toContainText('Credit card · USD · 3 transactions');
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px wide`, () => {
    test.use({ viewport });

    test(`/transactions (rows, edit dialog, categories dialog) and /accounts (manage dialog) have no serious accessibility violation at ${viewport.width} px`, async ({
      page,
    }) => {
      const tag = uniqueTag();
      const accountName = `e2e-axe-${viewport.width}-${tag}`;
      const imported = await importViaApi(page.request, `${accountName}.csv`, [
        ['2024-06-03', `Farmers market ${tag}`, '-32.40'],
        ['2024-06-07', `Salary ${tag}`, '1800.00'],
      ]);

      await page.goto(`/transactions?q=${tag}`);
      await expect(ledgerRows(page)).toHaveCount(2);
      await expect(page.getByTestId('ledger-totals')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (viewport.width < 640) await expectNoHorizontalScroll(page);

      await ledgerRow(page, `Farmers market ${tag}`).click();
      const edit = page.getByRole('dialog', { name: 'Edit transaction' });
      await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue(`Farmers market ${tag}`);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(edit).toHaveCount(0);

      await page.getByRole('button', { name: 'Categories and rules' }).click();
      const categories = page.getByRole('dialog', { name: 'Categories and rules' });
      await expect(categories.getByTestId('ledger-category').first()).toBeVisible();
      await expect(categories.getByTestId('ledger-rules').or(categories.getByText(/^No rules yet/))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(categories).toHaveCount(0);

      await page.goto('/accounts');
      const account = page.locator(`[data-testid="account-row"][data-account-id="${imported.accountId}"]`);
      await expect(account).toContainText('2 transactions');
      await expect(page.getByTestId('import-history-row').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (viewport.width < 640) await expectNoHorizontalScroll(page);

      await account.getByRole('button', { name: `Manage ${accountName}` }).click();
      const manage = page.getByRole('dialog', { name: `Manage ${accountName}` });
      await expect(manage.getByRole('textbox', { name: 'Name' })).toHaveValue(accountName);
      await expectNoSeriousA11yViolations(page);
      if (viewport.width < 640) await expectNoHorizontalScroll(page);
      await page.keyboard.press('Escape');
      await expect(manage).toHaveCount(0);
    });
  });
}
