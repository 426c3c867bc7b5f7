/**
 * /master-activation on the server with no payment provider (hosted, not demo mode, its owner made
 * by owner:create): the owner's run completes deploy to analytics and stops at revenue, failed with
 * the server's own message; a signed-in member who is not the owner sees the owner sign-in state.
 */
import { expect, test } from '../support/app-test';
import { ACTIVATION_ERROR_CODES } from '../../shared/contracts/campaigns';
import { errorBodySchema } from '../../shared/contracts/errors';
import { NOPAY_URL } from '../support/env';
import { signInOwner, signUp } from '../support/hosted-account';
import { expectNoSeriousA11yViolations } from '../support/axe';

const COMPLETED = ['deploy', 'marketing', 'traffic', 'analytics'] as const;

test('the owner runs deploy..analytics to completed; revenue fails with the server\'s message', async ({ context, page }) => {
  await signInOwner(context, NOPAY_URL);
  await page.goto('/master-activation');
  await expect(page.getByRole('heading', { level: 1, name: 'Master Activation Center' })).toBeVisible();
  const revenue = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/payments/activate');
  await page.getByTestId('activate-all').click();
  const answer = await revenue;
  expect(answer.status()).toBe(503);
  const error = errorBodySchema.parse(await answer.json()).error;
  expect(error.code).toBe(ACTIVATION_ERROR_CODES.paymentsNotConfigured);

  for (const id of COMPLETED) await expect(page.getByTestId(`step-${id}`)).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('step-revenue')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('step-revenue-status')).toHaveText('Failed');
  await expect(page.getByTestId('step-revenue-error')).toHaveText(error.message);
  await expect(page.getByTestId('activation-progress')).toHaveText('4 of 5 completed (80%)');
  await expect(page.getByTestId('activation-summary')).toContainText('Stopped');
  // Not demo mode: no Demo data badge.
  await expect(page.getByTestId('demo-data-badge')).toHaveCount(0);
  await expect(page.getByTestId('activate-all')).toHaveText('Run Activation Again');
  await expectNoSeriousA11yViolations(page);
});

test('a member who is not the owner is stopped at the first owner check with the owner sign-in state', async ({ context, page }) => {
  // The owner exists first, so the member's account is not the owner.
  await signInOwner(context, NOPAY_URL);
  await context.clearCookies();
  await signUp(context, 'member', 'Member', NOPAY_URL);
  await page.goto('/master-activation');
  await page.getByTestId('activate-all').click();
  await expect(page.getByTestId('step-deploy')).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('step-marketing')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('step-marketing').getByTestId('owner-only')).toContainText('Owner sign-in required');
  for (const id of ['traffic', 'analytics', 'revenue']) await expect(page.getByTestId(`step-${id}`)).toHaveAttribute('data-status', 'pending');
  await expectNoSeriousA11yViolations(page);
});
