/**
 * The subscription features of issue #17 (docs/product.md "Subscriptions"): the Upcoming view on
 * /subscriptions and the dashboard, Mark Cancelled with a confirmation and an undo, the price-rise
 * and charged-after-cancel alerts, a dismissed finding staying dismissed after a rescan, and the
 * dashboard's subscription figures agreeing with /subscriptions.
 *
 * Each test signs up its own account on the hosted test server, so no other suite's imports, scans
 * or cancellations can change its figures (the local server has a single shared user). Its bank
 * history goes in through POST /api/import-bank-transactions as Plaid-shaped rows dated relative to
 * today (the hosted server has no test clock), and the scan runs from the screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app-test';
import { CSRF_COOKIE, CSRF_HEADER } from '../shared/constants';
import type { SavingsSummary, Subscription, SubscriptionList, UpcomingResponse } from '../shared/contracts/subscriptions';
import { addDays, isoDate } from '../shared/dates';
import { formatUsd, usd } from '../shared/money';
import { expectNoSeriousA11yViolations } from './support/axe';
import { HOSTED_URL } from './support/env';
import { signUp } from './support/hosted-account';
import { openFromMenu } from './support/client-navigation';

test.use({ baseURL: HOSTED_URL });

const LIST = '/api/subscriptions';
const SAVINGS = '/api/savings-summary';
const UPCOMING = '/api/subscriptions/upcoming';
const IMPORT = '/api/import-bank-transactions';
/** Set to a folder to keep screenshots of both screens at both widths (for a person to look at). */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

const price = (dollars: number) => formatUsd(dollars, { cents: true });

/** 'YYYY-MM-DD' moved by calendar months, the day kept or clamped to the month's end (a bank's monthly billing). */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoDate(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

interface Series {
  key: string;
  merchant: string;
  /** The raw descriptor Plaid's `name` carries. */
  descriptor: string;
  /** Oldest first. */
  charges: { date: string; amount: number }[];
}

function monthly(key: string, merchant: string, descriptor: string, lastDaysAgo: number, amounts: number[]): Series {
  const today = isoDate(Date.now());
  const last = addDays(today, -lastDaysAgo);
  return { key, merchant, descriptor, charges: amounts.map((amount, i) => ({ date: addMonths(last, i - (amounts.length - 1)), amount })) };
}

function weekly(key: string, merchant: string, descriptor: string, lastDaysAgo: number, count: number, amount: number): Series {
  const today = isoDate(Date.now());
  const last = addDays(today, -lastDaysAgo);
  return { key, merchant, descriptor, charges: Array.from({ length: count }, (_, i) => ({ date: addDays(last, -7 * (count - 1 - i)), amount })) };
}

/** The history every test starts from: a price rise, a weekly service, one to cancel, one to dismiss. */
const BASE_HISTORY = (): Series[] => [
  // Monthly, $12.99 for six months then $15.99 for the last two: a recent price rise.
  monthly('stream', 'Streamly', 'STREAMLY.COM*PLUS 888-555-0100', 10, [12.99, 12.99, 12.99, 12.99, 12.99, 12.99, 15.99, 15.99]),
  // Weekly, last charged 3 days ago: due in 4, 11, 18 and 25 days.
  weekly('fitbox', 'Fitbox Meals', 'FITBOX MEALS #0042', 3, 12, 9.5),
  monthly('radio', 'Radiowave', 'PAYPAL *RADIOWAVE', 5, [7.99, 7.99, 7.99, 7.99, 7.99, 7.99]),
  monthly('cloud', 'Cloudbox', 'CLOUDBOX STORAGE', 15, [2.99, 2.99, 2.99, 2.99, 2.99, 2.99]),
];

/** Three more monthly services: seven in all, more than the Free plan lists. */
const MORE_HISTORY = (): Series[] => [
  monthly('gym', 'Gymnation', 'GYMNATION CLUB 4411', 20, [39, 39, 39, 39, 39, 39]),
  monthly('news', 'Newsdaily', 'NEWSDAILY DIGITAL', 7, [4.99, 4.99, 4.99, 4.99, 4.99, 4.99]),
  monthly('pod', 'Podcastly', 'PODCASTLY PREMIUM', 12, [5.49, 5.49, 5.49, 5.49, 5.49, 5.49]),
];

/** Plaid's /transactions/get rows, with fields the import ignores, plus two decoys (payroll in, a coffee). */
function plaidRows(series: Series[]): Record<string, unknown>[] {
  const today = isoDate(Date.now());
  const rows: Record<string, unknown>[] = series.flatMap((s) =>
    s.charges.map((c, i) => ({
      transaction_id: `e2e-${s.key}-${i}`,
      account_id: 'e2e-checking',
      amount: c.amount,
      date: c.date,
      authorized_date: c.date,
      merchant_name: s.merchant,
      name: s.descriptor,
      category: ['Service', 'Subscription'],
      payment_channel: 'online',
      pending: false,
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
      location: { city: null, region: null },
    })),
  );
  rows.push({ transaction_id: 'e2e-pay', amount: -2500, date: addDays(today, -14), name: 'ACME PAYROLL', category: ['Transfer', 'Payroll'], pending: false });
  rows.push({ transaction_id: 'e2e-coffee', amount: 4.75, date: addDays(today, -2), merchant_name: 'Bean There', category: ['Food and Drink', 'Coffee Shop'], pending: false });
  return rows;
}

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies(HOSTED_URL)).find((c) => c.name === CSRF_COOKIE)?.value;
  expect(token, 'the session has a CSRF token').toBeTruthy();
  return { [CSRF_HEADER]: decodeURIComponent(token!) };
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function postJson<T>(page: Page, method: 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const options = { headers: await csrfHeaders(page), ...(data === undefined ? {} : { data }) };
  const response = method === 'POST' ? await page.request.post(path, options) : await page.request.put(path, options);
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json().catch(() => null)) as T;
}

