/**
 * The owner's campaign tools in local web mode as the demo owner
 * (docs/product.md "Campaign tools"): /execute, /launch, /share, /convert and /go with every alias
 * render with their Demo data badge and no serious axe finding; on /execute Copy says Copied for
 * 2 s, Mark as Posted is stored (disabled after a reload) and open-all opens the seven platforms
 * 1 s apart; /launch Launch and /convert Activate are stored too; /go launches the ready campaigns
 * one after another.
 *
 * The campaign state lives on a server other specs share: each test uses its own items and reads
 * the stored state first, so a rerun against the same server still holds.
 */
import type { Page } from '@playwright/test';
import { COPIED_LABEL_MS, OPEN_ALL_SPACING_MS, POST_TEMPLATE_IDS, campaignStateResponseSchema, type CampaignItem } from '../../shared/contracts/campaigns';
import { trafficSourcesResponseSchema } from '../../shared/contracts/dashboards';
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { BASE_URL } from '../support/env';

const STATE_PATH = '/api/marketing/campaign-state';
const TRAFFIC_PATH = '/api/analytics/traffic-sources';

async function storedStatus(page: Page, kind: CampaignItem['kind'], itemId: string): Promise<string | undefined> {
  const res = await page.request.get(STATE_PATH);
  expect(res.status()).toBe(200);
  return campaignStateResponseSchema.parse(await res.json()).items.find((i) => i.kind === kind && i.itemId === itemId)?.status;
}

const SCREENS = [
  { paths: ['/execute', '/traffic-executor'], title: 'executor-title', heading: 'Launch Real Customer Acquisition' },
  { paths: ['/launch', '/launch-campaign'], title: 'launch-title', heading: 'Launch Traffic Campaign' },
  { paths: ['/share'], title: 'share-title', heading: 'Quick Share Centre' },
  { paths: ['/convert', '/conversion', '/conversion-dashboard'], title: 'convert-title', heading: 'Conversion Command Centre' },
  { paths: ['/go', '/campaign-executor'], title: 'go-title', heading: 'Campaign Executor' },
];

for (const screen of SCREENS) {
  test(`${screen.paths.join(' = ')} renders with its Demo data badge and passes axe`, async ({ page }) => {
    for (const [i, path] of screen.paths.entries()) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.getByTestId(screen.title).getByTestId('demo-data-badge')).toBeVisible();
      if (i === 0) {
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
      }
    }
  });
}

