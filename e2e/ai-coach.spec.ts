/**
 * /ai-coach, the AI Financial Coach (docs/product.md "AI coach"), in local web mode
 * as the local owner (the demo user). Every answer shown is compared with what the real server sent
 * back for that request; only the browser's speech APIs are replaced, since a headless browser has
 * no microphone or voice.
 */
import type { Page, Request, Response } from '@playwright/test';
import type { AuthUser } from '../shared/contracts/auth';
import type { BankAccount } from '../shared/contracts/banking';
import {
  DEFAULT_EMOTIONAL_STATE,
  HEART_RATE_RANGE,
  STRESS_CAUTION_THRESHOLD,
  STRESS_RANGE,
  TIMELINE_DEFAULT_TARGET_AGE,
  VOICE_TRANSCRIPT_STOP_LENGTH,
  type QuantumReply,
  type TimelineReply,
  type VoiceCoachReply,
} from '../shared/contracts/coach';
import { ACHIEVEMENT_IDS, type Avatar } from '../shared/contracts/metaverse';
import { countRequests, expect, test } from './fixtures';

const PAGE = '/ai-coach';
const VOICE = '/api/ai-coach/voice';
const QUANTUM = '/api/ai-coach/quantum-predictions';
const TIMELINE = '/api/ai-coach/timeline-simulation';

const isCall = (method: string, pathname: string) => (r: Request) => r.method() === method && new URL(r.url()).pathname === pathname;
const isAnswer = (method: string, pathname: string) => (r: Response) => isCall(method, pathname)(r.request());

const toast = (page: Page) => page.getByTestId('toast');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

async function currentUser(page: Page): Promise<AuthUser> {
  const response = await page.request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return (await response.json()) as AuthUser;
}

/**
 * Records what the page asks the browser to say, instead of saying it. (Browser-side code is a
 * string: the e2e project type-checks for Node, without the DOM library.)
 */
async function recordSpeech(page: Page) {
  await page.addInitScript(`
    (() => {
      const log = { spoken: [], cancelled: 0 };
      let current = null;
      window.__speechLog = log;
      const synthesis = window.speechSynthesis;
      if (!synthesis) return;
      synthesis.speak = (utterance) => {
        log.spoken.push(utterance.text);
        current = utterance;
      };
      synthesis.cancel = () => {
        log.cancelled += 1;
        const stopped = current;
        current = null;
        if (stopped && stopped.onend) stopped.onend(new Event('end'));
      };
    })();
  `);
}

const speechLog = (page: Page) => page.evaluate<{ spoken: string[]; cancelled: number }>('({ ...window.__speechLog })');

/** Every value of the panel read in one go, so a tick cannot fall between two of them. */
function biometricSnapshot(page: Page) {
  return page.evaluate<{ heartRate: number; stress: number; label: string; advice: string; progress: string | null }>(`(() => {
    const text = (id) => document.querySelector('[data-testid="' + id + '"]')?.textContent ?? '';
    return {
      heartRate: Number(text('heart-rate')),
      stress: Number(text('stress-level')),
      label: text('decision-label'),
      advice: text('decision-advice'),
      progress: document.querySelector('[data-testid="biometric-panel"] [role="progressbar"]')?.getAttribute('aria-valuenow') ?? null,
    };
  })()`);
}

async function expectReplyShown(page: Page, reply: VoiceCoachReply) {
  const shown = page.getByTestId('coach-reply');
  await expect(shown.getByTestId('coach-advice')).toHaveText(reply.advice);
  await expect(shown.getByTestId('coach-action-plan').getByRole('listitem')).toHaveText(reply.actionPlan);
  await expect(shown.getByTestId('coach-emotional-support')).toHaveText(reply.emotionalSupport);
  await expect(shown.getByTestId('coach-method')).toHaveText(reply.method);
}

