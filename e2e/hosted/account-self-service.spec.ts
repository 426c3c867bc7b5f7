/**
 * Hosted account self-service (docs/security.md "Password reset (hosted)"): a member changes their
 * password on /settings, the owner issues a reset link on /members that a fresh browser uses, and
 * "Sign out everywhere" ends every session. The owner's own password is never changed here: the
 * other hosted specs sign in with it.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/app-test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { E2E_PASSWORD, HOSTED_URL } from '../support/env';
import { signInOwner, signUp } from '../support/hosted-account';

const NEW_PASSWORD = 'a fresh passphrase 2026';

async function signInOnPage(page: Page, identifier: string, password: string) {
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Username or email').fill(identifier);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: HOSTED_URL });
  return { context, page: await context.newPage() };
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
}

test('a member changes their password on /settings and signs in with the new one', async ({ page, browser }) => {
  const account = await signUp(page.context(), 'pw', 'Pat');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile and settings' })).toBeVisible();
  await expect(page.getByTestId('profile-username')).toHaveText(account.username);
  await expect(page.getByTestId('profile-email')).toHaveText(account.email);
  await expect(page.getByTestId('profile-name')).toHaveText('Pat');
  await expect(page.getByTestId('profile-currency')).toContainText('USD');
  await expectNoSeriousA11yViolations(page);

  // Checked on the page first (the sign-up rule), then by the server (the current password).
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('New password again').fill('short');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('newPassword-error')).toHaveText('Password must be at least 10 characters');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-error')).toHaveText('Your current password is not correct. Nothing was changed.');

  await page.getByLabel('Current password').fill(E2E_PASSWORD);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  // This session stays signed in.
  await page.reload();
  await expect(page.getByTestId('profile-username')).toHaveText(account.username);

  const other = await freshPage(browser);
  await other.page.goto('/api/login?returnTo=/settings');
  await signInOnPage(other.page, account.username, E2E_PASSWORD);
  await expect(other.page.getByRole('alert')).toHaveText('Incorrect username/email or password.');
  await signInOnPage(other.page, account.email, NEW_PASSWORD);
  await expect(other.page).toHaveURL(`${HOSTED_URL}/settings`);
  await expect(other.page.getByTestId('profile-username')).toHaveText(account.username);
  await other.context.close();
});

test('the owner issues a reset link on /members; a new browser uses it once and signs in', async ({ page, browser }) => {
  const member = await freshPage(browser);
  const account = await signUp(member.context, 'rs', 'Robin');
  await signInOwner(page.context());

  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const row = page.getByTestId('member-row').filter({ hasText: account.username });
  await expect(row).toContainText(account.email);
  await expect(row).toContainText('Member');
  await expect(row).toContainText('Last sign-in');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Issue reset link for ${account.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reset link for ${account.username}` });
  await expect(dialog).toContainText('There is no e-mail here');
  const link = await dialog.getByTestId('reset-link').inputValue();
  expect(link).toMatch(new RegExp(`^${HOSTED_URL}/api/password-reset\\?code=[A-Za-z0-9_-]{43}$`));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByTestId('reset-link-done').click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('member-reset-pending')).toBeVisible();
  // The list never carries the code.
  const code = new URL(link).searchParams.get('code')!;
  expect(await (await page.request.get('/api/auth/accounts')).text()).not.toContain(code);

  const holder = await freshPage(browser);
  await holder.page.goto(link);
  await expect(holder.page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(holder.page.locator('form')).toContainText(account.username);
  await holder.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await holder.page.getByLabel('New password again').fill(NEW_PASSWORD);
  await holder.page.getByRole('button', { name: 'Set password' }).click();
  await expect(holder.page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await holder.page.getByRole('link', { name: 'Sign in' }).click();
  await signInOnPage(holder.page, account.username, NEW_PASSWORD);
  await expect(holder.page).toHaveURL(`${HOSTED_URL}/onboarding`);

  // The member's old session ended; the link works only once.
  expect((await member.page.request.get('/api/auth/user')).status()).toBe(401);
  await holder.page.goto(link);
  await expect(holder.page.getByRole('heading', { name: 'This reset link cannot be used' })).toBeVisible();
  await member.context.close();
  await holder.context.close();
});

test('sign out everywhere ends this session and the other ones, then opens the sign-in page', async ({ page, browser }) => {
  const account = await signUp(page.context(), 'so', 'Sam');
  const other = await freshPage(browser);
  await other.page.goto('/api/login?returnTo=/settings');
  await signInOnPage(other.page, account.username, E2E_PASSWORD);
  await expect(other.page).toHaveURL(`${HOSTED_URL}/settings`);

  await page.goto('/settings');
  await page.getByTestId('sign-out-everywhere').click();
  await expect(page.getByText('Sign out of every device now?')).toBeVisible();
  await page.getByTestId('sign-out-everywhere-confirm').click();
  await expect(page).toHaveURL(/\/api\/login\?returnTo=(%2F|\/)dashboard$/);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await other.page.request.get('/api/auth/user')).status()).toBe(401);
  await other.page.reload();
  await expect(other.page.getByTestId('settings-sign-in')).toBeVisible();
  await other.context.close();
});

test('settings and members pass axe and fit at 390 px', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page.context(), 'ph', 'Pia');
  await page.goto('/settings');
  await expect(page.getByTestId('change-password-form')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  const owner = await freshPage(browser);
  await owner.page.setViewportSize({ width: 390, height: 844 });
  await signInOwner(owner.context);
  await owner.page.goto('/members');
  await expect(owner.page.getByTestId('members-list')).toBeVisible();
  await expectNoSeriousA11yViolations(owner.page);
  await expectNoSidewaysScroll(owner.page);
  // A member is told the screen is the owner's.
  await page.goto('/members');
  await expect(page.getByTestId('owner-only')).toBeVisible();
  await owner.context.close();
});
