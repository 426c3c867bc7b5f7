/**
 * Accessibility: every screen finished in the credit/coach/metaverse and plans/payments work passes
 * axe-core's WCAG 2.1 A/AA rules with no serious or critical violation (local web mode, demo data).
 */
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

const PAGES: Array<{ path: string; ready: string }> = [
  { path: '/credit-score', ready: 'credit-score-value' },
  { path: '/ai-coach', ready: 'biometric-panel' },
  { path: '/metaverse', ready: 'metaverse-location' },
  { path: '/pricing', ready: 'plan-card' },
  { path: '/checkout?plan=pro', ready: 'plan-name' },
  { path: '/offers', ready: 'offer-founder' },
  { path: '/billing', ready: 'current-plan' },
  { path: '/legal/terms', ready: 'legal-last-updated' },
  { path: '/legal/privacy', ready: 'legal-last-updated' },
];

for (const { path, ready } of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
