/**
 * /bills (docs/product.md "Bills"), in local web mode as the local owner. The server is shared by
 * both workers, so each test submits under a unique provider name and asserts on that request only;
 * today's counter is compared with "at least", since the other worker may submit at the same time.
 */
import type { Page, Request } from '@playwright/test';
import type { BillList, BillNegotiation, BillSubmitRequest } from '../shared/contracts/bills';
import { countRequests, expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

const SUBMIT = '/api/bills/submit';
const LIST = '/api/bills';

function uniqueProvider(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const form = (page: Page) => page.getByTestId('bill-form');
const submitButton = (page: Page) => form(page).getByRole('button', { name: /Submit for Negotiation|Submitting\.\.\./ });
const counter = (page: Page) => page.getByTestId('bills-today-count');
const requestCard = (page: Page, provider: string) => page.getByTestId('bill-request').filter({ has: page.getByText(provider, { exact: true }) });

async function todayCount(page: Page): Promise<number> {
  await expect(counter(page)).toHaveText(/^Total submissions today: \d+$/);
  return Number((await counter(page).textContent())!.replace(/\D/g, ''));
}

async function fill(page: Page, provider: string) {
  const f = form(page);
  await f.getByLabel('Service Type').selectOption({ label: 'Internet/Cable' });
  await f.getByLabel('Provider Name').fill(provider);
  await f.getByLabel('Current Monthly Bill ($)').fill('89.99');
  await f.getByLabel('Account Number (optional)').fill('1234-5678-9012');
  await f.getByLabel('Phone Number').fill('+1 555 123 4567');
  await f.getByLabel('Email Address').fill('owner@example.com');
  await f.getByLabel('Additional Information (optional)').fill('Promo price ended');
}

test.describe('bill negotiation', () => {
  test('submit: the form clears, the counter and the list come from the server, a recorded saving shows its 25% fee', async ({ page }) => {
    const provider = uniqueProvider('Comcast');
    await page.goto('/bills');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bill Negotiation');
    await expect(page.getByTestId('bill-how-it-works')).toContainText('within 2 business days');
    await expect(page.getByTestId('bill-how-it-works')).toContainText('2-3 business days');
    await expect(page.getByTestId('bill-how-it-works')).toContainText('25% of your monthly saving');
    await expect(page.getByText('Only the last 4 digits are stored')).toBeVisible();
    const before = await todayCount(page);
    await expectNoSeriousA11yViolations(page);

    // The service types, with the spec's labels.
    await expect(form(page).getByLabel('Service Type').locator('option:not([value=""])')).toHaveText([
      'Internet/Cable',
      'Phone/Mobile',
      'Insurance',
      'Utilities (Gas/Electric)',
      'Subscription Service',
      'Credit Card',
      'Other',
    ]);
    await expect(form(page).getByLabel('Current Monthly Bill ($)')).toHaveAttribute('step', '0.01');

    await fill(page, provider);
    const tracked = page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/analytics/track' && r.postData()?.includes('bill_negotiation_submit') === true);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === SUBMIT);
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === SUBMIT);
    await submitButton(page).click();
    const body = (await sent).postDataJSON() as BillSubmitRequest;
    expect(body).toEqual({
      service_type: 'internet',
      provider_name: provider,
      current_bill_amount: 89.99,
      account_number: '1234-5678-9012',
      contact_phone: '+1 555 123 4567',
      email: 'owner@example.com',
      additional_info: 'Promo price ended',
    });
    const response = await answered;
    expect(response.status()).toBe(201);
    const bill = (await response.json()) as BillNegotiation;
    expect((await tracked).postDataJSON()).toEqual({ event: 'bill_negotiation_submit', properties: { service_type: 'internet', amount: 89.99 } });

    // Success: the form is cleared, the counter has grown, and the list shows the request.
    await expect(form(page).getByLabel('Provider Name')).toHaveValue('');
    await expect(form(page).getByLabel('Service Type')).toHaveValue('');
    await expect(form(page).getByLabel('Current Monthly Bill ($)')).toHaveValue('');
    await expect(form(page).getByLabel('Email Address')).toHaveValue('');
    await expect.poll(() => todayCount(page)).toBeGreaterThanOrEqual(before + 1);
    const card = requestCard(page, provider);
    await expect(card.getByTestId('bill-status')).toHaveText('Submitted');
    await expect(card.getByTestId('bill-amount')).toHaveText('$89.99/mo');
    await expect(card.getByTestId('bill-account')).toHaveText('•••• 9012');
    await expect(card).toContainText('Internet/Cable');
    await expect(card.getByTestId('bill-fee')).toHaveCount(0);
    // The server agrees with the counter shown (at least this one today) and kept only the last 4 digits.
    const list = (await (await page.request.get(LIST)).json()) as BillList;
    expect(list.requests.find((r) => r.id === bill.id)).toMatchObject({ accountLast4: '9012', status: 'submitted' });

    // The step history starts with the submission; the rest is ahead.
    await expect(card.getByTestId('bill-step')).toHaveCount(4);
    await expect(card.getByTestId('bill-step').first()).toContainText('Submitted');
    await expect(card.getByTestId('bill-step').nth(1)).toContainText('In review (not yet)');

    // Locally the user is the owner: the owner moves it forward and records the saving; the page
    // shows each step, the saving and the server's 25% fee.
    for (const data of [{ status: 'in_review' }, { status: 'negotiating' }, { status: 'saved', monthlySavings: 30.1 }]) {
      const moved = await page.request.post(`/api/bill-desk/${bill.id}/status`, { data });
      expect(moved.status(), JSON.stringify(data)).toBe(200);
    }
    // The member's old "record saving" route is gone.
    expect((await page.request.post(`/api/bills/${bill.id}/savings`, { data: { monthlySavings: 1 } })).status()).toBe(404);
    await page.reload();
    await expect(card.getByTestId('bill-status')).toHaveText('Saved');
    await expect(card.getByTestId('bill-savings')).toHaveText('$30.10/mo');
    await expect(card.getByTestId('bill-fee')).toHaveText('$7.53');
    await expect(card.getByTestId('bill-outcome')).toHaveText('$30.10 saved a month · fee $7.53');
    await expect(card).toContainText('Success fee (25%)');
    await expect(card.getByTestId('bill-step')).toHaveText([/^Submitted/, /^In review/, /^Negotiating/, /^Saved/]);
    await expectNoSeriousA11yViolations(page);
  });

  test('required fields and the email format are checked before anything is sent', async ({ page }) => {
    const submits = countRequests(page, 'POST', SUBMIT);
    await page.goto('/bills');
    await expect(counter(page)).toBeVisible();
    await submitButton(page).click();
    await expect(page.getByTestId('service-type-error')).toBeVisible();
    await expect(page.getByTestId('provider-name-error')).toBeVisible();
    await expect(page.getByTestId('current-bill-error')).toBeVisible();
    await expect(page.getByTestId('contact-phone-error')).toBeVisible();
    await expect(page.getByTestId('email-error')).toBeVisible();
    // Optional fields stay quiet.
    await expect(page.getByTestId('account-number-error')).toHaveCount(0);
    await expect(page.getByTestId('additional-info-error')).toHaveCount(0);
    await expect(form(page).getByLabel('Service Type')).toBeFocused();
    await expect(form(page).getByLabel('Service Type')).toHaveAttribute('aria-invalid', 'true');

    await fill(page, uniqueProvider('Never sent'));
    await form(page).getByLabel('Email Address').fill('not-an-email');
    await submitButton(page).click();
    await expect(page.getByTestId('email-error')).toHaveText(/valid email address/);
    await expect(form(page).getByLabel('Email Address')).toBeFocused();
    await expect(page.getByTestId('provider-name-error')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(submits.count).toBe(0);
  });

  test('a server failure shows Submission Error, keeps the form and stores nothing', async ({ page }) => {
    const provider = uniqueProvider('Failing');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SUBMIT, async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' });
    });
    await page.goto('/bills');
    await expect(counter(page)).toBeVisible();
    await fill(page, provider);
    await submitButton(page).click();
    // Pending: Submitting..., button disabled.
    await expect(submitButton(page)).toHaveText('Submitting...');
    await expect(submitButton(page)).toBeDisabled();
    release();
    const toast = page.getByTestId('toast');
    await expect(toast.getByTestId('toast-title')).toHaveText('Submission Error');
    await expect(toast.getByTestId('toast-description')).toHaveText('Please try again or contact support if the issue persists.');
    await expect(submitButton(page)).toHaveText('Submit for Negotiation');
    await expect(submitButton(page)).toBeEnabled();
    await expect(form(page).getByLabel('Provider Name')).toHaveValue(provider);
    await expect(form(page).getByLabel('Email Address')).toHaveValue('owner@example.com');
    await expect(requestCard(page, provider)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const list = (await (await page.request.get(LIST)).json()) as BillList;
    expect(list.requests.some((r) => r.providerName === provider)).toBe(false);
  });
});
