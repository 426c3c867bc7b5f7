/**
 * Server-rendered first paint (docs/architecture.md "Server-rendered first paint"): the pages people
 * arrive on come with the screen rendered and its first answers in the page. Checked here: the
 * screen is there with JavaScript off; with it on, the browser hydrates the same markup (no second
 * render, no request for answers the page already carries), and the page then works as an app.
 */
import { ACCESS_COOKIE } from '../backend/src/http/local-guard';
import { HYDRATING_ATTRIBUTE, SERVER_STATE_ELEMENT } from '../shared/constants';
import { expect, test } from './fixtures';
import { BASE_URL, E2E_TOKEN, HOSTED_URL } from './support/env';

interface RenderedPage {
  url: string;
  /** The screen's level-1 heading. */
  heading: string | RegExp;
  /** The screen's own reads: answered in the page, so the browser does not ask for them. */
  answered: string[];
  /** A link on the screen to another screen, followed inside the app once hydrated. */
  link: string;
}

const PAGES: RenderedPage[] = [
  { url: `${HOSTED_URL}/`, heading: 'Institutional-grade portfolio intelligence', answered: ['/api/health'], link: '/pricing' },
  { url: `${HOSTED_URL}/pricing`, heading: 'Pricing', answered: ['/api/health', '/api/case-studies/featured', '/api/case-studies/stats'], link: '/subscriptions' },
  { url: `${BASE_URL}/dashboard`, heading: 'Your dashboard', answered: ['/api/health', '/api/dashboard'], link: '/subscriptions' },
  { url: `${BASE_URL}/subscriptions`, heading: 'Subscription Finder', answered: ['/api/health', '/api/subscriptions'], link: '/dashboard' },
];

for (const target of PAGES) {
  const path = new URL(target.url).pathname;

  test(`${path} (${target.url.startsWith(HOSTED_URL) ? 'hosted' : 'local'}) is readable with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: ACCESS_COOKIE, value: E2E_TOKEN, url: BASE_URL, httpOnly: true, sameSite: 'Strict' }]);
    const page = await context.newPage();
    const response = await page.goto(target.url);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    await expect(page.locator(`script#${SERVER_STATE_ELEMENT}`)).toHaveCount(1);
    await context.close();
  });

  test(`${path} (${target.url.startsWith(HOSTED_URL) ? 'hosted' : 'local'}) hydrates without a second render and then works as an app`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) reads.push(new URL(request.url()).pathname);
    });
    await page.goto(target.url);
    await expect(page.locator(`#root:not([${HYDRATING_ATTRIBUTE}])`)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(warnings).toEqual([]);
    expect(reads.filter((read) => target.answered.includes(read))).toEqual([]);

    // Hydrated: a link is followed by the app's router, without loading a new page.
    await page.evaluate('window.stillHere = true');
    await page.locator(`main a[href="${target.link}"], header a[href="${target.link}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === target.link);
    expect(await page.evaluate('window.stillHere')).toBe(true);
  });
}

test('before the app has hydrated the markup, a click or a key in it does nothing; after, they work', async ({ browser }) => {
  // A page of its own (the fixture's waits for the app after every load); the app's start held back:
  // the page stays as the server rendered it, its first script running.
  const page = await browser.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${HOSTED_URL}/`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator(`#root[${HYDRATING_ATTRIBUTE}]`)).toHaveCount(1);
  const link = page.locator('main a[href="/pricing"], header a[href="/pricing"]').first();
  await link.click();
  await link.focus();
  await page.keyboard.press('Enter');
  // Neither the click nor Enter followed the link (a native navigation would have loaded /pricing).
  await page.waitForTimeout(300);
  await expect(page).toHaveURL((url) => url.pathname === '/');

  release();
  await expect(page.locator(`#root[${HYDRATING_ATTRIBUTE}]`)).toHaveCount(0);
  await page.evaluate('window.stillHere = true');
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === '/pricing');
  expect(await page.evaluate('window.stillHere')).toBe(true);
  await page.close();
});
