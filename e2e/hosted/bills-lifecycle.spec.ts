/**
 * The bills lifecycle end to end on the hosted server (docs/product.md "Bills"): a member submits a
 * bill, the owner moves it on /bills-desk (in review -> negotiating -> saved with $40 a month), and
 * the member sees every step with its date, the saving and the $10.00 fee. A member cannot open the
 * desk. Both screens pass axe and fit 390 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-test';
import type { BillNegotiation } from '../../shared/contracts/bills';
import { SCREENS } from '../../shared/routes';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInOwner, signUp } from '../support/hosted-account';

const SUBMIT = '/api/bills/submit';

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
}

test('a member submits a bill, the owner drives it to saved, the member sees each step and the fee', async ({ page, browser }) => {
  // The owner account exists first, so the member is an ordinary account.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInOwner(ownerContext);
  const member = await signUp(page.context(), 'bill', 'Bea');
  const provider = `Lifecycle Cable ${Date.now().toString(36)}`;

  // The member submits on /bills.
  await page.goto(SCREENS.bills[0]);
  const form = page.getByTestId('bill-form');
  await form.getByLabel('Service Type').selectOption({ label: 'Internet/Cable' });
  await form.getByLabel('Provider Name').fill(provider);
  await form.getByLabel('Current Monthly Bill ($)').fill('89.99');
  await form.getByLabel('Phone Number').fill('+1 555 123 4567');
  await form.getByLabel('Email Address').fill(member.email);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === SUBMIT);
  await form.getByRole('button', { name: 'Submit for Negotiation' }).click();
  expect((await answered).status()).toBe(201);
  const bill = (await (await answered).json()) as BillNegotiation;
  const card = page.getByTestId('bill-request').filter({ has: page.getByText(provider, { exact: true }) });
  await expect(card.getByTestId('bill-status')).toHaveText('Submitted');

  // A member cannot open the desk.
  const deskAsMember = await page.request.get('/api/bill-desk');
  expect(deskAsMember.status()).toBe(403);
  await page.goto(SCREENS.billsDesk[0]);
  await expect(page.getByTestId('owner-only')).toBeVisible();

  // The owner, at phone width, moves it step by step on /bills-desk.
  const owner = await ownerContext.newPage();
  await owner.goto(SCREENS.billsDesk[0]);
  await expect(owner.getByRole('heading', { level: 1, name: 'Bills desk' })).toBeVisible();
  const row = owner.locator(`[data-testid="desk-request"][data-request-id="${bill.id}"]`);
  await expect(row.getByTestId('desk-status')).toHaveText('Submitted');
  await expect(row.getByTestId('desk-user')).toHaveText(member.username);
  await expectNoSeriousA11yViolations(owner);
  await noSidewaysScroll(owner);
  // Only the legal next step is offered.
  await expect(row.getByRole('button')).toHaveText(['Start review']);

  await row.getByRole('button', { name: 'Start review' }).click();
  await expect(row.getByTestId('desk-status')).toHaveText('In review');
  await expect(owner.getByTestId('desk-announcement')).toHaveText(`${provider} for ${member.username}: In review.`);
  await expect(row.getByRole('button')).toHaveText(['Start negotiating', 'Not saved']);
  await row.getByRole('button', { name: 'Start negotiating' }).click();
  await expect(row.getByTestId('desk-status')).toHaveText('Negotiating');

  // The filter shows only requests with that status.
  await owner.getByLabel('Status').selectOption({ label: 'Negotiating' });
  await expect(row).toBeVisible();
  for (const status of await owner.getByTestId('desk-status').allTextContents()) expect(status).toBe('Negotiating');

  await row.getByRole('button', { name: 'Record saving' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Record the saving' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Record saving' }).click();
  await expect(dialog.getByTestId('outcome-error')).toHaveText('Enter the monthly saving.');
  await dialog.getByLabel('Monthly saving (USD)').fill('40');
  await expect(dialog).toContainText('Success fee (25%): $10.00 a month');
  await expectNoSeriousA11yViolations(owner);
  await dialog.getByRole('button', { name: 'Record saving' }).click();
  await expect(dialog).toHaveCount(0);
  await owner.getByLabel('Status').selectOption({ label: 'Saved' });
  await expect(row.getByTestId('desk-status')).toHaveText('Saved');
  await expect(row.getByTestId('desk-outcome')).toHaveText('$40.00/mo · fee $10.00');
  await expect(row.getByRole('button')).toHaveCount(0);
  await ownerContext.close();

  // The member reloads /bills at phone width: every step with its date, the saving and the fee.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(SCREENS.bills[0]);
  await expect(card.getByTestId('bill-status')).toHaveText('Saved');
  await expect(card.getByTestId('bill-outcome')).toHaveText('$40.00 saved a month · fee $10.00');
  await expect(card.getByTestId('bill-savings')).toHaveText('$40.00/mo');
  await expect(card.getByTestId('bill-fee')).toHaveText('$10.00');
  const steps = card.getByTestId('bill-step');
  await expect(steps).toHaveText([/^Submitted · .*\d{4}/, /^In review · .*\d{4}/, /^Negotiating · .*\d{4}/, /^Saved · .*\d{4}/]);
  await expect(steps.last()).toHaveAttribute('aria-current', 'step');
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll(page);
});