test.describe('/execute', () => {
  test('shows each platform visits from the traffic-sources answer', async ({ page }) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === TRAFFIC_PATH);
    await page.goto('/execute');
    const traffic = trafficSourcesResponseSchema.parse(await (await answer).json());
    expect(traffic.period).toBe('7d');
    const visits = (source: string) => traffic.sources.find((s) => s.source === source)?.visits ?? 0;
    await expect(page.getByTestId('template-twitter-launch').getByTestId('template-visits')).toContainText(`${visits('twitter').toLocaleString('en-US')} visit`);
    await expect(page.getByTestId('template-product-hunt').getByTestId('template-visits')).toContainText(`${visits('producthunt').toLocaleString('en-US')} visit`);
    const anyPlatform = ['twitter', 'linkedin', 'reddit', 'email', 'facebook', 'producthunt'].some((s) => visits(s) > 0);
    if (anyPlatform) await expect(page.getByTestId('platform-visits-linkedin').getByTestId('visits')).toHaveText(visits('linkedin').toLocaleString('en-US'));
    else await expect(page.getByTestId('platform-visits-empty')).toBeVisible();
  });

  test('Copy puts the tracked text on the clipboard and says Copied for 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const before = await storedStatus(page, 'post_template', 'facebook-groups');
    await page.clock.install();
    await page.goto('/execute');
    const card = page.getByTestId('template-facebook-groups');
    const copy = card.getByTestId('template-copy');
    await expect(copy).toHaveText('Copy');

    await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1_000);
    await copy.click();
    await expect(copy).toHaveText('Copied');
    await expect(page.getByTestId('toast-title')).toHaveText('Copied to clipboard');
    const text = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(text).toBe(await card.getByTestId('template-text').inputValue());
    const link = new URL(text.match(/https?:\/\/\S+/)![0]);
    expect(link.origin).toBe(BASE_URL);
    expect(link.searchParams.get('utm_source')).toBe('facebook');
    expect(link.searchParams.get('utm_campaign')).toBe('facebook-groups');

    await page.clock.runFor(COPIED_LABEL_MS - 100);
    await expect(copy).toHaveText('Copied');
    await page.clock.runFor(100);
    await expect(copy).toHaveText('Copy');

    // A first copy moves pending to copied on the server; a posted template stays posted.
    const expected = before === 'posted' ? 'posted' : 'copied';
    await expect(card).toHaveAttribute('data-status', expected);
    await expect.poll(() => storedStatus(page, 'post_template', 'facebook-groups')).toBe(expected);
  });

  test('Mark as Posted is stored: after a reload the template is still posted and the button disabled', async ({ page }) => {
    const card = page.getByTestId('template-linkedin-story');
    const button = card.getByTestId('template-mark-posted');
    if ((await storedStatus(page, 'post_template', 'linkedin-story')) !== 'posted') {
      await page.goto('/execute');
      await expect(button).toBeEnabled();
      await expect(button).toHaveText('Mark as Posted');
      const put = page.waitForResponse((r) => new URL(r.url()).pathname === STATE_PATH && r.request().method() === 'PUT');
      await button.click();
      expect((await put).status()).toBe(200);
      await expect(card.getByTestId('template-status')).toHaveText('Posted');
    }
    await page.goto('/execute');
    await page.reload();
    await expect(card).toHaveAttribute('data-status', 'posted');
    await expect(card.getByTestId('template-status')).toHaveText('Posted');
    await expect(button).toBeDisabled();
    await expect(button).toHaveText('Posted');
    expect(await storedStatus(page, 'post_template', 'linkedin-story')).toBe('posted');
  });

  test('Open on platform opens the platform in a new tab without access to this page', async ({ page }) => {
    await page.goto('/execute');
    const open = page.getByTestId('template-twitter-thread').getByTestId('template-open');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL((await open.getAttribute('href'))!);
    expect(url.host + url.pathname).toBe('twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toContain('utm_campaign=twitter-thread');
  });

  test('Open all opens the seven platforms one second apart', async ({ page }) => {
    // Record each window.open with the page's (fake) time instead of opening a tab.
    await page.addInitScript(`
      window.__opened = [];
      window.open = (url, _target, features) => {
        window.__opened.push({ url: String(url), at: Date.now(), features: features || '' });
        return null;
      };
    `);
    await page.clock.install();
    await page.goto('/execute');
    await expect(page.getByTestId('template-open')).toHaveCount(POST_TEMPLATE_IDS.length);
    const links = await page.getByTestId('template-open').all();
    const hrefs = await Promise.all(links.map(async (a) => (await a.getAttribute('href'))!));
    expect(hrefs).toHaveLength(POST_TEMPLATE_IDS.length);

    await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1_000);
    await page.getByTestId('open-all-button').click();
    const opened = () => page.evaluate<{ url: string; at: number; features: string }[]>('window.__opened');
    expect(await opened()).toHaveLength(1);
    await expect(page.getByTestId('open-all-status')).toContainText(`Opening 1 of ${POST_TEMPLATE_IDS.length}`);
    await expect(page.getByRole('progressbar', { name: 'Platforms opened' })).toBeVisible();
    await page.clock.runFor(OPEN_ALL_SPACING_MS - 1);
    expect(await opened()).toHaveLength(1);
    await page.clock.runFor((POST_TEMPLATE_IDS.length - 1) * OPEN_ALL_SPACING_MS);

    const calls = await opened();
    expect(calls.map((c) => c.url)).toEqual(hrefs);
    expect(calls.map((c) => c.at - calls[0]!.at)).toEqual(POST_TEMPLATE_IDS.map((_, i) => i * OPEN_ALL_SPACING_MS));
    for (const c of calls) expect(c.features).toContain('noopener');
    await expect(page.getByTestId('open-all-status')).toContainText(`Opened ${POST_TEMPLATE_IDS.length} of ${POST_TEMPLATE_IDS.length}`);
  });
});

test('/launch: Launch marks a campaign launched, which stays after a reload', async ({ page }) => {
  const card = page.getByTestId('campaign-indie-hackers');
  const button = card.getByTestId('campaign-launch');
  if ((await storedStatus(page, 'launch_campaign', 'indie-hackers')) !== 'launched') {
    await page.goto('/launch');
    await page.getByRole('tab', { name: /Forums/ }).click();
    await expect(card.getByTestId('campaign-status')).toHaveText('Ready');
    await expect(card.getByLabel('Tracking link')).toHaveValue(/utm_source=indiehackers&utm_campaign=indie-hackers/);
    await button.click();
    await expect(card.getByTestId('campaign-status')).toHaveText('Launched');
    await expect(button).toBeDisabled();
  }
  await page.goto('/launch');
  await page.reload();
  await page.getByRole('tab', { name: /Forums/ }).click();
  await expect(card).toHaveAttribute('data-status', 'launched');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('Launched');
  expect(await storedStatus(page, 'launch_campaign', 'indie-hackers')).toBe('launched');
});

test('/launch: the tabs are social, email, content and forums, moved by the keyboard', async ({ page }) => {
  await page.goto('/launch');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await expect(tabs.nth(0)).toContainText('Social');
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Email/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('campaign-email-waitlist')).toBeVisible();
});

