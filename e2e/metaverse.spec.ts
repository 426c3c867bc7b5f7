/**
 * /metaverse (docs/product.md "Metaverse"), in local web mode as the local
 * owner (the demo user), against the real /metaverse WebSocket. Every test and both workers enter
 * the world as the same user, so tests assert on their own connection (its player id, its place)
 * and compare XP as "at least", never as an exact total another test could move.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { ACCESS_COOKIE } from '../backend/src/http/local-guard';
import { DEMO_USER_ID } from '../shared/constants';
import {
  type Avatar,
  METAVERSE_BRANCHES,
  METAVERSE_NPC_NAMES,
  METAVERSE_NPCS,
  type MetaverseLocationId,
  type MetaverseStats,
  XP_FOR_INTERACT,
  XP_PER_LEVEL,
} from '../shared/contracts/metaverse';
import { expect, test } from './fixtures';
import { BASE_URL, E2E_TOKEN } from './support/env';

const AVATAR = `/api/metaverse/avatar/${DEMO_USER_ID}`;
const STATS = '/api/metaverse/stats';

const status = (page: Page) => page.getByTestId('metaverse-connection-status');
const location = (page: Page, id: MetaverseLocationId) => page.locator(`[data-testid="metaverse-location"][data-location="${id}"]`);
const screenXp = async (page: Page) => Number(await page.getByTestId('avatar-xp').getAttribute('data-xp'));
const playerId = async (page: Page) => (await page.getByTestId('metaverse-connection').getAttribute('data-player-id'))!;
const activeUsers = async (tile: Locator) => Number(await tile.getByTestId('location-active-users').getAttribute('data-count'));

async function apiAvatar(page: Page): Promise<Avatar> {
  const response = await page.request.get(AVATAR);
  expect(response.status()).toBe(200);
  return (await response.json()) as Avatar;
}

async function openWorld(page: Page) {
  await page.goto('/metaverse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metaverse');
  await expect(status(page)).toHaveText('Connected');
  // Welcomed: the page knows its own player id (the map is usable from then on).
  await expect(page.getByTestId('metaverse-connection')).toHaveAttribute('data-player-id', /.+/);
}

/** Moves this page's player to `id`, stepping elsewhere first when it already stands there. */
async function moveTo(page: Page, id: MetaverseLocationId) {
  if ((await location(page, id).getAttribute('aria-current')) === 'location') {
    const other = id === 'main-plaza' ? 'investment-island' : 'main-plaza';
    await location(page, other).click();
    await expect(location(page, other)).toHaveAttribute('aria-current', 'location');
  }
  await location(page, id).click();
  await expect(location(page, id)).toHaveAttribute('aria-current', 'location');
}

/** A second browser with its own cookie jar, as a second person would have. */
async function secondPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await context.addCookies([{ name: ACCESS_COOKIE, value: E2E_TOKEN, url: BASE_URL, httpOnly: true, sameSite: 'Strict' }]);
  return context.newPage();
}

