/**
 * /beta and /enterprise (docs/product.md "Beta"), on the hosted server, signed out:
 * a visitor's view, and a server whose clock no test moves (the beta closes 48 h after the first
 * start; the local e2e server's test clock jumps weeks ahead for the business tests). The server is
 * shared by both workers (and by the copies --repeat-each makes), so every signup uses a unique
 * email, and the tests that count spots hold a small cross-process lock while they sign up.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { BETA_SPOTS_TOTAL, type BetaStatus } from '../../shared/contracts/beta';
import { countRequests, expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { HOSTED_PORT } from '../support/env';

const SIGNUP = '/api/beta-signup';
const STATUS = '/api/beta/status';
const CONVERSION = '/api/analytics/conversion-event';

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
const toast = (page: Page) => page.getByTestId('toast');

async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page).getByTestId('toast-title')).toHaveText(title);
  if (description !== undefined) await expect(toast(page).getByTestId('toast-description')).toHaveText(description);
}

/** Serialises the tests that change the spot count, across workers, so "one fewer" is exact. */
async function withSignupLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `wd-e2e-beta-spots-${HOSTED_PORT}.lock`);
  const staleAfter = Date.now() + 30_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a crashed run is removed after 30 s.
      if (Date.now() > staleAfter) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function openBeta(page: Page, url = '/beta'): Promise<number> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Beta');
  await expect(page.getByTestId('beta-status')).toBeVisible();
  // The beta must still be open on this server (no test moves its clock 48 h).
  await expect(page.getByTestId('beta-countdown')).toBeVisible();
  return Number(await page.getByTestId('beta-spots-left').textContent());
}

async function fillBeta(page: Page, values: { name?: string; email?: string; goal?: string; referral?: string }) {
  const form = page.getByTestId('beta-form');
  if (values.name !== undefined) await form.getByLabel('Name', { exact: true }).fill(values.name);
  if (values.email !== undefined) await form.getByLabel('Email').fill(values.email);
  if (values.goal !== undefined) await form.getByLabel('Financial goal').fill(values.goal);
  if (values.referral !== undefined) await form.getByLabel('How did you hear about us? (optional)').fill(values.referral);
}

const joinButton = (page: Page) => page.getByTestId('beta-form').getByRole('button', { name: 'Join the Beta' });

test.describe('beta signup', () => {
  test('shows the real spots and countdown, validates, and sends nothing invalid', async ({ page }) => {
    const signups = countRequests(page, 'POST', SIGNUP);
    const conversions = countRequests(page, 'POST', CONVERSION);
    const statusAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === STATUS);
    const left = await openBeta(page);
    const status = (await (await statusAnswer).json()) as BetaStatus;
    expect(left).toBe(status.spotsLeft);
    await expect(page.getByTestId('beta-status')).toContainText(`of ${BETA_SPOTS_TOTAL} spots left`);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round((status.spotsTaken / BETA_SPOTS_TOTAL) * 100)));
    await expect(page.getByTestId('beta-countdown')).toHaveText(/^(\d+d )?\d{2}:\d{2}:\d{2}$/);
    await expectNoSeriousA11yViolations(page);

    await joinButton(page).click();
    await expect(page.getByTestId('beta-name-error')).toHaveText('Enter your name.');
    await expect(page.getByTestId('beta-email-error')).toBeVisible();
    await expect(page.getByTestId('beta-financialGoal-error')).toBeVisible();
    await expect(page.getByTestId('beta-referralSource-error')).toHaveCount(0);
    await expect(page.getByTestId('beta-form').getByLabel('Name', { exact: true })).toBeFocused();

    await fillBeta(page, { name: 'Val Idation', email: 'not-an-email', goal: 'Save more' });
    await joinButton(page).click();
    await expect(page.getByTestId('beta-email-error')).toContainText('valid email');
    await expect(page.getByTestId('beta-name-error')).toHaveCount(0);
    await expect(page.getByTestId('beta-form').getByLabel('Email')).toBeFocused();
    expect(signups.count).toBe(0);
    // No utm_source in the link: no conversion event.
    expect(conversions.count).toBe(0);
  });

  test('a signup shows the welcome toast, clears the form and takes one spot', async ({ page }) => {
    await withSignupLock(async () => {
      const before = await openBeta(page);
      const email = uniqueEmail('join');
      await fillBeta(page, { name: 'Ada Lovelace', email: email.toUpperCase(), goal: 'Cancel forgotten subscriptions', referral: 'A friend' });
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === SIGNUP);
      await joinButton(page).click();
      expect((await answer).status()).toBe(201);
      await expectToast(page, 'Welcome to the Beta!', 'Your spot is saved under this email address. No email will follow: this app does not send email.');
      await expect(page.getByTestId('beta-spots-left')).toHaveText(String(before - 1));
      await expect(page.getByTestId('beta-outcome')).toContainText(email);
      const form = page.getByTestId('beta-form');
      for (const label of ['Email', 'Financial goal', 'How did you hear about us? (optional)']) await expect(form.getByLabel(label)).toHaveValue('');
      await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    });
  });

  test('an email already on the list gets a kind message, not an error, and no spot', async ({ page }) => {
    await withSignupLock(async () => {
      const email = uniqueEmail('again');
      const first = await page.request.post(SIGNUP, { data: { email, name: 'First Time', financialGoal: 'Budget better' } });
      expect(first.status()).toBe(201);
      const before = await openBeta(page);
      await fillBeta(page, { name: 'Second Time', email: email.toUpperCase(), goal: 'Budget better' });
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === SIGNUP);
      const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === STATUS);
      await joinButton(page).click();
      expect((await answer).status()).toBe(200);
      await refetched;
      await expectToast(page, "You're already on the list");
      await expect(page.getByTestId('beta-outcome')).toContainText("You're already on the list");
      await expect(page.getByTestId('beta-spots-left')).toHaveText(String(before));
    });
  });

  test('a failed signup shows the Signup Failed toast with the server’s message', async ({ page }) => {
    await openBeta(page);
    // Stands in for a refusal the shared server cannot be put into without closing the beta for every test.
    await page.route(SIGNUP, (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: { code: 'beta_closed', message: 'The beta signup has closed.' } }) }),
    );
    await fillBeta(page, { name: 'Too Late', email: uniqueEmail('late'), goal: 'Save' });
    await joinButton(page).click();
    await expectToast(page, 'Signup Failed', 'The beta signup has closed.');
    // The form keeps what was typed, so nothing is lost.
    await expect(page.getByTestId('beta-form').getByLabel('Name', { exact: true })).toHaveValue('Too Late');
  });

  test('a campaign link sends one conversion event on load', async ({ page }) => {
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === CONVERSION) sent.push(r);
    });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === CONVERSION);
    await openBeta(page, '/beta?utm_source=e2e_newsletter&utm_campaign=spring_launch');
    expect((await answer).status()).toBe(204);
    expect(sent[0]!.postDataJSON()).toEqual({ event: 'beta_page_visit', source: 'e2e_newsletter', value: 0, campaign: 'spring_launch' });
    // Typing in the form re-renders the page; still one event for this load.
    await fillBeta(page, { name: 'Campaign Visitor' });
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(1);
  });
});

