/**
 * The credit score API over real HTTP on a real (in-memory) database: the estimate, its stored
 * history and alerts, how they react to real changes in the data, and the authorisation rules.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN, DEMO_USER_ID } from '../../../../shared/constants';
import { creditAlertsSchema, creditGrade, creditHistorySchema, creditScoreSchema } from '../../../../shared/contracts/credit';
import { registerTestUser } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { previousMonthEnds } from './service';

let server: TestServer;
afterEach(() => server?.close());

const get = async (path: string) => {
  const res = await server.api(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

describe('credit score for the demo user', () => {
  it('estimates from the seeded data, says it is an estimate, and backfills history and alerts from real changes', async () => {
    server = await startTestServer({ seedDemo: true });
    const score = creditScoreSchema.parse(await get(`/api/credit-score/${DEMO_USER_ID}`));
    expect(score.estimated).toBe(true);
    expect(score.method).toMatch(/estimate/i);
    expect(score.scoreRange).toEqual({ min: CREDIT_SCORE_MIN, max: CREDIT_SCORE_MAX });
    expect(score.grade).toBe(creditGrade(score.currentScore));
    expect(score.factors.map((f) => f.weight)).toEqual([35, 30, 15, 10, 10]);
    expect(score.projectedScore).toBeGreaterThanOrEqual(score.currentScore);
    expect(score.recommendations.length).toBeGreaterThan(0);
    // The seeded card is at 35% of its limit: utilisation is a negative factor.
    const utilization = score.factors.find((f) => f.key === 'amountsOwed')!;
    expect(utilization.description).toContain('35%');

    const history = creditHistorySchema.parse(await get(`/api/credit-score/${DEMO_USER_ID}/history`));
    expect(history.length).toBeGreaterThan(1);
    expect(history[0]!.score).toBe(score.currentScore);
    expect(history.at(-1)!.event).toBe('First estimate from your data');
    // Newest first, and each change is the difference to the entry before it.
    for (let i = 0; i < history.length - 1; i += 1) {
      expect(history[i]!.date >= history[i + 1]!.date).toBe(true);
      expect(history[i]!.change).toBe(history[i]!.score - history[i + 1]!.score);
    }

    const alerts = creditAlertsSchema.parse(await get(`/api/credit-score/${DEMO_USER_ID}/alerts`));
    const titles = alerts.map((a) => a.title);
    expect(titles).toContain('High credit utilization');
    expect(titles).toContain('Late payment recorded');
    expect(alerts.find((a) => a.title === 'Late payment recorded')!.message).toContain('CITI CARD LATE FEE');

    // Reading again changes nothing: no duplicate history entries or alerts.
    await get(`/api/credit-score/${DEMO_USER_ID}`);
    expect(creditHistorySchema.parse(await get(`/api/credit-score/${DEMO_USER_ID}/history`))).toEqual(history);
    expect(creditAlertsSchema.parse(await get(`/api/credit-score/${DEMO_USER_ID}/alerts`))).toEqual(alerts);
  });

  it('paying the card down raises the score, adds one history entry and a positive alert', async () => {
    server = await startTestServer({ seedDemo: true });
    const before = creditScoreSchema.parse(await get(`/api/credit-score/${DEMO_USER_ID}`));
    const historyBefore = creditHistorySchema.parse(await get(`/api/credit-score/${DEMO_USER_ID}/history`));
    server.db.$client.prepare(`UPDATE bank_accounts SET balance_cents = -20000 WHERE user_id = ? AND type = 'credit'`).run(DEMO_USER_ID);

    const after = creditScoreSchema.parse(await get(`/api/credit-score/${DEMO_USER_ID}`));
    expect(after.currentScore).toBeGreaterThan(before.currentScore);
    const history = creditHistorySchema.parse(await get(`/api/credit-score/${DEMO_USER_ID}/history`));
    expect(history).toHaveLength(historyBefore.length + 1);
    expect(history[0]).toMatchObject({ score: after.currentScore, change: after.currentScore - before.currentScore });
    expect(history[0]!.event).toMatch(/utilization/i);
    const alerts = creditAlertsSchema.parse(await get(`/api/credit-score/${DEMO_USER_ID}/alerts`));
    expect(alerts.map((a) => a.title)).toEqual(expect.arrayContaining(['Utilization back under 30%', `Estimated score up ${after.currentScore - before.currentScore} points`]));
  });
});

describe('credit score for a new user', () => {
  it('with no data at all is exactly the starting score, with no history beyond the first estimate', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    const ann = await registerTestUser(server.url, 'ann');
    const score = creditScoreSchema.parse(await (await ann.client.get(`/api/credit-score/${ann.userId}`)).json());
    expect(score.currentScore).toBe(580);
    expect(score.grade).toBe('Fair');
    expect(score.factors.every((f) => f.status === 'neutral')).toBe(true);
    const history = creditHistorySchema.parse(await (await ann.client.get(`/api/credit-score/${ann.userId}/history`)).json());
    expect(history).toEqual([expect.objectContaining({ score: 580, change: 0, event: 'First estimate from your data' })]);
    expect(creditAlertsSchema.parse(await (await ann.client.get(`/api/credit-score/${ann.userId}/alerts`)).json())).toEqual([]);
  });

  it('only serves the owner: another user\'s id is 404, nobody signed in is 401', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, secrets: { STRIPE_SECRET_KEY: 'sk_test_x' } });
    const ann = await registerTestUser(server.url, 'ann');
    const bob = await registerTestUser(server.url, 'bob');
    for (const suffix of ['', '/history', '/alerts']) {
      expect((await ann.client.get(`/api/credit-score/${bob.userId}${suffix}`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/credit-score/${ann.userId}${suffix}`)).status).toBe(401);
      expect((await ann.client.get(`/api/credit-score/not-a-uuid${suffix}`)).status).toBe(404);
    }
  });
});

describe('previousMonthEnds', () => {
  it('lists the last day of each earlier month, oldest first, across a year boundary', () => {
    expect(previousMonthEnds('2026-02-14', 3)).toEqual(['2025-11-30', '2025-12-31', '2026-01-31']);
    expect(previousMonthEnds('2024-03-01', 1)).toEqual(['2024-02-29']);
  });
});
