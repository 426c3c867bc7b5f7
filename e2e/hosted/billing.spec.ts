/**
 * /billing on the hosted test server (docs/product.md "Billing"), each test with freshly registered
 * accounts, so no other test's purchase shows here: the Free plan, a Pro purchase through the demo
 * provider and everything it puts on the page, cancelling at the period end, the usage report
 * download, the load failure, and a Business team joined through an invite link.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-test';
import { TEAM_MESSAGES } from '../../backend/src/modules/teams/service';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/constants';
import { billingInfoSchema, type BillingInfo } from '../../shared/contracts/payments';
import { BUSINESS_TEAM_SIZE, PLANS, planPriceCents, type PaidPlanId } from '../../shared/plans';
import { HOSTED_URL } from '../support/env';
import { signUp } from '../support/hosted-account';

/** Stripe's (and the demo provider's) card that always succeeds. */
const GOOD_CARD = '4242424242424242';

const isPath = (pathname: string) => (r: { url(): string }) => new URL(r.url()).pathname === pathname;

/** "$9.00": invoices and plan prices show cents. */
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** "December 21, 2026", read in UTC like the page does. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** What the page sends on a state-changing request: the session's CSRF token from its readable cookie. */
async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies(HOSTED_URL)).find((c) => c.name === CSRF_COOKIE)?.value;
  expect(token, 'the session has a CSRF token').toBeTruthy();
  return { [CSRF_HEADER]: token! };
}

