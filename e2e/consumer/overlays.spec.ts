/**
 * The consumer landing's overlays (docs/product.md "Overlays"): the exit-intent, scroll
 * and price-drop popups (each once per browser, never two at once), the newsletter offer, and the
 * installable web app (manifest, service worker, install card). Runs against the hosted demo server
 * whose "/" shows the consumer face (project `consumer`).
 * Test code is type-checked without the DOM library, so page scripts are passed as strings.
 */
import type { Page, Request } from '@playwright/test';
import {
  EXIT_INTENT_TIMEOUT_MS,
  INSTALL_CARD_DELAY_MS,
  OVERLAY_STORAGE_KEYS,
  PRICE_DROP_DELAY_MS,
} from '../../renderer/src/features/landing/consumer/overlays/lib/overlay-constants';
import { SERVER_STATE_ELEMENT } from '../../shared/constants';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { countRequests, expect, test } from '../fixtures';

const NEWSLETTER = '/api/newsletter/subscribe';
const EXIT_TITLE = 'Wait! Take 50% off your first month';
const SCROLL_TITLE = 'Start your free trial';
const PRICE_DROP_TITLE = 'Welcome back: Pro just got cheaper';
const INSTALL_TITLE = 'Install Wealth Desk';
const HOUR = 60 * 60_000;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const anyDialog = (page: Page) => page.getByRole('dialog');
const isNewsletterPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === NEWSLETTER;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

/**
 * Stops the (installed, flowing) fake clock and answers how long ago, in fake time, the landing's
 * overlays started: the visit record holds their arrival time. Timers are then checked against
 * their real deadlines, however long the page took to load. React needs running timers to reveal
 * lazy screens and axe needs them too: resume the clock before navigating or checking axe.
 */
async function pauseSinceArrival(page: Page): Promise<number> {
  const pausedAt = await pauseClock(page);
  const visit = JSON.parse((await page.evaluate(`localStorage.getItem(${JSON.stringify(OVERLAY_STORAGE_KEYS.visit)})`)) as string) as { arrivedAt: number };
  return pausedAt - visit.arrivedAt;
}

/** Pauses the fake clock a moment ahead of the page's current time and answers that time. */
async function pauseClock(page: Page): Promise<number> {
  const pausedAt = ((await page.evaluate('Date.now()')) as number) + 2_000;
  await page.clock.pauseAt(pausedAt);
  return pausedAt;
}

/** "/" with the consumer face drawn (its sections load with the landing's lazy module). */
async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Beta' }).first()).toBeVisible();
}

/**
 * Lets the page finish what an event started: React renders from a MessageChannel task, so two
 * round trips through one put any render (and a dialog's showModal) behind us. Absence checks run
 * after this, so they cannot pass merely because they looked too early.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    for (let i = 0; i < 2; i += 1) {
      await new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = resolve; c.port2.postMessage(0); });
    }
  })()`);
}

/** The mouse leaves the window through its top edge (towards the tabs and the address bar). */
async function leaveThroughTop(page: Page): Promise<void> {
  await page.mouse.move(640, 300);
  await page.mouse.move(640, 5, { steps: 2 });
  await page.mouse.move(640, -10);
}

/** Scrolls to a share (0-1) of the scrollable height and waits for the page's scroll event. */
async function scrollToShare(page: Page, share: number): Promise<void> {
  await page.evaluate(`new Promise((resolve) => {
    window.addEventListener('scroll', () => resolve(undefined), { once: true });
    const root = document.documentElement;
    window.scrollTo({ top: Math.round((root.scrollHeight - window.innerHeight) * ${share}), behavior: 'instant' });
  })`);
  await settle(page);
}

