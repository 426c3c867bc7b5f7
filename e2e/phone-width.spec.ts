/**
 * Phone width (issue 18 point 8): no route scrolls sideways on a 390 px wide phone. Every path of
 * shared/routes.ts is opened at 390 x 844 as the local owner (the local server treats the local user
 * as the owner, so the command-centre screens render their data too), once the screen has its data
 * (no loading skeleton left), and the page must be no wider than the viewport. A failure names the
 * widest elements, so it says where to look.
 */
import type { Page } from '@playwright/test';
import { ALL_APP_PATHS } from '../shared/routes';
import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 } as const;

interface Offender {
  selector: string;
  right: number;
  width: number;
}

/**
 * The page's scroll width and the elements whose right edge passes the viewport, widest first. An
 * element inside a container that scrolls (or clips) sideways is fine: the container holds it. A
 * string, because the test code is type-checked without the DOM library.
 */
const MEASURE = `(() => {
  const vw = document.documentElement.clientWidth;
  const describe = (el) => {
    const parts = [];
    for (let node = el; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      let part = node.tagName.toLowerCase();
      if (node.id) part += '#' + node.id;
      const testId = node.getAttribute('data-testid');
      if (testId) part += '[data-testid="' + testId + '"]';
      else if (typeof node.className === 'string' && node.className.trim())
        part += '.' + node.className.trim().split(/\\s+/).slice(0, 3).join('.');
      parts.unshift(part);
    }
    return parts.join(' > ');
  };
  const clipped = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX !== 'visible') return true;
    }
    return false;
  };
  const offenders = [];
  for (const el of document.body.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.right <= vw + 1) continue;
    if (getComputedStyle(el).position === 'fixed') continue;
    if (clipped(el)) continue;
    offenders.push({ selector: describe(el), right: Math.round(rect.right), width: Math.round(rect.width) });
  }
  offenders.sort((a, b) => b.right - a.right);
  return { scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 8) };
})()`;

async function measure(page: Page): Promise<{ scrollWidth: number; offenders: Offender[] }> {
  return page.evaluate(MEASURE);
}

/** Waits until the screen shows its data: its heading, nothing loading, and a quiet network. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Charts measure their box after the data arrives; give them a frame.
  await page.waitForTimeout(250);
}

function report(path: string, result: { scrollWidth: number; offenders: Offender[] }): string {
  const lines = result.offenders.map((o) => `  ${o.selector} (right edge ${o.right} px, ${o.width} px wide)`);
  return (
    `${path} is ${result.scrollWidth} px wide at ${PHONE.width} px. Widest elements (a grid or flex item that ` +
    `grows past the screen usually holds a table or unbreakable text: grid-cols-1 / min-w-0 on the way down, ` +
    `overflow-x-auto around the table):\n${lines.join('\n') || '  (none found)'}`
  );
}

test.describe('every route fits a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const path of ALL_APP_PATHS) {
    test(`${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await settled(page);
      const result = await measure(page);
      expect(result.scrollWidth, report(path, result)).toBeLessThanOrEqual(PHONE.width);
      expect(result.offenders, report(path, result)).toEqual([]);

      // Tabs swap in panels of their own width (tables, charts): each one must fit as well.
      const tabs = page.getByRole('tab');
      for (let i = 0; i < (await tabs.count()); i += 1) {
        const tab = tabs.nth(i);
        if (!(await tab.isVisible()) || (await tab.isDisabled())) continue;
        const name = `${path}, tab "${(await tab.textContent())?.trim()}"`;
        await tab.click();
        await settled(page);
        const inTab = await measure(page);
        expect(inTab.scrollWidth, report(name, inTab)).toBeLessThanOrEqual(PHONE.width);
        expect(inTab.offenders, report(name, inTab)).toEqual([]);
      }
    });
  }
});
