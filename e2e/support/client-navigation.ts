import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` as a person moving through the app does: from another screen, by the app menu, so
 * the screen asks the server for its answers from the browser (where a test can hold or replace
 * them). A server-rendered page opened directly arrives with its first answers in it
 * (docs/architecture.md "Server-rendered first paint").
 */
export async function openFromMenu(page: Page, path: string, from = '/transactions'): Promise<void> {
  await page.goto(from);
  await page.getByTestId('app-menu-button').click();
  await page.getByTestId('app-menu').locator(`a[href="${path}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}