/** Buys a plan monthly through the API, as the checkout does: price from the catalogue, the demo card. */
async function buy(page: Page, plan: PaidPlanId): Promise<void> {
  const headers = await csrfHeaders(page);
  const intent = await page.request.post('/api/create-subscription-payment', {
    headers,
    data: { plan, amount: planPriceCents(plan, 'month') / 100, interval: 'month' },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await page.request.post('/api/payments/demo/confirm', { headers, data: { clientSecret, cardNumber: GOOD_CARD, expiry: '12/39' } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  expect(await confirm.json()).toEqual({ status: 'succeeded', plan });
}

async function billingInfo(page: Page): Promise<BillingInfo> {
  const response = await page.request.get('/api/billing/info');
  expect(response.status()).toBe(200);
  return billingInfoSchema.parse(await response.json());
}

test('a Free user sees the Free plan; after buying Pro the page shows Pro, Active, the card and the invoice; Cancel ends it at the period end', async ({
  page,
}) => {
  await signUp(page.context(), 'bill', 'Bea');
  await page.goto('/billing');
  const plan = page.getByTestId('current-plan');
  await expect(plan.getByTestId('plan-name')).toHaveText(PLANS.free.name);
  await expect(plan.getByTestId('plan-price')).toHaveText(`$${PLANS.free.monthlyCents / 100} / month`);
  await expect(plan.getByRole('listitem')).toHaveText(PLANS.free.features);
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
  await expect(page.getByTestId('no-payment-method')).toBeVisible();
  await expect(page.getByTestId('billing-history-empty')).toBeVisible();
  await expect(page.getByTestId('demo-payment-note')).toBeVisible();
  await expect(page.getByTestId('team-card')).toHaveCount(0);
  await plan.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(`${HOSTED_URL}/pricing`);

  await buy(page, 'pro');
  const info = await billingInfo(page);
  expect(info.subscription).toMatchObject({ plan: 'pro', status: 'active', amount: PLANS.pro.monthlyCents, interval: 'month', cancel_at_period_end: false });
  const periodEnd = info.subscription!.current_period_end;

  await page.goto('/billing');
  await expect(plan.getByTestId('plan-name')).toHaveText(PLANS.pro.name);
  const status = plan.getByTestId('plan-status');
  await expect(status).toHaveText('Active');
  await expect(status).toHaveClass(/emerald/);
  await expect(plan.getByTestId('plan-price')).toHaveText(`${usd(PLANS.pro.monthlyCents)} / month`);
  await expect(plan.getByTestId('plan-period-end')).toHaveText(`Renews on ${longDate(periodEnd)}`);
  await expect(plan.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);

  const card = info.payment_method!;
  expect(card.last4).toBe(GOOD_CARD.slice(-4));
  await expect(page.getByTestId('card-summary')).toHaveText(`Visa •••• ending in ${card.last4}`);
  await expect(page.getByTestId('card-expiry')).toHaveText(`Expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`);
  await expect(page.getByRole('button', { name: 'Update payment method' })).toBeVisible();

  expect(info.history).toHaveLength(1);
  const invoice = info.history[0]!;
  const rows = page.getByTestId('billing-history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell')).toHaveText([longDate(invoice.date), usd(PLANS.pro.monthlyCents), 'Paid', invoice.invoice_id]);

  await expect(page.getByTestId('subscriptions-found')).toHaveText(String(info.usage.subscriptions_found));
  await expect(page.getByTestId('bill-negotiations')).toHaveText(String(info.usage.bill_negotiations));

  // Keep Subscription changes nothing.
  const cancels: string[] = [];
  page.on('request', (r) => {
    if (isPath('/api/billing/cancel-subscription')(r)) cancels.push(r.method());
  });
  const cancelButton = page.getByTestId('cancel-subscription');
  await cancelButton.click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog).toContainText(`stays active until ${longDate(periodEnd)}`);
  await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
  await expect(dialog).toBeHidden();
  expect(cancels).toEqual([]);

  // Confirmed: "Processing..." while the server works, then the notice with the end date and no Cancel.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/billing/cancel-subscription', async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest(isPath('/api/billing/cancel-subscription'));
  await cancelButton.click();
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  const request = await sent;
  await expect(cancelButton).toHaveText('Processing...');
  await expect(cancelButton).toBeDisabled();
  release();
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/json');
  expect(request.postData()).toBe('{}');
  expect(request.headers()[CSRF_HEADER]).toBeTruthy();

  const notice = page.getByTestId('cancel-notice');
  await expect(notice).toContainText(`stays active until ${longDate(periodEnd)}`);
  await expect(notice).toBeFocused();
  await expect(cancelButton).toHaveCount(0);
  await expect(plan.getByTestId('plan-period-end')).toHaveText(`Cancels on ${longDate(periodEnd)}`);
  await page.unroute('**/api/billing/cancel-subscription');
  expect((await billingInfo(page)).subscription).toMatchObject({ cancel_at_period_end: true, current_period_end: periodEnd });

  await page.reload();
  await expect(page.getByTestId('cancel-notice')).toContainText(longDate(periodEnd));
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(plan.getByTestId('plan-name')).toHaveText(PLANS.pro.name);

  // The same page on a 390 px phone: nothing sticks out sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(plan).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
});

test('Download Usage Report saves the CSV the API serves; the customer portal opens only when the server gives its address', async ({ page }) => {
  await signUp(page.context(), 'report', 'Rae');
  await buy(page, 'pro');
  const info = await billingInfo(page);
  await page.goto('/billing');
  await expect(page.getByTestId('plan-name')).toHaveText(PLANS.pro.name);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Usage Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^usage-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');

  const api = await page.request.get('/api/billing/usage-report');
  expect(api.headers()['content-type']).toContain('text/csv');
  expect(api.headers()['content-disposition']).toContain(`filename="${download.suggestedFilename()}"`);
  expect(csv).toBe(await api.text());

  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('section,field,value');
  const invoice = info.history[0]!;
  expect(lines.slice(1)).toEqual([
    `plan,tier,${info.tier}`,
    `plan,status,${info.subscription!.status}`,
    `plan,renews_or_ends,${info.subscription!.current_period_end}`,
    `usage,subscriptions_found,${info.usage.subscriptions_found}`,
    `usage,savings_achieved_usd,${info.usage.savings_achieved.toFixed(2)}`,
    `usage,bill_negotiations,${info.usage.bill_negotiations}`,
    `invoice,${invoice.invoice_id} ${invoice.date} ${invoice.status},${(invoice.amount / 100).toFixed(2)}`,
  ]);
  expect(info.tier).toBe('pro');
  expect(invoice.amount).toBe(PLANS.pro.monthlyCents);

  // The customer portal: a refusal changes nothing on the page (docs/product.md "Billing")...
  await page.route('**/api/billing/customer-portal', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: { code: 'no_customer', message: 'No' } }) }),
  );
  const manage = page.getByRole('button', { name: 'Manage Subscription' });
  const refused = page.waitForResponse(isPath('/api/billing/customer-portal'));
  await manage.click();
  expect((await refused).status()).toBe(409);
  await expect(manage).toBeEnabled();
  await expect(page).toHaveURL(`${HOSTED_URL}/billing`);
  await page.unroute('**/api/billing/customer-portal');
  // ...and its address is followed when it answers: the demo provider's portal is this page, saying so.
  await page.getByRole('button', { name: 'Update payment method' }).click();
  await expect(page).toHaveURL(`${HOSTED_URL}/billing?portal=demo`);
  await expect(page.getByTestId('demo-portal-note')).toContainText('Demo portal.');
  await expect(page.getByTestId('plan-name')).toHaveText(PLANS.pro.name);
});