test.describe('exit-intent popup', () => {
  test('opens when the mouse leaves through the top, once per browser', async ({ page }) => {
    await openLanding(page);
    // Leaving through the bottom is not an exit intent.
    await page.mouse.move(640, 300);
    await page.mouse.move(640, 799);
    await page.mouse.move(640, 900);
    await settle(page);
    await expect(anyDialog(page)).toHaveCount(0);

    await leaveThroughTop(page);
    const popup = dialog(page, EXIT_TITLE);
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('SAVE50');
    await expect(popup).toContainText('Offer expires in 24 hours');
    await expect(popup.getByTestId('exit-intent-price')).toHaveText('$4.50');
    // The address field has the focus, inside the dialog.
    await expect(popup.getByLabel('Email')).toBeFocused();
    expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(OVERLAY_STORAGE_KEYS.shown.exit_intent)})`)).not.toBeNull();

    await page.keyboard.press('Escape');
    await expect(anyDialog(page)).toHaveCount(0);
    await leaveThroughTop(page);
    await settle(page);
    await expect(anyDialog(page)).toHaveCount(0);

    await page.reload();
    await openLanding(page);
    await leaveThroughTop(page);
    await settle(page);
    await expect(anyDialog(page)).toHaveCount(0);
  });

  test('opens after 2 minutes on the page; a first visit gets no price drop', async ({ page }) => {
    await page.clock.install();
    await openLanding(page);
    const elapsed = await pauseSinceArrival(page);
    await page.clock.runFor(EXIT_INTENT_TIMEOUT_MS - elapsed - 1_000);
    await settle(page);
    await expect(anyDialog(page)).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(dialog(page, EXIT_TITLE)).toBeVisible();
    await dialog(page, EXIT_TITLE).getByRole('button', { name: 'No thanks' }).click();
    await expect(anyDialog(page)).toHaveCount(0);

    // Past the price-drop moment: nothing, this visitor never left.
    await page.clock.runFor(PRICE_DROP_DELAY_MS);
    await settle(page);
    await expect(anyDialog(page)).toHaveCount(0);

    await page.clock.resume();
    await page.reload();
    await openLanding(page);
    await page.clock.runFor(EXIT_INTENT_TIMEOUT_MS + 1_000);
    await settle(page);
    await expect(anyDialog(page)).toHaveCount(0);
  });

  test('the discount needs an email; claiming posts the offer, toasts the code and opens pricing with it', async ({ page }) => {
    await openLanding(page);
    await leaveThroughTop(page);
    const popup = dialog(page, EXIT_TITLE);
    const claim = popup.getByRole('button', { name: 'Claim My 50% Discount' });
    await expect(claim).toBeDisabled();
    await popup.getByLabel('Email').fill('   ');
    await expect(claim).toBeDisabled();

    const email = uniqueEmail('exit');
    await popup.getByLabel('Email').fill(email);
    await expect(claim).toBeEnabled();
    const sent = page.waitForRequest(isNewsletterPost);
    const answered = page.waitForResponse((r) => isNewsletterPost(r.request()));
    await claim.click();
    expect((await sent).postDataJSON()).toEqual({ email, source: 'exit_intent', offer: '50_percent_off' });
    expect((await answered).status()).toBe(201);

    await expect(page.getByTestId('toast-title')).toHaveText('Special Offer Claimed');
    await expect(page.getByTestId('toast-description')).toContainText('SAVE50');
    await expect(anyDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/pricing\?discount=SAVE50$/);
  });

  test('a failed subscription shows the Error toast and keeps the offer open', async ({ page }) => {
    await page.route(`**${NEWSLETTER}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }) }),
    );
    await openLanding(page);
    // With the service worker in control: it must leave API calls to the network (and to this route).
    await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
    await leaveThroughTop(page);
    const popup = dialog(page, EXIT_TITLE);
    await popup.getByLabel('Email').fill(uniqueEmail('fail'));
    const answered = page.waitForResponse((r) => isNewsletterPost(r.request()));
    await popup.getByRole('button', { name: 'Claim My 50% Discount' }).click();
    expect((await answered).status()).toBe(500);
    await expect(page.getByTestId('toast-title')).toHaveText('Error');
    await expect(page.getByTestId('toast-description')).toHaveText('Please try again.');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Claim My 50% Discount' })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('axe: no serious violations with the popup open', async ({ page }) => {
    await openLanding(page);
    await leaveThroughTop(page);
    await expect(dialog(page, EXIT_TITLE)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('scroll popup', () => {
  test('opens past 60% once; an empty email goes straight to /subscriptions without a request', async ({ page }) => {
    const posts = countRequests(page, 'POST', NEWSLETTER);
    await openLanding(page);
    await scrollToShare(page, 0.5);
    await expect(anyDialog(page)).toHaveCount(0);
    await scrollToShare(page, 0.7);
    const popup = dialog(page, SCROLL_TITLE);
    await expect(popup).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const arrived = page.waitForURL((url) => url.pathname === '/subscriptions');
    await popup.getByRole('button', { name: 'Start Free Trial' }).click();
    await arrived;
    expect(posts.count).toBe(0);
    // Signed out, /subscriptions moves on to sign-in after its toast (a full navigation): let that
    // finish first, or it aborts the next visit to "/".
    await page.waitForURL((url) => url.pathname !== '/subscriptions');

    await openLanding(page);
    await scrollToShare(page, 0.95);
    await expect(anyDialog(page)).toHaveCount(0);
  });

  test('with an email it joins the newsletter (free trial), toasts, then goes to /subscriptions', async ({ page }) => {
    // The record lives in sessionStorage: signed out, /subscriptions soon moves on to sign-in with a
    // full navigation, which would empty a window variable.
    await page.addInitScript(`window.__toastTitles = JSON.parse(sessionStorage.getItem('toastTitles') || '[]');
      new MutationObserver(() => {
        for (const title of document.querySelectorAll('[data-testid="toast-title"]')) {
          if (!window.__toastTitles.includes(title.textContent)) window.__toastTitles.push(title.textContent);
        }
        sessionStorage.setItem('toastTitles', JSON.stringify(window.__toastTitles));
      }).observe(document, { childList: true, subtree: true, characterData: true });`);
    await openLanding(page);
    await scrollToShare(page, 0.8);
    const popup = dialog(page, SCROLL_TITLE);
    const email = uniqueEmail('scroll');
    await popup.getByLabel('Email (optional)').fill(email);
    const sent = page.waitForRequest(isNewsletterPost);
    const arrived = page.waitForURL((url) => url.pathname === '/subscriptions');
    await popup.getByRole('button', { name: 'Start Free Trial' }).click();
    expect((await sent).postDataJSON()).toEqual({ email, source: 'scroll_engagement', offer: 'free_trial' });
    await arrived;
    // Signed out, /subscriptions soon replaces the toast with its own (one toast at a time): read the record.
    await expect.poll(() => page.evaluate('window.__toastTitles')).toContain('Special Offer Claimed');
  });
});

test.describe('price-drop popup', () => {
  test('a visitor back after 25 hours sees it 5 minutes after arriving, after the open popup closes, once', async ({ page }) => {
    const now = Date.now();
    await page.clock.install({ time: now });
    const away = { arrivedAt: now - 26 * HOUR, lastSeen: now - 25 * HOUR, returning: false };
    await page.addInitScript(`localStorage.setItem(${JSON.stringify(OVERLAY_STORAGE_KEYS.visit)}, ${JSON.stringify(JSON.stringify(away))})`);
    await openLanding(page);
    const elapsed = await pauseSinceArrival(page);

    // The exit intent comes first (2 minutes) and is left open past the price-drop moment.
    await page.clock.runFor(EXIT_INTENT_TIMEOUT_MS - elapsed + 1_000);
    await expect(dialog(page, EXIT_TITLE)).toBeVisible();
    await page.clock.runFor(PRICE_DROP_DELAY_MS - EXIT_INTENT_TIMEOUT_MS);
    await settle(page);
    await expect(anyDialog(page)).toHaveCount(1);
    await expect(dialog(page, PRICE_DROP_TITLE)).toHaveCount(0);

    // Never two at once: the price drop waited its turn.
    await page.keyboard.press('Escape');
    const popup = dialog(page, PRICE_DROP_TITLE);
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('price-drop-price')).toHaveText('$7.20 instead of $9');
    await expect(popup).toContainText('WELCOME20');
    await expect(popup).toContainText('Offer expires in 2 hours');
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
    await popup.getByRole('link', { name: 'Get Pro for $7.20' }).click();
    await expect(page).toHaveURL(/\/pricing\?discount=WELCOME20$/);

    // The same visitor again, still "25 hours away" (the init script): shown already, not again.
    await openLanding(page);
    await page.clock.runFor(PRICE_DROP_DELAY_MS + 1_000);
    await settle(page);
    await expect(anyDialog(page)).toHaveCount(0);
  });
});