test.describe('AI Financial Coach', () => {
  test('the simulated biometric panel stays in range and the indicator follows the stress rule', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Financial Coach');
    const panel = page.getByTestId('biometric-panel');
    await expect(panel.getByTestId('biometric-simulated')).toHaveText('Simulated');
    await expect(panel).toContainText('No sensor is read');

    // Readings across a tick: each within the spec's ranges, the indicator matching the rule.
    const seen = new Set<string>();
    for (let reading = 0; reading < 3; reading++) {
      if (reading > 0) await page.waitForTimeout(2_600);
      const shown = await biometricSnapshot(page);
      seen.add(`${shown.heartRate}/${shown.stress}`);
      expect(shown.heartRate).toBeGreaterThanOrEqual(HEART_RATE_RANGE.min);
      expect(shown.heartRate).toBeLessThanOrEqual(HEART_RATE_RANGE.max);
      expect(shown.stress).toBeGreaterThanOrEqual(STRESS_RANGE.min);
      expect(shown.stress).toBeLessThanOrEqual(STRESS_RANGE.max);
      const optimal = shown.stress < STRESS_CAUTION_THRESHOLD;
      expect(shown.label).toBe(optimal ? 'Optimal' : 'Caution');
      expect(shown.advice).toBe(optimal ? 'Good to invest' : 'Wait to calm down');
      expect(shown.progress).toBe(String(shown.stress));
    }
  });

  test('a new reading every 5 s: a calm one reads Optimal, a stressed one Caution', async ({ page }) => {
    // The page's random source is pinned so the readings are known: 0.1 -> 64 bpm / 26, 0.9 -> 96 bpm / 74.
    await page.addInitScript(`
      window.__pinnedRandom = 0.1;
      Math.random = () => window.__pinnedRandom;
    `);
    await page.goto(PAGE);
    const panel = page.getByTestId('biometric-panel');
    await expect(panel.getByTestId('heart-rate')).toHaveText('64');
    await expect(panel.getByTestId('stress-level')).toHaveText('26');
    await expect(panel.getByTestId('decision-label')).toHaveText('Optimal');
    await expect(panel.getByTestId('decision-advice')).toHaveText('Good to invest');
    await expect(panel.getByTestId('decision-indicator')).toHaveAttribute('data-level', 'optimal');

    await page.evaluate('window.__pinnedRandom = 0.9');
    const changed = Date.now();
    await expect(panel.getByTestId('stress-level')).toHaveText('74', { timeout: 7_000 });
    expect(Date.now() - changed).toBeLessThan(6_500);
    await expect(panel.getByTestId('heart-rate')).toHaveText('96');
    await expect(panel.getByTestId('decision-label')).toHaveText('Caution');
    await expect(panel.getByTestId('decision-advice')).toHaveText('Wait to calm down');
  });

  test('a typed question: sent with the emotional state, the reply shown and spoken, a failure only logged', async ({ page }) => {
    await recordSpeech(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(PAGE);
    await expect(tab(page, 'Voice Coach')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('coach-reply-empty')).toBeVisible();
    const state = page.getByLabel('How are you feeling?');
    await expect(state).toHaveValue(DEFAULT_EMOTIONAL_STATE);
    await expect(state.locator('option')).toHaveText(['Stressed', 'Confident', 'Uncertain', 'Excited']);

    // An empty question is not sent.
    const asks = countRequests(page, 'POST', VOICE);
    await page.getByTestId('ask-button').click();
    await expect(page.getByTestId('question-error')).toHaveText('Type a question, or press Listen and say it.');
    await expect(page.getByTestId('question-input')).toBeFocused();
    expect(asks.count).toBe(0);

    await state.selectOption('stressed');
    const question = 'How much should I keep in an emergency fund?';
    await page.getByLabel('Your question').fill(question);
    // Held back a little, so the pending state can be seen.
    await page.route(`**${VOICE}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const sent = page.waitForRequest(isCall('POST', VOICE));
    const answered = page.waitForResponse(isAnswer('POST', VOICE));
    await page.getByTestId('ask-button').click();
    await expect(page.getByTestId('ask-button')).toBeDisabled();
    await expect(page.getByTestId('ask-button')).toHaveText('Asking...');
    expect((await sent).postDataJSON()).toEqual({ transcript: question, emotionalState: 'stressed', sessionType: 'planning' });
    const response = await answered;
    expect(response.status()).toBe(200);
    const reply = (await response.json()) as VoiceCoachReply;
    expect(reply.actionPlan.length).toBeGreaterThan(0);
    await expectReplyShown(page, reply);
    await expect(page.getByTestId('coach-question')).toHaveText(question);
    await expect(page.getByTestId('ask-button')).toHaveText('Ask');
    await page.unroute(`**${VOICE}`);

    // The advice is read aloud, and the stop button silences it.
    await expect.poll(async () => (await speechLog(page)).spoken).toEqual([reply.advice]);
    const cancelledBefore = (await speechLog(page)).cancelled;
    await page.getByTestId('stop-speaking').click();
    await expect(page.getByTestId('read-aloud')).toBeVisible();
    expect((await speechLog(page)).cancelled).toBe(cancelledBefore + 1);
    // Read aloud again on request.
    await page.getByTestId('read-aloud').click();
    await expect(page.getByTestId('stop-speaking')).toBeVisible();
    expect((await speechLog(page)).spoken).toEqual([reply.advice, reply.advice]);

    // A failing request is only logged: no toast, the previous reply stays.
    await page.route(`**${VOICE}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'down' } }) }),
    );
    await page.getByLabel('Your question').fill('Should I pay off my credit card first?');
    const failed = page.waitForResponse(isAnswer('POST', VOICE));
    await page.getByTestId('ask-button').click();
    expect((await failed).status()).toBe(500);
    await expect(page.getByTestId('coach-failed')).toBeVisible();
    await expect.poll(() => errors.some((e) => e.includes('The coach could not answer'))).toBe(true);
    await expect(toast(page)).toHaveCount(0);
    await expectReplyShown(page, reply);
    await expect(page.getByLabel('Your question')).toHaveValue('Should I pay off my credit card first?');
  });

  test('without speech recognition the listen toggle says Voice not supported', async ({ page }) => {
    await page.addInitScript(`
      delete window.SpeechRecognition;
      delete window.webkitSpeechRecognition;
    `);
    const asks = countRequests(page, 'POST', VOICE);
    await page.goto(PAGE);
    await page.getByTestId('listen-toggle').click();
    await expect(toast(page).getByTestId('toast-title')).toHaveText('Voice not supported');
    await expect(toast(page).getByTestId('toast-description')).toHaveText('Please use Chrome for voice coaching.');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByTestId('listen-toggle')).toHaveAttribute('aria-pressed', 'false');
    // The typed question still works without it.
    await expect(page.getByLabel('Your question')).toBeEnabled();
    expect(asks.count).toBe(0);
  });

  test('speech recognition: listening stops once the transcript passes the limit, then the question is sent', async ({ page }) => {
    await recordSpeech(page);
    // A stand-in recognizer the test drives: it reports the settings it was given and what was called.
    await page.addInitScript(`
      (() => {
        const log = { calls: [], settings: null };
        class FakeRecognition {
          constructor() {
            this.continuous = false;
            this.interimResults = false;
            this.lang = '';
            this.onstart = this.onresult = this.onerror = this.onend = null;
            window.__recognizer = this;
          }
          start() {
            log.calls.push('start');
            log.settings = { continuous: this.continuous, interimResults: this.interimResults };
            setTimeout(() => this.onstart && this.onstart(new Event('start')), 10);
          }
          stop() {
            log.calls.push('stop');
            setTimeout(() => this.onend && this.onend(new Event('end')), 10);
          }
          abort() {
            log.calls.push('abort');
            setTimeout(() => this.onend && this.onend(new Event('end')), 10);
          }
        }
        delete window.SpeechRecognition;
        window.webkitSpeechRecognition = FakeRecognition;
        window.__recognitionLog = log;
        // Every result so far, as the real API delivers them in continuous mode.
        window.__hear = (parts) => {
          const recognizer = window.__recognizer;
          if (recognizer.onresult) recognizer.onresult({ results: parts.map((transcript) => [{ transcript, confidence: 0.9 }]) });
        };
      })();
    `);
    const recognition = () =>
      page.evaluate<{ calls: string[]; settings: unknown }>('JSON.parse(JSON.stringify(window.__recognitionLog))');
    const hear = (...parts: string[]) => page.evaluate(`window.__hear(${JSON.stringify(parts)})`);

    const asks = countRequests(page, 'POST', VOICE);
    await page.goto(PAGE);
    await page.getByLabel('How are you feeling?').selectOption('uncertain');
    const toggle = page.getByTestId('listen-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText('Stop listening');
    await expect(page.getByTestId('listen-status')).toContainText('Listening');
    expect(await recognition()).toEqual({ calls: ['start'], settings: { continuous: true, interimResults: true } });

    // Interim words fill the question box; still short, so nothing is sent and it keeps listening.
    await hear('how much should I');
    await expect(page.getByLabel('Your question')).toHaveValue('how much should I');
    await page.waitForTimeout(300);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(asks.count).toBe(0);

    const first = 'how much should I save';
    const second = ' every month to build an emergency fund';
    const transcript = `${first}${second}`;
    expect(transcript.length).toBeGreaterThan(VOICE_TRANSCRIPT_STOP_LENGTH);
    const sent = page.waitForRequest(isCall('POST', VOICE));
    const answered = page.waitForResponse(isAnswer('POST', VOICE));
    await hear(first, second);
    expect((await sent).postDataJSON()).toEqual({ transcript, emotionalState: 'uncertain', sessionType: 'planning' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveText('Listen');
    expect((await recognition()).calls).toEqual(['start', 'stop']);
    const reply = (await (await answered).json()) as VoiceCoachReply;
    await expectReplyShown(page, reply);
    await expect(page.getByTestId('coach-question')).toHaveText(transcript);
    await expect.poll(async () => (await speechLog(page)).spoken).toEqual([reply.advice]);
    // Results arriving after the stop are ignored: still one request.
    await hear(first, second, ' and more');
    await page.waitForTimeout(300);
    expect(asks.count).toBe(1);
  });

  test('quantum predictions: the form checks the holdings, then shows the simulation with its method', async ({ page }) => {
    const user = await currentUser(page);
    const runs = countRequests(page, 'POST', QUANTUM);
    await page.goto(PAGE);
    await tab(page, 'Quantum Predictions').click();
    const panel = page.getByRole('tabpanel', { name: 'Quantum Predictions' });
    await expect(panel.getByTestId('quantum-disclaimer')).toContainText('simulation, not a forecast');
    await expect(panel.getByTestId('quantum-empty')).toBeVisible();

    // Nothing filled in: nothing sent.
    await panel.getByTestId('run-quantum').click();
    await expect(panel.getByTestId('portfolio-error')).toHaveText('Add at least one holding: a name and its value in dollars.');
    // A value that is not a number, then one too large; a second row without a name.
    const rows = panel.getByTestId('holding-row');
    await rows.nth(0).getByLabel('Holding 1 name').fill('S&P 500 index fund');
    await rows.nth(0).getByLabel('Value (USD)').fill('lots');
    await panel.getByTestId('add-holding').click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByLabel('Holding 2 name')).toBeFocused();
    await rows.nth(1).getByLabel('Value (USD)').fill('2000');
    await panel.getByTestId('run-quantum').click();
    await expect(rows.nth(0).getByTestId('holding-value-error')).toHaveText('Value must be a number of dollars, for example 2500.');
    await expect(rows.nth(1).getByTestId('holding-name-error')).toHaveText('Each holding needs a name.');
    await expect(rows.nth(0).getByLabel('Value (USD)')).toBeFocused();
    await rows.nth(0).getByLabel('Value (USD)').fill('20000000000');
    await panel.getByTestId('run-quantum').click();
    await expect(rows.nth(0).getByTestId('holding-value-error')).toHaveText('Value must be at most $10,000,000,000.');
    expect(runs.count).toBe(0);

    // A third row, added and removed again.
    await panel.getByTestId('add-holding').click();
    await expect(rows).toHaveCount(3);
    await panel.getByRole('button', { name: 'Remove holding 3' }).click();
    await expect(rows).toHaveCount(2);

    await rows.nth(0).getByLabel('Value (USD)').fill('$12,500');
    await rows.nth(1).getByLabel('Holding 2 name').fill('Bitcoin');
    const sent = page.waitForRequest(isCall('POST', QUANTUM));
    const answered = page.waitForResponse(isAnswer('POST', QUANTUM));
    await panel.getByTestId('run-quantum').click();
    expect((await sent).postDataJSON()).toEqual({
      userId: user.id,
      portfolio: [
        { name: 'S&P 500 index fund', value: 12500 },
        { name: 'Bitcoin', value: 2000 },
      ],
    });
    const response = await answered;
    expect(response.status()).toBe(200);
    const result = (await response.json()) as QuantumReply;

    const results = panel.getByTestId('quantum-results');
    await expect(results).toBeVisible();
    const trends = results.getByTestId('quantum-trend');
    await expect(trends).toHaveCount(result.marketTrends.length);
    for (const [i, trend] of result.marketTrends.entries()) {
      const shown = trends.nth(i);
      await expect(shown.getByTestId('trend-asset')).toHaveText(trend.asset);
      await expect(shown.getByTestId('trend-asset-class')).toHaveText(`Read as ${trend.assetClass}`);
      await expect(shown.getByTestId('trend-direction')).toHaveText(trend.direction === 'up' ? 'Up' : 'Down');
      await expect(shown.getByTestId('trend-probability')).toHaveText(`${Math.round(trend.probability * 100)}%`);
      await expect(shown.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round(trend.probability * 100)));
    }
    await expect(results.getByTestId('quantum-impact')).toHaveText(result.personalImpact);
    await expect(results.getByTestId('quantum-confidence')).toHaveText(`${Math.round(result.confidenceScore)} / 100`);
    await expect(results.getByRole('progressbar', { name: 'Confidence score' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(result.confidenceScore)),
    );
    await expect(results.getByTestId('projection-p5')).toHaveText(usd.format(result.projection.p5));
    await expect(results.getByTestId('projection-median')).toHaveText(usd.format(result.projection.median));
    await expect(results.getByTestId('projection-p95')).toHaveText(usd.format(result.projection.p95));
    expect(result.method).toMatch(/Monte Carlo/);
    await expect(results.getByTestId('quantum-method')).toHaveText(result.method);
    await expect(results.getByTestId('quantum-seed')).toContainText(`seed ${result.seed}`);
    expect(runs.count).toBe(1);

    // The result survives a trip to another tab.
    await tab(page, 'Time Travel').click();
    await tab(page, 'Quantum Predictions').click();
    await expect(results.getByTestId('quantum-method')).toHaveText(result.method);
  });

  test('quantum predictions: "Use my accounts" fills the holdings from the savings and investment balances', async ({ page }) => {
    const user = await currentUser(page);
    await page.goto(PAGE);
    await tab(page, 'Quantum Predictions').click();
    const panel = page.getByRole('tabpanel', { name: 'Quantum Predictions' });
    const loaded = page.waitForResponse(isAnswer('GET', `/api/banking/accounts/${user.id}`));
    await panel.getByTestId('use-my-accounts').click();
    const accounts = (await (await loaded).json()) as BankAccount[];
    // A balance may be unknown (null): such an account is never a holding.
    const expected = accounts
      .filter((a): a is BankAccount & { balance: number } => (a.type === 'savings' || a.type === 'investment') && a.balance !== null && a.balance > 0)
      .sort((a, b) => b.balance - a.balance);
    const rows = panel.getByTestId('holding-row');
    if (expected.length === 0) {
      await expect(panel.getByTestId('accounts-note')).toContainText('No savings or investment account');
      await expect(rows).toHaveCount(1);
      return;
    }
    await expect(panel.getByTestId('accounts-note')).toContainText(`Filled from ${expected.length} of your`);
    await expect(rows).toHaveCount(expected.length);
    for (const [i, account] of expected.entries()) {
      await expect(rows.nth(i).getByTestId('holding-name')).toHaveValue(account.name);
      const value = Math.round(account.balance * 100) / 100;
      await expect(rows.nth(i).getByTestId('holding-value')).toHaveValue(Number.isInteger(value) ? String(value) : value.toFixed(2));
    }
    // Those holdings run through the simulation as they are.
    const sent = page.waitForRequest(isCall('POST', QUANTUM));
    await panel.getByTestId('run-quantum').click();
    expect(((await sent).postDataJSON() as { portfolio: unknown[] }).portfolio).toEqual(
      expected.map((a) => ({ name: a.name, value: Math.round(a.balance * 100) / 100 })),
    );
    await expect(panel.getByTestId('quantum-results')).toBeVisible();
  });

  test('time travel: decisions with Cost / Gain, then the net-worth chart, warnings, best path and assumptions', async ({ page }) => {
    const user = await currentUser(page);
    const runs = countRequests(page, 'POST', TIMELINE);
    await page.goto(PAGE);
    await tab(page, 'Time Travel').click();
    const panel = page.getByRole('tabpanel', { name: 'Time Travel' });
    await expect(panel.getByLabel('Target age')).toHaveValue(String(TIMELINE_DEFAULT_TARGET_AGE));
    await expect(panel.getByTestId('timeline-empty')).toBeVisible();

    // No current age: an inline error with the focus on it.
    await panel.getByTestId('run-timeline').click();
    await expect(panel.getByTestId('current-age-error')).toHaveText('Enter current age, 16-99.');
    await expect(panel.getByLabel('Current age')).toBeFocused();
    await panel.getByLabel('Current age').fill('30');

    // A decision before the current age is refused.
    await panel.getByTestId('add-decision').click();
    const decisions = panel.getByTestId('decision-row');
    await expect(decisions.nth(0).getByLabel('Age')).toBeFocused();
    await decisions.nth(0).getByLabel('Age').fill('25');
    await decisions.nth(0).getByLabel('Decision 1', { exact: true }).fill('Buy a yacht');
    await decisions.nth(0).getByLabel('Amount (USD)').fill('2,000,000');
    await panel.getByTestId('run-timeline').click();
    await expect(decisions.nth(0).getByTestId('decision-age-error')).toHaveText('Age must be between 30 and 67.');
    expect(runs.count).toBe(0);
    await decisions.nth(0).getByLabel('Age').fill('35');
    await expect(decisions.nth(0).getByLabel('Cost or gain')).toHaveValue('cost');

    await panel.getByTestId('add-decision').click();
    await decisions.nth(1).getByLabel('Age').fill('45');
    await decisions.nth(1).getByLabel('Decision 2', { exact: true }).fill('Inheritance');
    await decisions.nth(1).getByLabel('Amount (USD)').fill('20000');
    await decisions.nth(1).getByLabel('Cost or gain').selectOption('gain');

    const sent = page.waitForRequest(isCall('POST', TIMELINE));
    const answered = page.waitForResponse(isAnswer('POST', TIMELINE));
    await panel.getByTestId('run-timeline').click();
    expect((await sent).postDataJSON()).toEqual({
      userId: user.id,
      currentAge: 30,
      targetAge: TIMELINE_DEFAULT_TARGET_AGE,
      decisions: [
        { age: 35, decision: 'Buy a yacht', amount: -2_000_000 },
        { age: 45, decision: 'Inheritance', amount: 20000 },
      ],
    });
    const response = await answered;
    expect(response.status()).toBe(200);
    const result = (await response.json()) as TimelineReply;

    const results = panel.getByTestId('timeline-results');
    const chart = results.getByRole('img', { name: /Net worth by age/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('data-testid', 'timeline-chart');
    const first = result.timeline[0]!;
    const last = result.timeline.at(-1)!;
    const lowest = result.timeline.reduce((low, p) => (p.netWorth < low.netWorth ? p : low));
    await expect(chart).toHaveAccessibleName(`Net worth by age, ${first.age} to ${last.age}`);
    await expect(chart).toHaveAccessibleDescription(
      `From ${usd.format(first.netWorth)} at ${first.age} to ${usd.format(last.netWorth)} at ${last.age}; lowest ${usd.format(lowest.netWorth)} at ${lowest.age}.`,
    );
    const points = results.getByTestId('timeline-point');
    await expect(points).toHaveCount(result.timeline.length);
    for (const [i, point] of result.timeline.entries()) {
      await expect(points.nth(i)).toHaveAttribute('data-age', String(point.age));
      await expect(points.nth(i)).toHaveAttribute('data-quality', point.quality);
    }
    const tableRows = results.getByTestId('timeline-table').locator('tbody tr');
    await expect(tableRows).toHaveCount(result.timeline.length);
    await expect(tableRows.first()).toHaveText(`${first.age}${usd.format(first.netWorth)}${first.quality[0]!.toUpperCase()}${first.quality.slice(1)}`);
    await expect(results.getByTestId('timeline-legend').getByRole('listitem')).toHaveText(['Excellent', 'Good', 'Fair', 'Poor']);

    // A $2M yacht at 35 is more than the projected net worth then: the server warns.
    expect(result.warnings.length).toBeGreaterThan(0);
    await expect(results.getByTestId('timeline-warning')).toHaveText(result.warnings);
    await expect(results.getByTestId('timeline-best-path')).toHaveText(result.bestPath);
    await expect(results.getByTestId('assumption-startingNetWorth')).toHaveText(usd.format(result.assumptions.startingNetWorth));
    await expect(results.getByTestId('assumption-annualIncome')).toHaveText(usd.format(result.assumptions.annualIncome));
    await expect(results.getByTestId('assumption-annualSavings')).toHaveText(usd.format(result.assumptions.annualSavings));
    await expect(results.getByTestId('assumption-annualReturn')).toHaveText(`${(result.assumptions.annualReturn * 100).toFixed(1)}%`);
    await expect(results.getByTestId('assumption-inflation')).toHaveText(`${(result.assumptions.inflation * 100).toFixed(1)}%`);
    await expect(results.getByTestId('assumption-targetAge')).toHaveText(String(result.assumptions.targetAge));
    await expect(results.getByTestId('timeline-method')).toHaveText(result.method);
  });

  test('NFT rewards: earned achievements as cards, the rest of the catalogue locked, no blockchain', async ({ page }) => {
    const user = await currentUser(page);
    // A stored budget is a milestone the server awards from real data: the demo's seeded budget
    // allocations earn it (the landing calculator stores nothing, so it cannot).
    const avatarResponse = await page.request.get(`/api/metaverse/avatar/${user.id}`);
    expect(avatarResponse.status()).toBe(200);
    const avatar = (await avatarResponse.json()) as Avatar;
    const earnedIds = new Set(avatar.achievements.map((a) => a.id));
    expect(earnedIds.has('budget-planner')).toBe(true);

    await page.goto(PAGE);
    await tab(page, 'NFT Rewards').click();
    const panel = page.getByRole('tabpanel', { name: 'NFT Rewards' });
    await expect(panel.getByTestId('nft-no-blockchain')).toContainText('There is no blockchain');
    const earned = panel.locator('[data-testid="nft-card"][data-state="earned"]');
    const locked = panel.locator('[data-testid="nft-card"][data-state="locked"]');
    await expect(earned).toHaveCount(avatar.achievements.length);
    await expect(panel.getByTestId('earned-count')).toHaveText(`(${avatar.achievements.length})`);
    for (const achievement of avatar.achievements) {
      const card = panel.locator(`[data-testid="nft-card"][data-achievement-id="${achievement.id}"]`);
      await expect(card).toHaveAttribute('data-state', 'earned');
      await expect(card.getByTestId('nft-title')).toHaveText(achievement.title);
      await expect(card.getByTestId('nft-description')).toHaveText(achievement.description);
      await expect(card.getByTestId('nft-rarity')).toHaveText(achievement.rarity[0]!.toUpperCase() + achievement.rarity.slice(1));
      await expect(card.getByTestId('nft-earned-at')).toHaveAttribute('datetime', new Date(achievement.earnedAt).toISOString());
    }
    const notYet = ACHIEVEMENT_IDS.filter((id) => !earnedIds.has(id));
    await expect(locked).toHaveCount(notYet.length);
    for (const id of notYet) {
      const card = panel.locator(`[data-testid="nft-card"][data-achievement-id="${id}"]`);
      await expect(card).toHaveAttribute('data-state', 'locked');
      await expect(card.getByTestId('nft-description')).toContainText('How to earn:');
      await expect(card.getByTestId('nft-locked')).toHaveText('Locked');
    }
  });

  test('NFT rewards: a failed load offers a retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/metaverse/avatar/*', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'avatar store unavailable' }) : route.continue(),
    );
    await page.goto(PAGE);
    await tab(page, 'NFT Rewards').click();
    const panel = page.getByRole('tabpanel', { name: 'NFT Rewards' });
    await expect(panel.getByTestId('nft-error')).toContainText('500: avatar store unavailable');
    fail = false;
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByTestId('nft-card').first()).toBeVisible();
    await expect(panel.getByTestId('nft-error')).toHaveCount(0);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('fits the screen on every tab, and the tabs work by keyboard', async ({ page }) => {
      await page.goto(PAGE);
      await expect(page.getByTestId('heart-rate')).toBeVisible();
      const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      expect(await overflow()).toBeLessThanOrEqual(0);
      for (const name of ['Voice Coach', 'Quantum Predictions', 'Time Travel', 'NFT Rewards']) {
        const box = await tab(page, name).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }

      // Arrow keys move between the tabs (Radix), and each panel fits.
      await tab(page, 'Voice Coach').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'Quantum Predictions')).toBeFocused();
      await expect(tab(page, 'Quantum Predictions')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('run-quantum')).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'Time Travel')).toHaveAttribute('aria-selected', 'true');
      await page.getByTestId('add-decision').click();
      await expect(page.getByTestId('decision-row')).toHaveCount(1);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await tab(page, 'Time Travel').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'NFT Rewards')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('nft-card').first()).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  });
});
