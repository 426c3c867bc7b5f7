/**
 * No layout shift on the hosted pages a visitor opens first (issue 19): "/" and "/pricing", on a
 * phone with slow API answers, CLS at most 0.05 (e2e/support/layout-shift.ts).
 */
import { expect, test } from '../support/app-test';
import { CLS_BUDGET, layoutShiftOf, LIGHTHOUSE_PHONE, shiftReport } from '../support/layout-shift';

test.use({ viewport: LIGHTHOUSE_PHONE });

for (const path of ['/', '/pricing']) {
  test(`a visitor's ${path} keeps still while its data arrives`, async ({ page }) => {
    const result = await layoutShiftOf(page, path);
    expect(result.cls, shiftReport(path, result)).toBeLessThanOrEqual(CLS_BUDGET);
  });
}