test('/share: each network gets a link tagged with its channel, Copy link says Copied for 2 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await page.clock.install();
  await page.goto('/share');
  for (const channel of ['twitter', 'linkedin', 'facebook', 'reddit', 'email']) {
    const a = page.getByTestId(`share-${channel}`);
    await expect(a).toHaveAttribute('target', '_blank');
    const href = (await a.getAttribute('href'))!;
    expect(decodeURIComponent(href), channel).toContain(`utm_source=${channel}`);
  }
  await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1_000);
  await page.getByTestId('share-copy').click();
  await expect(page.getByTestId('share-copy')).toHaveText('Copied');
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`${BASE_URL}/?utm_source=share-link&utm_medium=share&utm_campaign=quick-share`);
  await page.clock.runFor(COPIED_LABEL_MS);
  await expect(page.getByTestId('share-copy')).toHaveText('Copy link');
  await expect(page.getByTestId('channel-results-table').or(page.getByTestId('channel-results-empty')).first()).toBeVisible();
});

test('/convert: activating a strategy marks it running, which stays after a reload', async ({ page }) => {
  const card = page.getByTestId('strategy-annual-discount');
  const button = card.getByTestId('strategy-activate');
  if ((await storedStatus(page, 'strategy', 'annual-discount')) !== 'running') {
    await page.goto('/convert');
    await expect(card.getByTestId('strategy-status')).toHaveText('Ready');
    await button.click();
    await expect(card.getByTestId('strategy-status')).toHaveText('Running');
  }
  await page.goto('/convert');
  await page.reload();
  await expect(card).toHaveAttribute('data-status', 'running');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('Running');
  // The starting statuses of the others still show.
  await expect(page.getByTestId('strategy-urgency-countdown')).toHaveAttribute('data-status', /recommended|running/);
});

test('/convert: the headline figures are the conversions answer', async ({ page }) => {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analytics/conversions');
  await page.goto('/convert');
  const body = (await (await answer).json()) as { conversionRate: number; visits: number; period: string };
  expect(body.period).toBe('7d');
  await expect(page.getByTestId('figure-conversion-rate')).toHaveText(`${body.conversionRate.toFixed(2)}%`);
  await expect(page.getByTestId('figure-visits')).toHaveText(body.visits.toLocaleString('en-US'));
});

test('/go: Launch all marks the ready campaigns launched one after another with a progress bar', async ({ page }) => {
  // The shared server's campaigns belong to other tests too: this run answers from a local state.
  const items: CampaignItem[] = [
    'twitter-launch-week',
    'linkedin-founder-post',
    'facebook-community',
    'email-waitlist',
    'email-newsletter-swap',
    'blog-forgotten-subscriptions',
    'youtube-demo',
  ].map((itemId) => ({ kind: 'launch_campaign', itemId, status: 'launched', updatedAt: 1 }));
  const puts: string[] = [];
  let inFlight = 0;
  let release: () => void = () => undefined;
  await page.route(`**${STATE_PATH}`, async (route) => {
    const request = route.request();
    if (request.method() === 'GET') return route.fulfill({ json: { items } });
    const body = request.postDataJSON() as { kind: 'launch_campaign'; itemId: string; status: string };
    inFlight += 1;
    expect(inFlight).toBe(1);
    puts.push(body.itemId);
    if (puts.length === 1) await new Promise<void>((resolve) => (release = resolve));
    inFlight -= 1;
    const item = { ...body, updatedAt: 2 };
    items.push(item);
    return route.fulfill({ json: item });
  });
  await page.goto('/go');
  await expect(page.getByTestId('total-campaigns')).toHaveText('7');
  await expect(page.getByTestId('ready-campaigns').getByRole('listitem')).toHaveCount(3);
  await page.getByTestId('launch-all-button').click();
  await expect(page.getByTestId('launch-all-status')).toHaveText('Launching 1 of 3...');
  await expect(page.getByRole('progressbar', { name: 'Campaigns launched in this run' })).toHaveAttribute('aria-valuenow', '0');
  release();
  await expect(page.getByTestId('launch-all-status')).toHaveText('Launched 3 of 3.');
  expect(puts).toEqual(['reddit-ama', 'indie-hackers', 'hacker-news']);
  await expect(page.getByTestId('total-campaigns')).toHaveText('10');
  await expect(page.getByTestId('ready-campaigns-done')).toBeVisible();
  await expect(page.getByTestId('launch-all-button')).toBeDisabled();
});

test('a failed campaign-state load shows a retry that recovers', async ({ page }) => {
  let fail = true;
  await page.route(`**${STATE_PATH}`, (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
  await page.goto('/launch');
  await expect(page.getByTestId('owner-load-error')).toContainText('500: boom');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab', { name: /Social/ })).toBeVisible();
});

test('a 403 from the owner APIs shows the owner sign-in state', async ({ page }) => {
  await page.route(`**${STATE_PATH}`, (route) => route.fulfill({ status: 403, body: '{"error":{"code":"forbidden","message":"Owner only"}}' }));
  await page.route(`**${TRAFFIC_PATH}*`, (route) => route.fulfill({ status: 403, body: '{"error":{"code":"forbidden","message":"Owner only"}}' }));
  await page.goto('/go');
  await expect(page.getByTestId('owner-only')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Owner sign-in required' })).toBeVisible();
});
