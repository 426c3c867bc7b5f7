/**
 * /master-activation in local web mode (demo payment provider): one click runs the five real checks
 * in order to completed, each showing the server's own detail, and the progress bar reaches 100%.
 */
import { activationResultSchema, ACTIVATION_STEPS } from '../../shared/contracts/campaigns';
import { healthResponseSchema } from '../../shared/contracts/health';
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';

test('runs deploy, marketing, traffic, analytics and revenue in order to completed with the server\'s details', async ({ page }) => {
  const order: string[] = [];
  const details = new Map<string, string>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const step = ACTIVATION_STEPS.find((s) => s.path === url.pathname && s.method === response.request().method());
    if (!step) return;
    order.push(step.id);
    const body: unknown = await response.json();
    details.set(step.id, step.method === 'GET' ? JSON.stringify(healthResponseSchema.parse(body)) : activationResultSchema.parse(body).detail);
  });
  await page.goto('/master-activation');
  await expect(page.getByRole('heading', { level: 1, name: 'Master Activation Center' })).toBeVisible();
  for (const step of ACTIVATION_STEPS) await expect(page.getByTestId(`step-${step.id}`)).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('activation-progress')).toHaveText('0 of 5 completed (0%)');
  await expect(page.getByText('Estimated time:')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  // The health read of the page itself (demo badge) is not a step.
  order.length = 0;

  await page.getByTestId('activate-all').click();
  for (const step of ACTIVATION_STEPS) {
    await expect(page.getByTestId(`step-${step.id}`)).toHaveAttribute('data-status', 'completed');
    await expect(page.getByTestId(`step-${step.id}-status`)).toHaveText('Completed');
  }
  expect(order).toEqual(ACTIVATION_STEPS.map((s) => s.id));
  for (const step of ACTIVATION_STEPS.filter((s) => s.method === 'POST')) {
    await expect(page.getByTestId(`step-${step.id}-detail`)).toHaveText(details.get(step.id)!);
  }
  const health = healthResponseSchema.parse(JSON.parse(details.get('deploy')!));
  await expect(page.getByTestId('step-deploy-detail')).toContainText(`Server ${health.version} is up in ${health.mode} mode`);
  await expect(page.getByTestId('step-revenue-detail')).toContainText('Demo payment provider');
  await expect(page.getByTestId('activation-progress')).toHaveText('5 of 5 completed (100%)');
  await expect(page.getByRole('progressbar', { name: 'Activation progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('demo-data-badge')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
