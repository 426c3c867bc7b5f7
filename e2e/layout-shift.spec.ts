/**
 * No layout shift (issue 19): every screen, opened on a phone with slow API answers, keeps still
 * while its data arrives: CLS at most 0.05 (e2e/support/layout-shift.ts says how it is measured).
 * One path per screen; the local owner sees the command-centre screens with their data too.
 */
import { SCREENS } from '../shared/routes';
import { expect, test } from './fixtures';
import { CLS_BUDGET, layoutShiftOf, LIGHTHOUSE_PHONE, shiftReport } from './support/layout-shift';

test.describe('no screen shifts while its data arrives', () => {
  test.use({ viewport: LIGHTHOUSE_PHONE });

  for (const [first] of Object.values(SCREENS)) {
    test(`${first}`, async ({ page }) => {
      const result = await layoutShiftOf(page, first);
      expect(result.cls, shiftReport(first, result)).toBeLessThanOrEqual(CLS_BUDGET);
    });
  }
});
