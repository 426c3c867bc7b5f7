/**
 * The ledger's search, amount filters and undo (docs/product.md "Transactions"):
 * - deleting the only row a search shows leaves the list empty, and the Undo is still on screen
 *   (it brings the row back);
 * - the amount filters apply as you type, like the search (no Enter, no leaving the field).
 *
 * The server and its database are shared by every test (local web mode: everyone is the demo user),
 * so each test imports its own rows with a unique tag and searches for that tag.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function importRows(request: APIRequestContext, fileName: string, rows: Array<[string, string, string]>) {
  const csv = `Date,Description,Amount\n${rows.map((r) => r.join(',')).join('\n')}\n`;
  const response = await request.post(`/api/banking/import?fileName=${encodeURIComponent(fileName)}`, {
    data: csv,
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

const ledgerRows = (page: Page) => page.getByTestId('ledger-row');

test.describe('the ledger: undo and the amount filters', () => {
  test('deleting the only row a search shows keeps the Undo on screen, and Undo brings the row back', async ({ page }) => {
    const tag = uniqueTag();
    const description = `Lonely row ${tag}`;
    await importRows(page.request, `e2e-undo-${tag}.csv`, [['2024-02-03', description, '-7.25']]);

    await page.goto(`/transactions?q=${encodeURIComponent(tag)}`);
    await expect(ledgerRows(page)).toHaveCount(1);
    await ledgerRows(page).first().getByRole('checkbox').check();
    await page.getByTestId('ledger-delete').click();

    // The list is empty now (nothing matches the search), and the undo is still there.
    await expect(ledgerRows(page)).toHaveCount(0);
    await expect(page.getByTestId('ledger-undo-bar')).toContainText('Deleted');
    await page.getByTestId('ledger-undo').click();
    await expect(ledgerRows(page)).toHaveCount(1);
    await expect(ledgerRows(page).first()).toContainText(description);
    await expect(page.getByTestId('ledger-undo-bar')).toHaveCount(0);
  });

  test('the smallest and largest amount filters apply as you type, without Enter', async ({ page }) => {
    const tag = uniqueTag();
    await importRows(page.request, `e2e-amount-${tag}.csv`, [
      ['2024-02-04', `Small ${tag}`, '-12.34'],
      ['2024-02-05', `Large ${tag}`, '-56.78'],
      ['2024-02-06', `Huge ${tag}`, '-910.00'],
    ]);

    await page.goto(`/transactions?q=${encodeURIComponent(tag)}`);
    await expect(ledgerRows(page)).toHaveCount(3);

    // Typed only: no Enter, and the focus stays in the field.
    const smallest = page.getByLabel('Smallest amount');
    await smallest.pressSequentially('50');
    await expect(smallest).toBeFocused();
    await expect(page).toHaveURL(/[?&]minAmount=50(&|$)/, { timeout: 10_000 });
    await expect(ledgerRows(page)).toHaveCount(2);

    const largest = page.getByLabel('Largest amount');
    await largest.pressSequentially('100');
    await expect(largest).toBeFocused();
    await expect(page).toHaveURL(/[?&]maxAmount=100(&|$)/, { timeout: 10_000 });
    await expect(ledgerRows(page)).toHaveCount(1);
    await expect(ledgerRows(page).first()).toContainText(`Large ${tag}`);

    // Emptying the field lifts the filter, again without Enter.
    await smallest.fill('');
    await expect(page).not.toHaveURL(/minAmount=/, { timeout: 10_000 });
    await expect(ledgerRows(page)).toHaveCount(2);
  });
});
