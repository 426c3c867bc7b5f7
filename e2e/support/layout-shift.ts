/**
 * Layout shift as Lighthouse and the web-vitals library score it (CLS): layout-shift entries not
 * caused by input, grouped into session windows (a gap under 1 s, at most 5 s long); the score is
 * the largest window's sum. Measured in the page from its first frame, at a phone's viewport, with
 * every API answer held back so the first paint comes before the data, as it does on a slow phone.
 * docs/architecture.md "No layout shift" says how screens keep still.
 */
import type { Page } from '@playwright/test';

/** Lighthouse's mobile viewport. */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 } as const;
/** The Done-when of issue 19: CLS at most 0.05 on every screen. */
export const CLS_BUDGET = 0.05;
/** How long each API answer is held back: long enough that the first paint comes first. */
const API_DELAY_MS = 400;

/** A string: the e2e code is type-checked without the DOM library. */
const OBSERVE_SHIFTS = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources || []).map((s) => {
        const node = s.node;
        if (!node || !node.tagName) return '?';
        const id = node.id ? '#' + node.id : '';
        const testId = node.getAttribute && node.getAttribute('data-testid');
        return node.tagName.toLowerCase() + id + (testId ? '[data-testid="' + testId + '"]' : '') +
          ' ' + Math.round(s.previousRect.top) + '->' + Math.round(s.currentRect.top);
      });
      window.__shifts.push({ time: entry.startTime, value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

const SCORE = `(() => {
  let best = 0, sum = 0, first = -Infinity, last = -Infinity, worst = [];
  let current = [];
  for (const s of window.__shifts) {
    if (s.time - last > 1000 || s.time - first > 5000) { sum = 0; first = s.time; current = []; }
    sum += s.value; last = s.time; current.push(s);
    if (sum > best) { best = sum; worst = current.slice(); }
  }
  return { cls: best, shifts: worst.map((s) => s.value.toFixed(4) + ' ' + s.sources.join(', ')) };
})()`;

export interface LayoutShiftResult {
  cls: number;
  /** The worst window's shifts: value, then each moved element with its top before -> after. */
  shifts: string[];
}

/** Opens `path` with slow API answers and returns its CLS once the screen has settled. */
export async function layoutShiftOf(page: Page, path: string): Promise<LayoutShiftResult> {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.fallback();
  });
  await page.addInitScript(OBSERVE_SHIFTS);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  // Charts measure their box after the data arrives; give late frames their chance to shift.
  await page.waitForTimeout(1_000);
  return page.evaluate(SCORE);
}

export function shiftReport(path: string, result: LayoutShiftResult): string {
  return `${path}: CLS ${result.cls.toFixed(3)} (budget ${CLS_BUDGET}). Shifts of the worst window:\n  ${result.shifts.join('\n  ')}`;
}
