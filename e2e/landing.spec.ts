import type { Locator, Page, Request } from '@playwright/test';
import { countRequests, expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BASE_URL } from './support/env';

const CALCULATE = '/api/budget/calculate';
const RUN = 'Run Allocation Analysis';
const PENDING = 'Analyzing Portfolio...';

/** Card labels and test ids in the spec's order (docs/product.md "Allocation calculator"). */
const CARDS = [
  ['bills', 'Fixed Income Securities'],
  ['debt', 'Growth Equity'],
  ['savings', 'Alternative Assets'],
  ['spending', 'International Markets'],
  ['flexFund', 'Cash & Liquidity'],
] as const;

interface CalculateResponse {
  income: number;
  mode: string;
  allocations: Record<(typeof CARDS)[number][0], number>;
  aiTip: string;
  currentScore: number;
  creditProjection: number;
  method: string;
}

const incomeField = (page: Page) => page.getByLabel('Monthly investable income (USD)');
const modeField = (page: Page) => page.getByLabel('Investment strategy');
const runButton = (page: Page) => page.getByRole('button', { name: RUN });
const toasts = (page: Page) => page.getByTestId('toast');

async function expectToast(page: Page, title: string, description: string | RegExp) {
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).getByTestId('toast-title')).toHaveText(title);
  await expect(toasts(page).getByTestId('toast-description')).toHaveText(description);
}

/** Runs the calculator and returns the server's answer. */
async function runCalculation(page: Page): Promise<{ request: Request; body: CalculateResponse }> {
  const responsePromise = page.waitForResponse((r) => new URL(r.url()).pathname === CALCULATE);
  await runButton(page).click();
  const response = await responsePromise;
  expect(response.status()).toBe(200);
  return { request: response.request(), body: (await response.json()) as CalculateResponse };
}

async function expectCards(page: Page, amounts: readonly string[], percents: readonly number[]) {
  for (const [index, [key, label]] of CARDS.entries()) {
    const card = page.getByTestId(`allocation-card-${key}`);
    await expect(card).toContainText(label);
    await expect(card.getByTestId('allocation-amount')).toHaveText(amounts[index]!);
    await expect(card.getByTestId('allocation-percent')).toContainText(`${percents[index]}%`);
  }
  // In the spec's order.
  const labels = await page.locator('[data-testid^="allocation-card-"]').allTextContents();
  expect(labels.map((text) => CARDS.findIndex(([, label]) => text.includes(label)))).toEqual([0, 1, 2, 3, 4]);
}

async function expectProjection(page: Page, body: CalculateResponse) {
  const gain = body.creditProjection - body.currentScore;
  await expect(page.getByTestId('expected-return')).toHaveText(`${(gain / 10 + 8.5).toFixed(1)}%`);
  await expect(page.getByTestId('basis-points')).toHaveText(`+${gain} bps`);
  await expect(page.getByTestId('ai-tip')).toHaveText(body.aiTip);
  await expect(page.getByTestId('ai-method')).toContainText(body.method);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Portfolio Allocation Engine' })).toBeVisible();
});

test('top navigation links go to the spec paths', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  const expected = [
    ['Mobile Banking', '/mobile'],
    ['Credit Score', '/credit-score'],
    ['AI Coach', '/ai-coach'],
    ['Metaverse', '/metaverse'],
    ['Blog', '/blog'],
    ['Earn Rewards', '/referral'],
    ['View Pricing', '/pricing'],
  ] as const;
  for (const [name, href] of expected) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  await nav.getByRole('link', { name: 'Credit Score', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/credit-score`);
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Score' })).toBeVisible();
});

test('the compact menu on a narrow screen opens with the same links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  const nav = page.getByRole('navigation', { name: 'Main (compact)' });
  await expect(nav.getByRole('link')).toHaveCount(7);
  await nav.getByRole('link', { name: 'Earn Rewards' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/referral`);
});

test('hero shows the static claims, trust line and sample portfolio', async ({ page }) => {
  const hero = page.locator('section[aria-labelledby="hero-heading"]');
  for (const text of ['$2.4T', 'Assets Under Management', '18.2%', 'Average Annual Return', '500+', 'Institutional Clients']) {
    await expect(hero.getByText(text, { exact: true })).toBeVisible();
  }
  for (const text of ['SOC 2 Type II', 'FINRA Registered', 'SEC Regulated']) {
    await expect(hero.getByText(text)).toBeVisible();
  }
  await expect(hero.getByRole('link', { name: 'Request Consultation' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'View Performance' })).toBeVisible();
  for (const text of ['Total Value', 'Risk Score', 'AI Recommendation', 'Performance Alert']) {
    await expect(hero.getByText(text, { exact: true })).toBeVisible();
  }
});