const toast = (page: Page) => page.getByTestId('toast');
async function expectToast(page: Page, title: string, description?: string | RegExp) {
  await expect(toast(page).getByTestId('toast-title')).toHaveText(title);
  if (description !== undefined) await expect(toast(page).getByTestId('toast-description')).toHaveText(description);
}

const item = (page: Page, id: string) => page.locator(`[data-testid="subscription-item"][data-subscription-id="${id}"]`);
const cancelledItem = (page: Page, id: string) => page.locator(`[data-testid="cancelled-item"][data-subscription-id="${id}"]`);

/** The listed subscription whose merchant is this one (the finder may tidy the name). */
function byMerchant(list: SubscriptionList, merchant: string): Subscription {
  const found = [...list.subscriptions, ...list.cancelled].find((s) => s.merchantName.toLowerCase().includes(merchant.toLowerCase()));
  expect(found, `${merchant} in ${JSON.stringify(list.subscriptions.map((s) => s.merchantName))}`).toBeDefined();
  return found!;
}

/** A new account with this history imported, scanned from the screen; answers the list it shows. */
async function accountWithHistory(page: Page, series: Series[]): Promise<SubscriptionList> {
  await signUp(page.context(), 'subsf', 'Sam');
  const imported = await postJson<{ imported: number }>(page, 'POST', IMPORT, { transactions: plaidRows(series) });
  expect(imported.imported).toBe(series.reduce((n, s) => n + s.charges.length, 0) + 2);
  await page.goto('/subscriptions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription Finder');
  await expect(page.getByTestId('subscriptions-empty')).toBeVisible();
  await page.getByTestId('scan-button').click();
  await expectToast(page, 'Real Data Analysis Complete', /Found in your own transactions/);
  const list = await getJson<SubscriptionList>(page, LIST);
  expect(list.total).toBe(series.length);
  await expect(page.getByTestId('subscription-item')).toHaveCount(list.subscriptions.length);
  return list;
}