test('a billing load failure shows the spec’s message, and Try Again reloads the page', async ({ page }) => {
  await signUp(page.context(), 'fail', 'Fay');
  const failure = page.getByTestId('billing-error');

  // An answer that is not billing info ("missing data") counts as a failure too.
  await page.route('**/api/billing/info', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
  await page.goto('/billing');
  await expect(failure.getByRole('heading', { name: 'Unable to load billing information' })).toBeVisible();
  await page.unroute('**/api/billing/info');

  await page.route('**/api/billing/info', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Provider down' } }) }),
  );
  await page.goto('/billing');
  await expect(failure.getByRole('heading', { level: 2 })).toHaveText('Unable to load billing information');
  await expect(failure).toContainText('Please try again later or contact support.');
  await expect(page.getByTestId('current-plan')).toHaveCount(0);

  // Try Again is a full reload: a marker on this document does not survive it.
  await page.unroute('**/api/billing/info');
  await page.evaluate('window.__beforeTryAgain = true');
  const reloaded = page.waitForEvent('load');
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await reloaded;
  expect(await page.evaluate('window.__beforeTryAgain === undefined')).toBe(true);
  await expect(page.getByTestId('current-plan').getByTestId('plan-name')).toHaveText(PLANS.free.name);
  await expect(failure).toHaveCount(0);
});

test('a Business owner invites a teammate by link; the teammate joins and the team card lists both', async ({ page, browser }) => {
  const owner = await signUp(page.context(), 'owner', 'Olive');
  await buy(page, 'business');
  const mateContext = await browser.newContext({ baseURL: HOSTED_URL });
  const mate = await signUp(mateContext, 'mate', 'Milo');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: HOSTED_URL });

  await page.goto('/billing');
  await expect(page.getByTestId('plan-name')).toHaveText(PLANS.business.name);
  const team = page.getByTestId('team-card');
  await expect(team.getByTestId('team-seats')).toHaveText(`1 of ${BUSINESS_TEAM_SIZE} seats used`);
  await expect(team.getByTestId('team-member')).toHaveCount(1);
  await expect(team.getByTestId('team-member').first()).toContainText(owner.firstName);
  await expect(team.getByTestId('team-member-role')).toHaveText(['Owner']);

  // An empty address is caught on the page; a real one gives a link to copy, once.
  const email = team.getByLabel("Teammate's email");
  await team.getByRole('button', { name: 'Send invite' }).click();
  await expect(team.getByTestId('team-invite-error')).toHaveText('Enter your teammate’s email address.');
  await email.fill(mate.email);
  await team.getByRole('button', { name: 'Send invite' }).click();
  const invite = team.getByTestId('team-invite-link');
  const link = invite.getByLabel('Invite link');
  await expect(link).toHaveValue(new RegExp(`^${HOSTED_URL}/billing\\?invite=[^&]{20,}$`));
  const inviteUrl = await link.inputValue();
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite.getByRole('button', { name: 'Link copied!' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(inviteUrl);
  await expect(email).toHaveValue('');
  await expect(team.getByTestId('team-seats')).toHaveText(`2 of ${BUSINESS_TEAM_SIZE} seats used`);
  await expect(team.getByTestId('team-member-status')).toHaveText(['Active', 'Invited']);
  await expect(team.getByTestId('team-member').nth(1)).toContainText(mate.email);

  // The server's 409 for the same person again is shown on the form.
  await email.fill(mate.email);
  await team.getByRole('button', { name: 'Send invite' }).click();
  await expect(team.getByTestId('team-invite-error')).toHaveText(TEAM_MESSAGES.duplicate);

  // The teammate opens the link, signed in as the invited address, and joins.
  const matePage = await mateContext.newPage();
  await matePage.goto(inviteUrl);
  const join = matePage.getByTestId('join-team');
  await expect(join.getByRole('heading', { name: 'Join team' })).toBeVisible();
  const accepted = matePage.waitForResponse(isPath('/api/team/accept'));
  await join.getByRole('button', { name: 'Join team' }).click();
  expect((await accepted).status()).toBe(200);
  await expect(matePage).toHaveURL(`${HOSTED_URL}/billing`);
  await expect(join).toHaveCount(0);
  const mateTeam = matePage.getByTestId('team-card');
  await expect(mateTeam.getByTestId('team-member-name')).toHaveText([owner.firstName, mate.firstName]);
  await expect(mateTeam.getByTestId('team-member-role')).toHaveText(['Owner', 'Member']);
  await expect(mateTeam.getByTestId('team-member-status')).toHaveText(['Active', 'Active']);
  await expect(mateTeam.getByLabel("Teammate's email")).toHaveCount(0);
  await expect(mateTeam.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  // The owner's card lists both, the teammate now active and named.
  await page.reload();
  await expect(team.getByTestId('team-member-name')).toHaveText([owner.firstName, mate.firstName]);
  await expect(team.getByTestId('team-member-status')).toHaveText(['Active', 'Active']);
  await expect(team.getByTestId('team-seats')).toHaveText(`2 of ${BUSINESS_TEAM_SIZE} seats used`);
  await expect(team.getByRole('button', { name: `Remove ${mate.firstName}` })).toBeVisible();

  // The teammate leaves: their card goes (they are on Free), and the owner has the seat back.
  await mateTeam.getByRole('button', { name: 'Leave team' }).click();
  await matePage.getByTestId('team-confirm').getByRole('button', { name: 'Leave team' }).click();
  await expect(mateTeam).toHaveCount(0);
  await page.reload();
  await expect(team.getByTestId('team-seats')).toHaveText(`1 of ${BUSINESS_TEAM_SIZE} seats used`);
  await expect(team.getByTestId('team-member')).toHaveCount(1);
  await mateContext.close();
});