const ILLUSTRATIVE_NOTE = 'Sample figures for a demo, not a registered firm’s data.';

/** The vertical gap between two boxes (0 when they overlap vertically). */
async function verticalGap(a: Locator, b: Locator): Promise<number> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('an element has no box');
  return Math.max(0, boxB.y - (boxA.y + boxA.height), boxA.y - (boxB.y + boxB.height));
}

for (const width of [1280, 390]) {
  test(`at ${width} px the claims and badges carry an inline Illustrative qualifier`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    // The figures: a tag and the sentence directly above them, and the sentence describes the list.
    const claims = page.getByTestId('hero-claims');
    const figures = claims.locator('dl');
    const claimsTag = claims.getByTestId('illustrative-tag');
    await expect(claimsTag).toBeVisible();
    await expect(claimsTag).toHaveText('Illustrative');
    await expect(claims.getByTestId('illustrative-note')).toHaveText(ILLUSTRATIVE_NOTE);
    await expect(figures).toHaveAccessibleDescription(ILLUSTRATIVE_NOTE);
    await expect(figures).toContainText('$2.4T');
    // The qualifier line (tag and sentence, which wraps at 390 px) sits directly above the figures.
    expect(await verticalGap(claims.locator('p', { has: page.getByTestId('illustrative-tag') }), figures)).toBeLessThan(32);

    // The regulatory badges: a tag in the same row, and the list says so to a screen reader.
    const trust = page.getByTestId('hero-trust');
    const badges = trust.getByRole('list', { name: 'Regulation and compliance (illustrative)' });
    const trustTag = trust.getByTestId('illustrative-tag');
    await expect(trustTag).toBeVisible();
    await expect(trustTag).toHaveText('Illustrative');
    await expect(badges).toContainText('FINRA Registered');
    await expect(badges).toHaveAccessibleDescription(ILLUSTRATIVE_NOTE);
    expect(await verticalGap(trustTag, badges.getByRole('listitem').first())).toBeLessThan(32);

    // The footer keeps its own line too.
    await expect(page.getByRole('contentinfo')).toContainText('Figures on this page are illustrative marketing material.');
  });

  test(`at ${width} px the institutional face has no serious accessibility violation and no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await expect(page.getByTestId('hero-claims')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test(`at ${width} px View Performance opens the allocation engine and moves focus there`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const link = page.locator('section[aria-labelledby="hero-heading"]').getByRole('link', { name: 'View Performance' });
    await expect(link).toHaveAttribute('href', '/#allocation-engine');
    await link.click();
    await expect(page).toHaveURL(`${BASE_URL}/#allocation-engine`);
    const heading = page.getByRole('heading', { level: 2, name: 'Portfolio Allocation Engine' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // The next Tab continues inside the section: the income field.
    await page.keyboard.press('Tab');
    await expect(incomeField(page)).toBeFocused();
  });
}

