/**
 * The toast area over an open dialog (docs/product.md "Toasts"): closing a toast, by a click on its
 * close button or by Escape while it has focus, closes the toast only; the dialog stays open.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens /transactions' "Categories and rules" dialog and adds a rule, which toasts "Rule added" over it. */
async function dialogWithToast(page: Page) {
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Categories and rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Categories and rules' });
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Add a rule' });
  await form.getByLabel('Payee contains').fill(`TOAST ${uniqueTag()}`);
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Add rule' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(dialog).toBeVisible();
  return { dialog, toast };
}

test.describe('a toast over an open dialog', () => {
  test('a click on the toast’s close button closes the toast, not the dialog', async ({ page }) => {
    const { dialog, toast } = await dialogWithToast(page);
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toHaveCount(0);
    await expect(dialog).toBeVisible();
    // Still the live dialog: its own controls answer.
    await expect(dialog.getByRole('form', { name: 'Add a rule' }).getByLabel('Payee contains')).toBeEditable();
  });

  test('Escape on the toast’s close button closes the toast, not the dialog', async ({ page }) => {
    const { dialog, toast } = await dialogWithToast(page);
    const close = toast.getByRole('button', { name: 'Close notification' });
    await close.dispatchEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true });
    await expect(toast).toHaveCount(0);
    await expect(dialog).toBeVisible();
    // Escape inside the dialog still closes it.
    await dialog.getByRole('form', { name: 'Add a rule' }).getByLabel('Payee contains').press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
