/**
 * Removed sample data stays removed, on the screens (docs/product.md "Your data"). A new person on
 * the hosted test server scans with no transactions of their own (the scan falls back to the
 * sample history: the screens carry the Demo data badge), removes the sample on /accounts, imports
 * their own files (one in EUR, one in USD), makes euros their home currency and scans again: no
 * sample row, badge or sentence on /subscriptions, the dashboard, /credit-score, /transactions or
 * /accounts, the scan says nothing about sample data, and the plan is written in euros. Hosted, so
 * removing this person's sample touches nobody else's (the local server's demo user is shared).
 */
import type { Page } from '@playwright/test';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/constants';
import { expect, test } from '../support/app-test';
import { HOSTED_URL } from '../support/env';
import { signUp } from '../support/hosted-account';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const EUR_FILE = ['Date,Description,Amount,Currency', `${daysAgo(2)},BAECKEREI MUELLER,-4.20,EUR`, `${daysAgo(5)},GEHALT ACME GMBH,3200.00,EUR`, `${daysAgo(9)},BUCHHANDLUNG,-23.90,EUR`].join('\n');
const USD_FILE = ['Date,Description,Amount,Currency', `${daysAgo(3)},ACE HARDWARE,-45.10,USD`, `${daysAgo(7)},CORNER BOOKSHOP,-12.99,USD`].join('\n');
const OWN_ROWS = 5;

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies(HOSTED_URL)).find((c) => c.name === CSRF_COOKIE)?.value;
  expect(token, 'the session has a CSRF token').toBeTruthy();
  return { [CSRF_HEADER]: decodeURIComponent(token!) };
}

async function scan(page: Page) {
  await page.goto('/subscriptions');
  await page.getByTestId('scan-button').click();
  await expect(page.getByTestId('scan-source-text')).toBeVisible({ timeout: 20_000 });
}

test('after removing the sample, no screen shows it again and the plan is in euros', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signUp(context, 'sam', 'Sam');

  // Nothing of their own yet: the scan falls back to the sample history, labelled as such.
  await scan(page);
  await expect(page.getByTestId('scan-source-text')).toContainText('sample data');
  await expect(page.getByTestId('demo-data-badge')).toBeVisible();

  // Remove it on /accounts.
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Remove sample data' }).click();
  await page.getByRole('dialog', { name: 'Remove the sample data?' }).getByRole('button', { name: 'Remove sample data' }).click();
  await expect(page.getByTestId('sample-data-sentence')).toHaveText('There is no sample data: everything here is your own.');

  // Their own files, and euros at home.
  const headers = await csrfHeaders(page);
  for (const [name, body] of [['girokonto-eur.csv', EUR_FILE], ['checking-usd.csv', USD_FILE]] as const) {
    const res = await page.request.post(`/api/banking/import?fileName=${name}`, { data: body, headers: { ...headers, 'Content-Type': 'text/plain' } });
    expect(res.status(), await res.text()).toBe(200);
  }
  expect((await page.request.put('/api/data/preferences', { data: { homeCurrency: 'EUR' }, headers })).status()).toBe(200);

  // The scan reads their rows only and never brings the sample back.
  await scan(page);
  await expect(page.getByTestId('scan-source-text')).not.toContainText(/sample/i);
  await expect(page.getByTestId('sample-data-badge')).toHaveCount(0);
  await expect(page.getByTestId('demo-data-badge')).toHaveCount(0);
  // (The explicit "Import sample data" button stays: the one way to bring the sample back.)
  await expect(page.getByTestId('toast-description')).not.toContainText(/sample/i);

  // The dashboard: no badge; the plan they save is in euros, its tip without a badge or "$".
  await page.goto('/dashboard');
  const settings = page.getByTestId('budget-settings');
  await settings.getByRole('textbox', { name: 'Monthly income (EUR)' }).fill('3200');
  await settings.getByRole('button', { name: 'Save and recalculate' }).click();
  await expect(page.getByTestId('allocation-summary')).toContainText('€3,200 a month');
  const plan = page.getByTestId('allocation-card');
  await expect(plan).toContainText('€');
  await expect(plan).not.toContainText('$');
  await expect(page.getByTestId('demo-data-badge')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/sample data/i);

  await page.goto('/credit-score');
  await expect(page.getByRole('heading', { name: 'Credit Score', level: 1 })).toBeVisible();
  await expect(page.getByTestId('credit-score-card')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('demo-data-badge')).toHaveCount(0);

  // /transactions counts only their rows; /accounts has no sample account.
  const ledger = (await (await page.request.get('/api/transactions?limit=200')).json()) as { total: number };
  expect(ledger.total).toBe(OWN_ROWS);
  await page.goto('/transactions');
  await expect(page.getByTestId('demo-data-badge')).toHaveCount(0);
  await page.goto('/accounts');
  await expect(page.getByTestId('sample-data-sentence')).toHaveText('There is no sample data: everything here is your own.');
  await expect(page.getByText('Part of the sample data')).toHaveCount(0);
});