test('Request Consultation in the hero opens the consultation form on /enterprise', async ({ page }) => {
  await page.locator('section[aria-labelledby="hero-heading"]').getByRole('link', { name: 'Request Consultation' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/enterprise`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enterprise');
  await expect(page.getByTestId('enterprise-form')).toBeVisible();
});

test('a shared /#allocation-engine address opens on the allocation engine', async ({ page }) => {
  const heading = page.getByRole('heading', { level: 2, name: 'Portfolio Allocation Engine' });
  // Typed into the address bar on "/" (the browser's own fragment navigation, no reload).
  await page.goto('/#allocation-engine');
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // Opened fresh from elsewhere: the section is in the first render, while the page is still loading.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await page.goto('/#allocation-engine');
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('the offline demo mode is shown', async ({ page }) => {
  await expect(page.getByTestId('demo-mode-notice')).toContainText('Offline demo mode');
});

test('calculator starts at 4500 and Conservative Institutional', async ({ page }) => {
  await expect(incomeField(page)).toHaveValue('4500');
  await expect(modeField(page)).toHaveValue('ai-control');
  await expect(modeField(page).locator('option')).toHaveText([
    'Conservative Institutional',
    'Growth-Focused Portfolio',
    'Target-Date Strategy',
    'Aggressive Growth',
  ]);
  await expect(page.getByTestId('allocation-results')).toHaveCount(0);
});

test('running the analysis shows the pending state, then the 4500 ai-control allocation', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${CALCULATE}`, async (route) => {
    await gate;
    await route.continue();
  });

  const responsePromise = page.waitForResponse((r) => new URL(r.url()).pathname === CALCULATE);
  await runButton(page).click();
  const pending = page.getByRole('button', { name: PENDING });
  await expect(pending).toBeVisible();
  await expect(pending).toHaveText(PENDING);
  await expect(pending).toBeDisabled();
  release();

  const response = await responsePromise;
  const request = response.request();
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/json');
  expect(request.postDataJSON()).toEqual({ income: 4500, mode: 'ai-control' });
  const body = (await response.json()) as CalculateResponse;

  await expect(runButton(page)).toBeEnabled();
  await expectCards(page, ['$1,800', '$900', '$1,125', '$450', '$225'], [40, 20, 25, 10, 5]);
  await expectProjection(page, body);
  await expect(page.getByTestId('allocation-summary')).toContainText('Conservative Institutional');
  // The server runs in offline demo mode, so the tip (drawn from the seeded data) is labelled.
  await expect(page.getByTestId('allocation-results').getByTestId('demo-data-badge')).toHaveText('Demo data');
});

test('debt-mode with 6000 gives the Growth-Focused allocation', async ({ page }) => {
  await modeField(page).selectOption('debt-mode');
  await incomeField(page).fill('6000');
  const { request, body } = await runCalculation(page);
  expect(request.postDataJSON()).toEqual({ income: 6000, mode: 'debt-mode' });
  await expectCards(page, ['$1,800', '$2,700', '$900', '$300', '$300'], [30, 45, 15, 5, 5]);
  await expectProjection(page, body);
  await expect(page.getByTestId('allocation-summary')).toContainText('Growth-Focused Portfolio');
});

test('an invalid income shows Invalid Income and sends no request', async ({ page }) => {
  const posts = countRequests(page, 'POST', CALCULATE);
  for (const value of ['', '0', '-5', 'abc']) {
    await incomeField(page).fill(value);
    await runButton(page).click();
    await expectToast(page, 'Invalid Income', 'Please enter a valid income amount.');
    await expect(toasts(page)).toHaveAttribute('data-variant', 'destructive');
  }
  // The keyboard path (Enter in the field) is validated the same way.
  await incomeField(page).fill('12abc');
  await incomeField(page).press('Enter');
  await expectToast(page, 'Invalid Income', 'Please enter a valid income amount.');
  await page.waitForTimeout(300);
  expect(posts.count).toBe(0);
  await expect(page.getByTestId('allocation-results')).toHaveCount(0);
});

test('Deploy asks to calculate first, then says Coming Soon', async ({ page }) => {
  const deploy = page.getByRole('button', { name: 'Deploy Strategy' });
  await deploy.click();
  await expectToast(
    page,
    'Calculate Budget First',
    'Please calculate your budget allocation before activating smart banking.',
  );
  await expect(toasts(page)).toHaveAttribute('data-variant', 'destructive');

  await runCalculation(page);
  await expect(page.getByTestId('allocation-results')).toBeVisible();
  await deploy.click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).getByTestId('toast-title')).toHaveText('Coming Soon');
  await expect(toasts(page)).toHaveAttribute('data-variant', 'default');
  const description = toasts(page).getByTestId('toast-description');
  await expect(description).toContainText(/banking API integrations are coming soon/i);
  await expect(description).toContainText('MVP foundation');
  await expect(description).toContainText('secure vaults and spending locks');
});

test('a server failure shows Calculation Error', async ({ page }) => {
  await page.route(`**${CALCULATE}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"x"}}' }),
  );
  await runButton(page).click();
  await expectToast(page, 'Calculation Error', 'Failed to calculate budget allocation. Please try again.');
  await expect(toasts(page)).toHaveAttribute('data-variant', 'destructive');
  await expect(runButton(page)).toBeEnabled();
  await expect(page.getByTestId('allocation-results')).toHaveCount(0);
});

test('a server answer that breaks the contract is a Calculation Error too', async ({ page }) => {
  await page.route(`**${CALCULATE}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"allocations":{}}' }),
  );
  await runButton(page).click();
  await expectToast(page, 'Calculation Error', 'Failed to calculate budget allocation. Please try again.');
  await expect(page.getByTestId('allocation-results')).toHaveCount(0);
});

