/**
 * The browser receives the web bundle compressed (docs/architecture.md "Compression"): Chromium
 * asks for br, and the page's entry script, its stylesheet and the page itself arrive as the
 * brotli copies the build wrote.
 */
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

test('"/" loads its scripts and stylesheet brotli-compressed', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) responses.push(response);
  });
  const document = await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(document?.status()).toBe(200);
  expect((await document!.request().allHeaders())['accept-encoding']).toContain('br');
  expect(await document!.headerValue('content-encoding')).toBe('br');

  const byType = (type: 'script' | 'stylesheet') => responses.filter((r) => r.request().resourceType() === type);
  const scripts = byType('script');
  const styles = byType('stylesheet');
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);

  // The entry script and the stylesheet the page names: both large, both compressed.
  const entry = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  const stylesheet = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute('href');
  for (const file of [entry, stylesheet]) {
    const response = responses.find((r) => new URL(r.url()).pathname === file);
    expect(response, `${file} was requested`).toBeDefined();
    expect(response!.status()).toBe(200);
    expect(await response!.headerValue('content-encoding'), `${file} content-encoding`).toBe('br');
    expect(await response!.headerValue('vary')).toMatch(/accept-encoding/i);
    expect(await response!.headerValue('cache-control')).toBe('public, max-age=31536000, immutable');
  }
  // And every script or stylesheet of 1 KB or more came compressed (smaller files have no copy).
  for (const response of [...scripts, ...styles]) {
    // A worker's script (main.tsx starts one) is fetched by the worker, whose bodies Playwright
    // cannot read; that one is under 1 KB.
    const body = await response.body().catch(() => null);
    if (body === null) {
      expect(response.url()).toMatch(/\/assets\/[^/]+\.worker-[^/]+\.js$/);
      continue;
    }
    const size = body.length;
    if (size >= 1024) expect(await response.headerValue('content-encoding'), response.url()).toBe('br');
  }
});