test.describe('enterprise enquiry', () => {
  test('validates, then confirms locally with Request Received and sends nothing', async ({ page }) => {
    await page.goto('/enterprise');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enterprise');
    const form = page.getByTestId('enterprise-form');
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${pathname}`);
    });
    const submit = form.getByRole('button', { name: 'Request a consultation' });

    await submit.click();
    await expect(page.getByTestId('enterprise-companyName-error')).toBeVisible();
    await expect(page.getByTestId('enterprise-contactName-error')).toBeVisible();
    await expect(page.getByTestId('enterprise-email-error')).toBeVisible();
    await expect(page.getByTestId('enterprise-phone-error')).toHaveCount(0);
    await expect(form.getByLabel('Company name')).toBeFocused();

    // The spec's sizes and needs, in order.
    await expect(form.getByLabel('Company size (optional)').locator('option')).toHaveText(['Choose a size', '50-100 employees', '100-500 employees', '500-1000 employees', '1000+ employees']);
    await expect(form.getByLabel('What you need (optional)').locator('option')).toHaveText([
      'Choose a need',
      'Employee financial wellness',
      'Corporate banking',
      'Investment management',
      'Custom solution',
    ]);

    await form.getByLabel('Company name').fill('Acme Widgets');
    await form.getByLabel('Contact name').fill('Jo Smith');
    await form.getByLabel('Work email').fill('jo@acme');
    await submit.click();
    await expect(page.getByTestId('enterprise-email-error')).toBeVisible();
    await expect(form.getByLabel('Work email')).toBeFocused();

    await form.getByLabel('Work email').fill('Jo@Acme.example');
    await form.getByLabel('Phone (optional)').fill('+1 555 010 2030');
    await form.getByLabel('Company size (optional)').selectOption('500-1000');
    await form.getByLabel('What you need (optional)').selectOption('investment-management');
    await submit.click();

    await expectToast(page, 'Request Received');
    await expect(toast(page).getByTestId('toast-description')).toContainText('within 24 hours');
    const confirmation = page.getByTestId('enterprise-confirmation');
    await expect(confirmation).toContainText('Acme Widgets');
    await expect(confirmation).toContainText('jo@acme.example');
    await expect(confirmation).toContainText('500-1000');
    await expect(confirmation).toContainText('Investment management');
    await expect(page.getByTestId('enterprise-not-sent')).toContainText('Not sent yet');
    const mailto = await page.getByTestId('enterprise-mailto').getAttribute('href');
    expect(mailto).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(mailto!)).toContain('Company: Acme Widgets');
    await expect(form.getByLabel('Company name')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    // Local confirmation only (docs/product.md "Enterprise"): not one request to the server.
    expect(apiCalls).toEqual([]);
  });
});