test('only one toast is visible at a time; it closes by button and by itself', async ({ page }) => {
  await incomeField(page).fill('0');
  await runButton(page).click();
  await expect(toasts(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Deploy Strategy' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).getByTestId('toast-title')).toHaveText('Calculate Budget First');

  await toasts(page).getByRole('button', { name: 'Close notification' }).click();
  await expect(toasts(page)).toHaveCount(0);

  await runButton(page).click();
  await expect(toasts(page)).toHaveCount(1);
  await page.mouse.move(0, 0);
  await expect(toasts(page)).toHaveCount(0, { timeout: 9_000 });
  // The toast area itself stays in the page as a live region.
  await expect(page.getByRole('region', { name: 'Notifications' }).locator('[aria-live="polite"]')).toHaveCount(1);
});

test('MASTER ACTIVATION goes to /master-activation', async ({ page }) => {
  await page.getByRole('link', { name: 'MASTER ACTIVATION' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/master-activation`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
});

test('Launch Campaign goes to /launch-campaign', async ({ page }) => {
  await page.getByRole('link', { name: 'Launch Campaign' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/launch-campaign`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
});

const closingSection = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Partner with Institutional Excellence' }) });

test('the closing section has its four buttons, all links', async ({ page }) => {
  const section = closingSection(page);
  await expect(section.getByRole('link', { name: 'MASTER ACTIVATION' })).toHaveAttribute('href', '/master-activation');
  await expect(section.getByRole('link', { name: 'Launch Campaign' })).toHaveAttribute('href', '/launch-campaign');
  await expect(section.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute('href', '/enterprise');
  await expect(section.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', '/pricing#case-studies-heading');
  // No button on the page that goes nowhere: the only buttons left act in place.
  await expect(page.getByRole('main').getByRole('button')).toHaveText(['Run Allocation Analysis', 'Deploy Strategy']);
});

test('Request Consultation in the closing section opens /enterprise', async ({ page }) => {
  await closingSection(page).getByRole('link', { name: 'Request Consultation' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/enterprise`);
  await expect(page.getByTestId('enterprise-form')).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`at ${width} px View Case Studies opens the customer stories on /pricing`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await closingSection(page).getByRole('link', { name: 'View Case Studies' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/pricing#case-studies-heading`);
    const heading = page.getByRole('heading', { level: 2, name: 'Customer stories' });
    await expect(heading).toBeInViewport();
    await expect(page.getByTestId('case-studies-illustrative')).toHaveText('Illustrative');
    await expect(page.getByTestId('case-study-card').first()).toBeVisible();
  });
}

test('the feature grid has its six items', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Institutional Investment Excellence' })).toBeVisible();
  const items = page.getByTestId('feature-item');
  await expect(items).toHaveCount(6);
  await expect(items.getByRole('heading')).toHaveText([
    'Algorithmic Portfolio Management',
    'Risk Analytics',
    'Security Standards',
    'Global Market Intelligence',
    'Strategic Asset Allocation',
    'Regulatory Compliance',
  ]);
});

test('the footer has its three columns of placeholder links, founder and copyright', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  const columns = {
    Solutions: ['Portfolio Management', 'Risk Analytics', 'Compliance', 'Research & Insights'],
    Company: ['About', 'Leadership', 'Careers', 'Press'],
    Resources: ['Documentation', 'Security', 'Privacy Policy', 'Legal'],
  };
  await expect(footer.getByTestId('footer-column')).toHaveCount(3);
  for (const [heading, items] of Object.entries(columns)) {
    const column = footer.getByTestId('footer-column').filter({ has: page.getByRole('heading', { name: heading }) });
    await expect(column.getByRole('listitem')).toHaveText(items);
    // Placeholders go nowhere: they are not links.
    await expect(column.getByRole('link')).toHaveCount(0);
  }
  await expect(footer).toContainText('Founded by Jordan Avery');
  await expect(footer).toContainText('© 2024');
});

test('the calculator works from the keyboard alone', async ({ page }) => {
  await incomeField(page).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2000');
  await page.keyboard.press('Tab');
  await expect(modeField(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(runButton(page)).toBeFocused();
  const responsePromise = page.waitForResponse((r) => new URL(r.url()).pathname === CALCULATE);
  await page.keyboard.press('Enter');
  const response = await responsePromise;
  expect(response.request().postDataJSON()).toEqual({ income: 2000, mode: 'ai-control' });
  await expect(page.getByTestId('allocation-card-bills').getByTestId('allocation-amount')).toHaveText('$800');
});