/** Nothing wider than the viewport (no sideways scrolling at 390 px); names the widest offenders. */
async function expectNoSidewaysScroll(page: Page) {
  const offenders = await page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => el.tagName.toLowerCase() + (el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : '') + ' ' + (el.className || '').toString().slice(0, 80) + ' right=' + Math.round(el.getBoundingClientRect().right));
  })()`);
  expect(offenders, `wider than the viewport on ${page.url()}`).toEqual([]);
}

/** The whole page, and each named part on its own (readable at full size). */
async function shot(page: Page, name: string, parts: string[] = []) {
  if (!SHOTS_DIR) return;
  // Without the passing toast, which would cover what is being looked at.
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click();
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
  for (const part of parts) await page.getByTestId(part).first().screenshot({ path: `${SHOTS_DIR}/${name}-${part}.png` });
}

test.describe('subscription features', () => {
  test('upcoming charges by date with their total, the same on the dashboard; axe at 1280 and 390 px', async ({ page }) => {
    const list = await accountWithHistory(page, BASE_HISTORY());
    const today = isoDate(Date.now());
    const upcoming = await getJson<UpcomingResponse>(page, UPCOMING);
    expect(upcoming).toMatchObject({ from: today, to: addDays(today, 29), days: 30 });

    // The weekly service four times, a week apart; each monthly one once, at its current price.
    const fitbox = byMerchant(list, 'Fitbox');
    const weeklyCharges = upcoming.charges.filter((c) => c.subscriptionId === fitbox.id);
    expect(weeklyCharges.map((c) => c.date)).toEqual([4, 11, 18, 25].map((d) => addDays(today, d)));
    expect(weeklyCharges.every((c) => c.amount === 9.5)).toBe(true);
    for (const [merchant, amount] of [['Streamly', 15.99], ['Radiowave', 7.99], ['Cloudbox', 2.99]] as const) {
      const charges = upcoming.charges.filter((c) => c.subscriptionId === byMerchant(list, merchant).id);
      expect(charges.map((c) => c.amount), merchant).toEqual([amount]);
    }
    expect(upcoming.charges).toHaveLength(7);
    expect(upcoming.total).toBe(64.97);
    const dates = upcoming.charges.map((c) => c.date);
    expect(dates).toEqual([...dates].sort());

    // The screen lists them in that order, grouped by day, with the total.
    const section = page.getByTestId('upcoming-section');
    await expect(section.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    await expect(section.getByTestId('upcoming-total-line')).toHaveText('$64.97 in the next 30 days');
    const rows = section.getByTestId('upcoming-charge');
    await expect(rows).toHaveCount(7);
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-date')))).toEqual(dates);
    await expect(section.getByTestId('upcoming-amount')).toHaveText(upcoming.charges.map((c) => price(c.amount)));
    await expect(section.getByTestId('upcoming-day')).toHaveCount(new Set(dates).size);

    await expectNoSeriousA11yViolations(page);
    await shot(page, 'subscriptions-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(section.getByTestId('upcoming-total-line')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'subscriptions-390', ['upcoming-section', 'summary-active', 'subscription-item']);

    // The dashboard's card: the same total, the first charges, a link back.
    await page.setViewportSize({ width: 1280, height: 800 });
    await postJson(page, 'PUT', '/api/user/budget-settings', { income: 4000, mode: 'ai-control' });
    await page.goto('/dashboard');
    const card = page.getByTestId('dashboard-upcoming');
    await expect(card.getByTestId('dashboard-upcoming-total-line')).toHaveText('$64.97 in the next 30 days');
    await expect(card.getByTestId('dashboard-upcoming-name')).toHaveText(upcoming.charges.slice(0, 4).map((c) => c.name));
    await expect(card.getByTestId('dashboard-upcoming-link')).toHaveText('See all 7 upcoming charges');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'dashboard-1280', ['dashboard-upcoming']);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByTestId('dashboard-upcoming-total-line')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'dashboard-390', ['dashboard-upcoming']);
    await card.getByTestId('dashboard-upcoming-link').click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(page.getByTestId('upcoming-total-line')).toHaveText('$64.97 in the next 30 days');
  });

  test('Mark Cancelled asks first, then can be undone from the toast and from the Cancelled section', async ({ page }) => {
    const list = await accountWithHistory(page, BASE_HISTORY());
    const target = byMerchant(list, 'Radiowave');
    const row = item(page, target.id);
    const dialog = page.getByRole('dialog');

    // The dialog: what marking means, the saving counted; focus starts on Cancel and stays inside.
    await row.getByTestId('mark-cancelled').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: `Mark ${target.name} as cancelled?` })).toBeVisible();
    await expect(dialog.getByTestId('cancel-confirm-merchant')).toContainText(`does not cancel anything with ${target.merchantName}`);
    await expect(dialog.getByTestId('cancel-confirm-savings')).toHaveText('Savings of $7.99/month will be counted from this month.');
    await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'cancel-dialog-1280');
    // Escape closes it and nothing changed; focus is back on the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(row.getByTestId('mark-cancelled')).toBeFocused();
    expect((await getJson<SavingsSummary>(page, SAVINGS)).subscriptionsCancelled).toBe(0);
    // Its Cancel button closes it too; at 390 px it fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await row.getByTestId('mark-cancelled').click();
    await expect(dialog.getByRole('button', { name: 'Mark cancelled' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'cancel-dialog-390');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(row).toBeVisible();

    // Confirmed: the spec's toast with an Undo, the row moves to Cancelled, savings and upcoming follow.
    await row.getByTestId('mark-cancelled').click();
    await dialog.getByRole('button', { name: 'Mark cancelled' }).click();
    await expectToast(page, 'Subscription Cancelled', "We've marked this subscription as cancelled and updated your savings");
    await expect(row).toHaveCount(0);
    const cancelled = cancelledItem(page, target.id);
    await expect(cancelled.getByTestId('cancelled-saving')).toHaveText('saves $7.99 a month');
    await expect(cancelled.getByTestId('cancelled-on')).toHaveText(/^Cancelled on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('total-saved')).toHaveText('$7.99');
    expect(await getJson<SavingsSummary>(page, SAVINGS)).toEqual({ currency: 'USD', totalSaved: 7.99, monthlySavings: 7.99, subscriptionsCancelled: 1 });
    await expect(page.getByTestId('upcoming-total-line')).toHaveText('$56.98 in the next 30 days');
    await expect(page.getByTestId('active-count')).toHaveText('3');
    await expectNoSeriousA11yViolations(page);

    // Undo from the toast: active again, savings and upcoming back as before.
    await toast(page).getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Subscription active again');
    await expect(row).toBeVisible();
    await expect(page.getByTestId('cancelled-section')).toHaveCount(0);
    await expect(page.getByTestId('upcoming-total-line')).toHaveText('$64.97 in the next 30 days');
    await expect(page.getByTestId('active-count')).toHaveText('4');
    expect(await getJson<SavingsSummary>(page, SAVINGS)).toEqual({ currency: 'USD', totalSaved: 0, monthlySavings: 0, subscriptionsCancelled: 0 });

    // Cancel again, then undo from the Cancelled section (after the toast has gone: a reload).
    await row.getByTestId('mark-cancelled').click();
    await dialog.getByRole('button', { name: 'Mark cancelled' }).click();
    await expectToast(page, 'Subscription Cancelled');
    await page.reload();
    await expect(cancelled).toBeVisible();
    await shot(page, 'cancelled-1280', ['cancelled-section']);
    await cancelled.getByRole('button', { name: `Undo: mark active again (${target.name})` }).click();
    await expectToast(page, 'Subscription active again');
    await expect(item(page, target.id)).toBeVisible();
    await expect(page.getByTestId('cancelled-section')).toHaveCount(0);
    const after = await getJson<SubscriptionList>(page, LIST);
    expect(after.cancelled).toEqual([]);
    expect(after.subscriptions.map((s) => s.id)).toContain(target.id);
  });

  test('a price rise shows on its card and in the alerts summary; a charge after cancelling is a warning', async ({ page }) => {
    const list = await accountWithHistory(page, BASE_HISTORY());
    const stream = byMerchant(list, 'Streamly');
    const alert = stream.alerts.find((a) => a.kind === 'price-increase');
    expect(alert, JSON.stringify(stream)).toMatchObject({ amount: 15.99, previousAmount: 12.99 });
    expect(alert!.message).toContain('$12.99');
    expect(alert!.message).toContain('$15.99');
    // Only the rise has an alert.
    expect(list.subscriptions.filter((s) => s.alerts.length > 0).map((s) => s.id)).toEqual([stream.id]);

    const card = item(page, stream.id);
    await expect(card.getByTestId('price-up-badge')).toHaveText('Price up');
    await expect(card.getByTestId('price-increase-alert').getByTestId('alert-message')).toHaveText(alert!.message);
    await expect(card.getByTestId('subscription-amount')).toHaveText('$15.99 / month');
    await expect(page.getByTestId('alerts-summary-text')).toHaveText(`1 alert: ${stream.name} price up`);
    await expect(item(page, byMerchant(list, 'Cloudbox').id).getByTestId('price-up-badge')).toHaveCount(0);

    // A charge after cancelling cannot be dated in the future here (no test clock on this server),
    // so the screen is shown the server's answer with one, as the API tests produce it.
    const radio = byMerchant(list, 'Radiowave');
    const message = `Charged $7.99 on ${isoDate(Date.now())} after you cancelled on ${addDays(isoDate(Date.now()), -3)}: contact ${radio.merchantName} or dispute it with your bank.`;
    await page.route(`**${LIST}`, async (route) => {
      const answer = (await (await route.fetch()).json()) as SubscriptionList;
      const moved = {
        ...radio,
        status: 'cancelled' as const,
        cancelledAt: addDays(isoDate(Date.now()), -3),
        alerts: [{ kind: 'charged-after-cancel' as const, date: isoDate(Date.now()), amount: 7.99, previousAmount: null, message }],
      };
      await route.fulfill({ json: { ...answer, subscriptions: answer.subscriptions.filter((s) => s.id !== radio.id), total: answer.total - 1, cancelled: [moved] } });
    });
    await openFromMenu(page, '/subscriptions');
    const warning = cancelledItem(page, radio.id).getByTestId('charged-after-cancel-alert');
    await expect(warning).toBeVisible();
    await expect(warning.getByTestId('alert-message')).toHaveText(message);
    await expect(warning).not.toHaveAttribute('role', 'alert');
    await expect(page.getByTestId('alerts-summary-text')).toHaveText(`2 alerts: ${radio.name} charged after you cancelled, ${stream.name} price up`);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'alerts-1280', ['alerts-summary', 'cancelled-section']);
  });

  test('a dismissed finding stays dismissed after a rescan from the screen', async ({ page }) => {
    const list = await accountWithHistory(page, BASE_HISTORY());
    const target = byMerchant(list, 'Cloudbox');
    await item(page, target.id).getByTestId('dismiss-subscription').click();
    await expectToast(page, 'Removed from your list', `${target.name} is marked as not a subscription and will not come back.`);
    await expect(item(page, target.id)).toHaveCount(0);
    await expect(page.getByTestId('upcoming-total-line')).toHaveText('$61.98 in the next 30 days');

    await page.getByTestId('scan-button').click();
    await expectToast(page, 'Real Data Analysis Complete', /^\d+ recurring charges? found, 0 new subscriptions/);
    await expect(page.getByTestId('subscription-item')).toHaveCount(3);
    await expect(item(page, target.id)).toHaveCount(0);
    const rescanned = await getJson<SubscriptionList>(page, LIST);
    const merchants = [...rescanned.subscriptions, ...rescanned.cancelled].map((s) => s.merchantName.toLowerCase());
    expect(merchants.some((m) => m.includes('cloudbox'))).toBe(false);
    expect(rescanned.total).toBe(3);
    const upcoming = await getJson<UpcomingResponse>(page, UPCOMING);
    expect(upcoming.charges.map((c) => c.name)).not.toContain(target.name);
    await page.reload();
    await expect(page.getByTestId('subscription-item')).toHaveCount(3);
    await expect(item(page, target.id)).toHaveCount(0);
  });

  test("the dashboard's subscription figures equal /subscriptions' (Free plan totals cover all)", async ({ page }) => {
    const list = await accountWithHistory(page, [...BASE_HISTORY(), ...MORE_HISTORY()]);
    // Seven active: the Free plan lists five, the totals cover all seven.
    expect(list).toMatchObject({ total: 7, limitedByPlan: true, planLimit: 5 });
    expect(list.subscriptions).toHaveLength(5);
    await expect(page.getByTestId('plan-totals-text')).toHaveText(
      `Monthly total ${price(list.monthlyTotal)} for all 7 active subscriptions — the Free plan lists the first 5`,
    );
    await expect(page.getByTestId('plan-totals-note').getByRole('link', { name: '(upgrade to see all)' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByTestId('monthly-total')).toHaveText(price(list.monthlyTotal));
    // Not the sum of the five rows shown.
    const shownSum = list.subscriptions.reduce((sum, s) => sum + Math.round(s.monthlyCost * 100), 0) / 100;
    expect(list.monthlyTotal).toBeGreaterThan(shownSum);
    await expectNoSeriousA11yViolations(page);

    // A plan first (the dashboard's tip), then one cancellation: both screens read the same figures
    // after it, the tip included.
    await postJson(page, 'PUT', '/api/user/budget-settings', { income: 4000, mode: 'ai-control' });
    const gone = list.subscriptions.find((s) => s.alerts.length === 0)!;
    await postJson(page, 'POST', `${LIST}/${gone.id}/cancel`);
    await page.reload();
    const now = await getJson<SubscriptionList>(page, LIST);
    const savings = await getJson<SavingsSummary>(page, SAVINGS);
    expect(now.total).toBe(6);
    expect(savings).toEqual({ currency: 'USD', totalSaved: gone.monthlyCost, monthlySavings: gone.monthlyCost, subscriptionsCancelled: 1 });
    await expect(page.getByTestId('active-count')).toHaveText('6');
    await expect(page.getByTestId('monthly-total')).toHaveText(price(now.monthlyTotal));
    await expect(page.getByTestId('total-saved')).toHaveText(price(savings.totalSaved));
    await expect(page.getByTestId('plan-totals-text')).toHaveText(
      `Monthly total ${price(now.monthlyTotal)} for all 6 active subscriptions — the Free plan lists the first 5`,
    );
    await shot(page, 'subscriptions-free-plan-1280', ['plan-totals-note']);

    await page.goto('/dashboard');
    const figures = `6 active subscriptions cost ${usd(now.monthlyTotal)} a month`;
    const insight = page.getByTestId('insight-text').filter({ hasText: /active subscriptions? cost/ });
    await expect(insight).toHaveCount(1);
    await expect(insight).toContainText(`${figures} (${usd(now.monthlyTotal * 12)} a year)`);
    await expect(page.getByTestId('ai-tip')).toContainText(`Your ${figures}`);
    await expect(page.getByTestId('savings-total')).toHaveText(formatUsd(savings.totalSaved));
    await expect(page.getByTestId('savings-cancelled')).toHaveText('1');
    await expect(page.getByTestId('savings-actual')).toHaveText(formatUsd(savings.monthlySavings));
  });
});