test.describe('metaverse', () => {
  test('connects with a toast, and shows the avatar, the map and the statistics from the server', async ({ page }) => {
    await openWorld(page);
    await expect(page.getByTestId('toast-title')).toHaveText('Connected to Metaverse');

    const avatar = await apiAvatar(page);
    const card = page.getByTestId('metaverse-avatar');
    await expect(card.getByTestId('avatar-name')).toHaveText(avatar.displayName);
    const xp = await screenXp(page);
    expect(xp).toBeGreaterThanOrEqual(avatar.financialXP);
    await expect(card.getByTestId('avatar-level')).toHaveText(`Level ${Math.floor(xp / XP_PER_LEVEL) + 1}`);
    // Level progress is XP modulo 1000, as a percentage.
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round(((xp % XP_PER_LEVEL) / XP_PER_LEVEL) * 100)));
    await expect(card.getByText('Your real account balances, shown in the world as assets')).toBeVisible();
    const assets = card.getByTestId('avatar-assets').getByRole('listitem');
    await expect(assets).toHaveCount(avatar.virtualAssets.length);
    if (avatar.virtualAssets.length > 0) await expect(assets.first()).toContainText(avatar.virtualAssets[0]!.name);

    // The map: three places from the contract, two disabled Coming Soon slots.
    for (const [id, branch] of Object.entries(METAVERSE_BRANCHES) as Array<[MetaverseLocationId, (typeof METAVERSE_BRANCHES)[MetaverseLocationId]]>) {
      // Each place is a button whose accessible name starts with the place's name (its whole text).
      const tile = page.getByRole('button', { name: new RegExp(`^${branch.name}`) });
      await expect(tile).toHaveAttribute('data-location', id);
      await expect(tile.getByTestId('location-features')).toHaveText(branch.features.join(' · '));
      await expect(tile.getByTestId('location-active-users')).toHaveText(/\d+ (person|people) here now/);
    }
    await expect(page.locator('[aria-current="location"]')).toHaveCount(1);
    const soon = page.getByRole('button', { name: /Coming Soon/ });
    await expect(soon).toHaveCount(2);
    for (const slot of await soon.all()) await expect(slot).toBeDisabled();

    // Statistics: the server's numbers; this page is one of the active users.
    const stats = (await (await page.request.get(STATS)).json()) as MetaverseStats;
    await expect(page.getByTestId('stat-total-avatars')).toHaveText(stats.totalAvatars.toLocaleString('en-US'));
    await expect.poll(async () => Number((await page.getByTestId('stat-active-users').textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('stat-total-xp')).toHaveText(/^[\d,]+ XP$/);
    for (const npc of METAVERSE_NPCS) await expect(page.getByRole('button', { name: `Talk to ${METAVERSE_NPC_NAMES[npc]}` })).toBeVisible();
  });

  test('moving to Crypto Tower makes it current and counts this player there', async ({ page }) => {
    await openWorld(page);
    await moveTo(page, 'crypto-tower');
    const tower = location(page, 'crypto-tower');
    await expect(tower).toContainText('You are here');
    await expect.poll(() => activeUsers(tower)).toBeGreaterThanOrEqual(1);
    await expect(page.locator('[aria-current="location"]')).toHaveCount(1);
    await expect(page.getByTestId('move-result')).toContainText('You moved to Crypto Tower');
    // The server stored the place.
    await expect.poll(async () => (await apiAvatar(page)).location).toBe('crypto-tower');
  });

  test('talking to an advisor shows the reply and raises the XP on screen', async ({ page }) => {
    await openWorld(page);
    const before = (await apiAvatar(page)).financialXP;
    const shownBefore = await screenXp(page);
    const reply = page.getByTestId('npc-reply');

    // Each advisor gives XP once a minute to the same user; another test may have just talked to one.
    let rewarded: (typeof METAVERSE_NPCS)[number] | undefined;
    for (const npc of METAVERSE_NPCS) {
      await page.getByRole('button', { name: `Talk to ${METAVERSE_NPC_NAMES[npc]}` }).click();
      await expect(reply.locator(`[data-npc-id="${npc}"]`)).toBeVisible();
      await expect(reply.getByTestId('npc-reply-message')).not.toBeEmpty();
      if (Number(await reply.getByTestId('npc-reply-xp').getAttribute('data-xp-gained')) > 0) {
        rewarded = npc;
        break;
      }
      await expect(reply.getByTestId('npc-reply-xp')).toContainText('No XP this time');
    }
    expect(rewarded, 'one of the three advisors gives XP').toBeDefined();
    const name = METAVERSE_NPC_NAMES[rewarded!];
    await expect(reply.getByTestId('npc-reply-xp')).toHaveText(`+${XP_FOR_INTERACT} XP for talking to the ${name}.`);
    await expect.poll(() => screenXp(page)).toBeGreaterThanOrEqual(before + XP_FOR_INTERACT);
    expect(await screenXp(page)).toBeGreaterThan(shownBefore);
    const after = (await apiAvatar(page)).financialXP;
    expect(after).toBeGreaterThanOrEqual(before + XP_FOR_INTERACT);
    expect(after).toBeGreaterThanOrEqual(await screenXp(page));

    // The same advisor again at once: an honest zero.
    await page.getByRole('button', { name: `Talk to ${name}` }).click();
    await expect(reply.getByTestId('npc-reply-xp')).toHaveAttribute('data-xp-gained', '0');
    await expect(reply.getByTestId('npc-reply-xp')).toContainText('No XP this time');
  });

  test("a second person sees the first one's moves and departure", async ({ page, browser }) => {
    await openWorld(page);
    const first = await playerId(page);
    const other = await secondPage(browser);
    try {
      await openWorld(other);
      expect(await playerId(other)).not.toBe(first);
      const seen = other.locator(`[data-testid="metaverse-player"][data-player-id="${first}"]`);
      await expect(seen).toBeVisible();

      const target: MetaverseLocationId = (await location(page, 'investment-island').getAttribute('aria-current')) ? 'crypto-tower' : 'investment-island';
      await moveTo(page, target);
      await expect(seen.getByTestId('metaverse-player-location')).toHaveText(METAVERSE_BRANCHES[target].name);
      await expect.poll(() => activeUsers(location(other, target))).toBeGreaterThanOrEqual(1);

      await page.goto('about:blank');
      await expect(seen).toHaveCount(0);
    } finally {
      await other.context().close();
    }
  });

  test('after the server closes the socket it says why and reconnects with backoff, or at once on Reconnect', async ({ page }) => {
    // Keep a handle on every socket the page opens, and a switch that points new ones at a path the server refuses.
    await page.addInitScript(`
      const Native = window.WebSocket;
      window.__sockets = [];
      window.__blockSockets = false;
      window.WebSocket = class extends Native {
        constructor(url, protocols) {
          super(window.__blockSockets ? String(url).replace('/metaverse', '/refused-by-test') : url, protocols);
          window.__sockets.push(this);
        }
      };
    `);
    await openWorld(page);
    const reason = page.getByTestId('metaverse-close-reason');
    const sendRaw = (frame: string) => page.evaluate(`window.__sockets[window.__sockets.length - 1].send(${JSON.stringify(frame)})`);
    const blockSockets = (block: boolean) => page.evaluate(`window.__blockSockets = ${block}`);

    // A frame the server rejects: it closes with 1008 and a reason; the page says so, then comes back by itself.
    const firstId = await playerId(page);
    await sendRaw('this is not json');
    await expect(reason).toHaveText('The server closed the connection because a message broke its rules: Malformed message: not JSON (code 1008)');
    await expect(status(page)).toHaveText('Connected');
    await expect(page.getByTestId('toast-title')).toHaveText('Connected to Metaverse');
    await expect(reason).toHaveCount(0);
    await expect(page.getByTestId('metaverse-connection')).not.toHaveAttribute('data-player-id', firstId);

    // Now every new attempt is refused: the waits grow 1 s, 2 s, 4 s.
    await blockSockets(true);
    await sendRaw('{"type":"teleport"}');
    await expect(status(page)).toHaveText('Disconnected');
    await expect(reason).toContainText('Unknown message type (code 1008)');
    const retry = page.getByTestId('metaverse-retry');
    await expect(retry).toHaveText('Trying again automatically in 1 s (attempt 1).');
    await expect(retry).toHaveText('Trying again automatically in 2 s (attempt 2).', { timeout: 5_000 });
    await expect(reason).toHaveText('The connection dropped or could not be opened (code 1006)');
    await expect(retry).toHaveText('Trying again automatically in 4 s (attempt 3).', { timeout: 5_000 });
    // While disconnected nothing can be sent.
    await expect(location(page, 'crypto-tower')).toBeDisabled();

    // The server is reachable again: Reconnect does not wait for the 4 s.
    await blockSockets(false);
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await expect(status(page)).toHaveText('Connected', { timeout: 2_000 });
    await expect(page.getByTestId('toast-title')).toHaveText('Connected to Metaverse');
    await expect(page.getByRole('button', { name: 'Reconnect' })).toHaveCount(0);
  });

  test('a failed avatar load offers a retry that works', async ({ page }) => {
    let failures = 0;
    await page.route(`**${AVATAR}`, async (route) => {
      if (failures++ === 0) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' });
      return route.continue();
    });
    await page.goto('/metaverse');
    const error = page.getByTestId('metaverse-avatar-error');
    await expect(error).toContainText('We could not load your avatar');
    await expect(error).toContainText('500');
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('metaverse-avatar')).toBeVisible();
    await expect(page.getByTestId('avatar-name')).toHaveText((await apiAvatar(page)).displayName);
  });

  test('works by keyboard on a 390 px screen, and the back button goes home', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWorld(page);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);

    // Keyboard: Tab reaches a place that is not the current one, Enter moves there.
    const target: MetaverseLocationId = (await location(page, 'main-plaza').getAttribute('aria-current')) ? 'investment-island' : 'main-plaza';
    const tile = location(page, target);
    const focused = () => tile.evaluate((el) => el.ownerDocument.activeElement === el);
    for (let i = 0; i < 40 && !(await focused()); i += 1) await page.keyboard.press('Tab');
    await expect(tile).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tile).toHaveAttribute('aria-current', 'location');
    await expect(tile).toBeFocused();

    const back = page.getByRole('link', { name: 'Back to home' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Metaverse');
  });
});
