/**
 * Imports you can trust, in the browser (local web mode): at a phone's 390 px the preview shows every
 * amount whole, a file that does not say its currency is asked about and imported in the answer, a
 * preview the server would refuse (a currency mismatch) disables Import and says why, and the undo
 * dialog counts only the rows the undo will remove.
 *
 * The server is shared by every test and worker, so each test makes its own accounts from files with
 * a unique tag in their names and descriptions. Rows are dated in 2024 (never among /mobile's recent rows).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ImportResult } from '../shared/contracts/banking';
import type { LedgerPage } from '../shared/contracts/ledger';
import { expect, test } from './fixtures';

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

async function importViaApi(request: APIRequestContext, fileName: string, text: string): Promise<ImportResult> {
  const response = await request.post(`/api/banking/import?${new URLSearchParams({ fileName, newAccount: 'true' })}`, {
    data: text,
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as ImportResult;
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

test.describe('imports you can trust', () => {
  test('at 390 px every amount shows whole; a file without a currency is asked about and imported in the answer', async ({ page }) => {
    const request = page.request;
    await page.setViewportSize({ width: 390, height: 844 });
    const tag = uniqueTag();
    const name = `movimientos-${tag}`;
    // ING España's export says nothing about its currency: no code, no sign, no currency column.
    const csv = [
      'F. VALOR;CATEGORÍA;SUBCATEGORÍA;DESCRIPCIÓN;COMENTARIO;IMPORTE;SALDO',
      `02/11/2024;Alimentación;Supermercados;Pago en MERCADONA VALENCIA AVENIDA DEL PUERTO ${tag};;-50,90;1.949,10`,
      `03/11/2024;Nómina;Nómina;Nomina recibida ACME SOLUCIONES INFORMATICAS SL ${tag};;12.345,67;14.294,77`,
      `05/11/2024;Hogar;Luz;Recibo IBERDROLA CLIENTES SAU FACTURA ELECTRICIDAD ${tag};;-1.061,20;13.233,57`,
    ].join('\n');
    const sheet = await openImportOnMobile(page);
    await sheet.getByTestId('import-file-input').setInputFiles(file(`${name}.csv`, csv));

    // The currency is asked, the home currency only suggested.
    const currency = sheet.getByTestId('import-currency');
    await expect(currency).toBeVisible();
    await expect(currency).toHaveValue('USD');
    await expect(sheet.getByText('The file does not say.', { exact: false })).toBeVisible();
    await currency.selectOption('EUR');
    await expect(sheet.getByTestId('import-money')).toHaveAttribute('data-currency', 'EUR');

    // Every amount is shown whole, inside the table's box (nothing clipped, no sideways scroll).
    const rows = sheet.getByTestId('import-preview-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).locator('td').last()).toHaveText('-€50.90');
    await expect(rows.nth(1).locator('td').last()).toHaveText('+€12,345.67');
    await expect(rows.nth(2).locator('td').last()).toHaveText('-€1,061.20');
    const box = sheet.getByTestId('import-preview').locator('xpath=..');
    // This file is type-checked without the DOM's types: the element is described by what is read of it.
    type Widths = { scrollWidth: number; clientWidth: number };
    expect(await box.evaluate((el) => (el as unknown as Widths).scrollWidth - (el as unknown as Widths).clientWidth)).toBeLessThanOrEqual(0);
    const boxRight = (await box.boundingBox())!;
    for (let i = 0; i < 3; i++) {
      const cell = rows.nth(i).locator('td').last();
      const fits = await cell.evaluate((td) => (td as unknown as Widths).scrollWidth <= (td as unknown as Widths).clientWidth);
      expect(fits, `amount ${i} is not cut`).toBe(true);
      const cellBox = (await cell.boundingBox())!;
      expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(boxRight.x + boxRight.width + 0.5);
    }

    const commit = sheet.getByTestId('import-commit');
    await expect(commit).toHaveText('Import 3 new transactions');
    await commit.click();
    await expect(sheet.getByTestId('import-result-imported')).toContainText('Imported 3 transactions');
    const ledger = (await (await request.get(`/api/transactions?${new URLSearchParams({ q: tag })}`)).json()) as LedgerPage;
    expect(ledger.items.map((r) => r.currency)).toEqual(['EUR', 'EUR', 'EUR']);
  });

  test('a preview the server would refuse (a currency mismatch) disables Import and says why', async ({ page }) => {
    const request = page.request;
    const tag = uniqueTag();
    const usdName = `usd-${tag}`;
    const { accountId } = await importViaApi(request, `${usdName}.csv`, `Date,Description,Amount\n2024-03-01,COFFEE ${tag},-4.50\n`);
    const sheet = await openImportOnMobile(page);
    await sheet.getByTestId('import-file-input').setInputFiles(file(`gbp-${tag}.csv`, `Date,Description,Amount,Currency\n2024-03-02,TESCO ${tag},-12.50,GBP\n2024-03-03,BOOTS ${tag},-8.10,GBP\n`));
    const commit = sheet.getByTestId('import-commit');
    await expect(commit).toBeEnabled();
    await sheet.getByTestId('import-target-account').selectOption(accountId);

    const reason = sheet.getByTestId('import-blocked');
    await expect(reason).toHaveText(`This file is in GBP and ${usdName} is in USD: change the account's currency or choose a new account.`);
    await expect(commit).toBeDisabled();
    await expect(commit).toHaveAccessibleDescription(/This file is in GBP/);

    // Back to a new account: nothing is in the way any more.
    await sheet.getByTestId('import-target-account').selectOption('new');
    await expect(reason).toHaveCount(0);
    await expect(commit).toBeEnabled();
  });

  test('the undo dialog counts only the rows the undo will remove', async ({ page }) => {
    const request = page.request;
    const tag = uniqueTag();
    const fileName = `undo-${tag}.csv`;
    await importViaApi(request, fileName, `Date,Description,Amount\n2024-04-01,ONE ${tag},-1.00\n2024-04-02,TWO ${tag},-2.00\n2024-04-03,THREE ${tag},-3.00\n`);
    const ledger = (await (await request.get(`/api/transactions?${new URLSearchParams({ q: tag })}`)).json()) as LedgerPage;
    expect(ledger.items).toHaveLength(3);
    const deleted = await request.post('/api/transactions/delete', { data: { ids: [ledger.items[0]!.id] } });
    expect(deleted.status(), await deleted.text()).toBe(200);

    await page.goto('/accounts');
    const row = page.getByTestId('import-history-row').filter({ has: page.getByTestId('import-file-name').getByText(fileName, { exact: true }) });
    await row.getByRole('button', { name: `Undo import of ${fileName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Undo this import?' });
    await expect(confirm.getByTestId('undo-import-dialog-question')).toHaveText('Remove the 2 transactions left from this import? (1 of the 3 it added was already deleted.)');
    await confirm.getByRole('button', { name: 'Undo import', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByTestId('toast-title').getByText('Removed 2 transactions', { exact: true })).toBeVisible();
  });
});
