/**
 * Hosted pages ask only for what the caller may see (docs/security.md): opening any screen as a
 * visitor or as a signed-in member fires no API request that answers 401 or 403.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-test';
import { ALL_APP_PATHS } from '../../shared/routes';
import { signUp } from '../support/hosted-account';

/** The API requests of this page that were answered 401 or 403: "METHOD path -> status". */
function deniedRequests(page: Page): string[] {
  const denied: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && (response.status() === 401 || response.status() === 403)) {
      denied.push(`${response.request().method()} ${url.pathname} -> ${response.status()}`);
    }
  });
  return denied;
}

async function visitAll(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of ALL_APP_PATHS) {
    const denied = deniedRequests(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('response');
    if (denied.length > 0) found[path] = [...new Set(denied)];
  }
  return found;
}

test.describe('hosted screens ask only for what the caller may see', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a visitor: no screen fires a request answered 401 or 403', async ({ page }) => {
    expect(await visitAll(page)).toEqual({});
  });

  test('a signed-in member: no screen fires a request answered 401 or 403', async ({ page, context }) => {
    await signUp(context, 'denied', 'Dee');
    expect(await visitAll(page)).toEqual({});
  });
});