test.describe('installable web app', () => {
  test('the manifest is linked and valid, with 192 and 512 px icons', async ({ page, request }) => {
    await openLanding(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = JSON.parse(await response.text()) as { id: string; scope: string; name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string }[] };
    // The installed app opens the app itself (its start screen, /dashboard), not the marketing landing page.
    expect(manifest).toMatchObject({ id: '/', name: 'Wealth Desk', short_name: 'Wealth Desk', start_url: '/dashboard', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
    }
  });

  test('the service worker is served, takes control, starts the app offline and never caches the API', async ({ page, context, request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');

    await openLanding(page);
    expect(await page.evaluate(`navigator.serviceWorker.ready.then((r) => r.active.scriptURL)`)).toMatch(/\/sw\.js$/);
    await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
    // Every script and style this page loaded is in the cache (the page hands them over on start).
    // (Polled from here: the page's CSP forbids the eval that waitForFunction would need.)
    await expect.poll(() => page.evaluate(`(async () => {
      const loaded = performance.getEntriesByType('resource').map((e) => new URL(e.name)).filter((u) => u.pathname.startsWith('/assets/'));
      for (const url of loaded) if (!(await caches.match(url.pathname))) return false;
      return loaded.length > 0 && Boolean(await caches.match('/index.html'));
    })()`)).toBe(true);
    const cached = (await page.evaluate(`(async () => {
      const urls = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(name + ' ' + new URL(r.url).pathname);
      return urls;
    })()`)) as string[];
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.every((entry) => entry.startsWith('wealth-desk-'))).toBe(true);
    expect(cached.filter((entry) => /\s\/(api|metaverse|ref)(\/|$)/.test(entry))).toEqual([]);

    // A server-rendered page (its answers in the page, sent no-store) goes through the worker but
    // is never kept: the shell stays the plain app page.
    const pricing = page.waitForResponse((r) => new URL(r.url()).pathname === '/pricing');
    await page.goto('/pricing');
    expect((await pricing).headers()['cache-control']).toBe('private, no-store');
    expect(await (await pricing).text()).toContain(SERVER_STATE_ELEMENT);
    const keptPages = (await page.evaluate(`(async () => {
      const pages = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) {
        const body = await (await caches.match(r)).text();
        if (body.includes('<html') || body.includes('<!doctype') || body.includes('<!DOCTYPE')) pages.push(new URL(r.url).pathname + (body.includes(${JSON.stringify(SERVER_STATE_ELEMENT)}) ? ' rendered' : ''));
      }
      return pages;
    })()`)) as string[];
    expect(keptPages).toEqual(['/index.html']);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The manifest's start_url opens offline too: the shell's router draws the app's start screen.
      const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { start_url: string };
      await page.goto(manifest.start_url);
      await expect(page).toHaveURL(new RegExp(`${manifest.start_url}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  const offerInstall = `(() => {
    window.__installPrompts = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    event.prompt = () => { window.__installPrompts += 1; return Promise.resolve(); };
    event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  })()`;
  const installCard = (page: Page) => page.getByRole('complementary', { name: INSTALL_TITLE });

  test('the install card shows 30 s after the browser offers installation; Install opens the prompt', async ({ page }) => {
    await page.clock.install();
    await openLanding(page);
    await pauseClock(page);
    // The browser's own infobar is held back (preventDefault).
    expect(await page.evaluate(offerInstall)).toBe(true);
    await page.clock.runFor(INSTALL_CARD_DELAY_MS - 1_000);
    await settle(page);
    await expect(installCard(page)).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(installCard(page)).toBeVisible();
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);

    await installCard(page).getByRole('button', { name: 'Install', exact: true }).click();
    await expect(installCard(page)).toHaveCount(0);
    expect(await page.evaluate('window.__installPrompts')).toBe(1);
  });

  test('Not now is remembered', async ({ page }) => {
    await page.clock.install();
    await openLanding(page);
    await page.evaluate(offerInstall);
    await page.clock.runFor(INSTALL_CARD_DELAY_MS);
    await installCard(page).getByRole('button', { name: 'Not now' }).click();
    await expect(installCard(page)).toHaveCount(0);

    await page.reload();
    await openLanding(page);
    await page.evaluate(offerInstall);
    await page.clock.runFor(INSTALL_CARD_DELAY_MS + 1_000);
    await settle(page);
    await expect(installCard(page)).toHaveCount(0);
  });

  test('no install card when the app already runs installed (standalone)', async ({ page }) => {
    await page.addInitScript(`(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query) => query.includes('display-mode: standalone')
        ? { matches: true, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }
        : original(query);
    })()`);
    await page.clock.install();
    await openLanding(page);
    await page.evaluate(offerInstall);
    await page.clock.runFor(INSTALL_CARD_DELAY_MS + 1_000);
    await settle(page);
    await expect(installCard(page)).toHaveCount(0);
  });
});
