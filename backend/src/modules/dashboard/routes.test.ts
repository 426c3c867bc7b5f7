import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { authUserSchema } from '../../../../shared/contracts/auth';
import { CREDIT_PROJECTION_MONTHS, creditScoreSchema } from '../../../../shared/contracts/credit';
import { dashboardResponseSchema } from '../../../../shared/contracts/dashboard';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { savingsSummarySchema, subscriptionListSchema } from '../../../../shared/contracts/subscriptions';
import { formatUsd } from '../../../../shared/money';
import { aiInsights, analyticsEvents, budgetAllocations, users } from '../../db/schema';
import { testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ann: TestClient;
let annId: string;

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined });
  ann = testClient(server.url);
  const res = await ann.request('POST', '/api/register', { username: 'ann', email: 'ann@example.com', password: 'correct horse battery' });
  annId = authUserSchema.parse(await res.json()).id;
});
afterAll(() => server.close());

const rowCounts = () => ({
  users: server.db.select({ n: count() }).from(users).get()!.n,
  allocations: server.db.select({ n: count() }).from(budgetAllocations).get()!.n,
  insights: server.db.select({ n: count() }).from(aiInsights).get()!.n,
  events: server.db.select({ n: count() }).from(analyticsEvents).get()!.n,
});
const annRow = () => server.db.select().from(users).where(eq(users.id, annId)).get()!;

describe('onboarding', () => {
  it('stores the answers on the user, sets income, and builds the first plan and insights', async () => {
    const res = await ann.request('POST', '/api/user/onboarding', {
      personalInfo: { name: 'Ann', monthlyIncome: 4000 },
      goals: { primaryGoal: 'home', targetAmount: 24000 },
      subscriptions: { estimatedCount: 6, monthlyCost: 80 },
    });
    expect(res.status).toBe(200);
    expect(annRow()).toMatchObject({
      firstName: 'Ann',
      age: 25, // the spec's default when absent
      incomeCents: 400_000,
      primaryGoal: 'home',
      targetAmountCents: 2_400_000,
      estimatedSubscriptions: 6,
      subscriptionMonthlyCostCents: 8_000,
    });
    expect(annRow().onboardedAt).not.toBeNull();
    const me = authUserSchema.parse(await (await ann.get('/api/auth/user')).json());
    expect(me.onboarded).toBe(true);
    const dash = dashboardResponseSchema.parse(await (await ann.get('/api/dashboard')).json());
    expect(dash.allocation?.allocations).toEqual({ bills: 1600, debt: 800, savings: 1000, spending: 400, flexFund: 200 });
    expect(dash.insights.map((i) => i.category)).toEqual(expect.arrayContaining(['savings', 'goals', 'credit']));
    expect(dash.insights.find((i) => i.category === 'goals')!.insight).toContain('24 months');
    expect(dash.demoData).toBe(false);
  });

  it('drops the target amount when the goal is finding subscriptions', async () => {
    await ann.request('POST', '/api/user/onboarding', {
      personalInfo: { name: 'Ann', age: 30, monthlyIncome: 4000 },
      goals: { primaryGoal: 'subscriptions', targetAmount: 999 },
      subscriptions: {},
    });
    expect(annRow()).toMatchObject({ primaryGoal: 'subscriptions', targetAmountCents: null, estimatedSubscriptions: 5, age: 30 });
  });

  it.each([
    ['no body', undefined],
    ['empty name', { personalInfo: { name: '  ' }, goals: { primaryGoal: 'home' }, subscriptions: {} }],
    ['age 17', { personalInfo: { name: 'A', age: 17 }, goals: { primaryGoal: 'home' }, subscriptions: {} }],
    ['age 101', { personalInfo: { name: 'A', age: 101 }, goals: { primaryGoal: 'home' }, subscriptions: {} }],
    ['age as text', { personalInfo: { name: 'A', age: 'abc' }, goals: { primaryGoal: 'home' }, subscriptions: {} }],
    ['negative income', { personalInfo: { name: 'A', monthlyIncome: -1 }, goals: { primaryGoal: 'home' }, subscriptions: {} }],
    ['unknown goal', { personalInfo: { name: 'A' }, goals: { primaryGoal: 'yacht' }, subscriptions: {} }],
    ['missing goal', { personalInfo: { name: 'A' }, goals: {}, subscriptions: {} }],
    ['huge target', { personalInfo: { name: 'A' }, goals: { primaryGoal: 'home', targetAmount: 1e20 }, subscriptions: {} }],
    ['unknown field', { personalInfo: { name: 'A' }, goals: { primaryGoal: 'home' }, subscriptions: {}, role: 'owner' }],
  ])('rejects %s with 400 and stores nothing', async (_name, body) => {
    const before = { ...rowCounts(), row: annRow() };
    const res = await ann.request('POST', '/api/user/onboarding', body ?? undefined, body === undefined ? { raw: '', contentType: 'application/json' } : {});
    expect(res.status).toBe(400);
    errorBodySchema.parse(await res.json());
    expect({ ...rowCounts(), row: annRow() }).toEqual(before);
  });
});

describe('budget settings and the dashboard', () => {
  it('stores income and mode on the user, records the allocation, refreshes insights, and answers the new dashboard', async () => {
    const before = rowCounts();
    const res = await ann.request('PUT', '/api/user/budget-settings', { income: 6000, mode: 'debt-mode' });
    expect(res.status).toBe(200);
    const dash = dashboardResponseSchema.parse(await res.json());
    expect(dash.user).toMatchObject({ income: 6000, mode: 'debt-mode' });
    expect(dash.allocation!.allocations).toEqual({ bills: 1800, debt: 2700, savings: 900, spending: 300, flexFund: 300 });
    // The credit module's projection, not a per-mode gain: Ann has no data, so it stays at 580.
    const credit = creditScoreSchema.parse(await (await ann.get(`/api/credit-score/${annId}`)).json());
    expect(dash.allocation!.currentScore).toBe(580);
    expect(dash.allocation!.creditProjection).toBe(580);
    expect(credit.projectedScore).toBe(dash.allocation!.creditProjection);
    expect(annRow()).toMatchObject({ incomeCents: 600_000, mode: 'debt-mode' });
    expect(rowCounts().allocations).toBe(before.allocations + 1);
    // Insights are replaced, not piled up.
    const again = dashboardResponseSchema.parse(await (await ann.request('PUT', '/api/user/budget-settings', { income: 6000, mode: 'goal-mode' })).json());
    expect(again.insights.length).toBe(dash.insights.length);
    // Stored: all but the credit insight, which is built on each read from the current estimate.
    expect(server.db.select({ n: count() }).from(aiInsights).where(eq(aiInsights.userId, annId)).get()!.n).toBe(again.insights.length - 1);
    // A reload reads the same from the database.
    const reloaded = dashboardResponseSchema.parse(await (await ann.get('/api/dashboard')).json());
    expect(reloaded.user.mode).toBe('goal-mode');
    expect(reloaded.allocation!.allocations.savings).toBe(2400);
  });

  it('accepts income 0 (no allocation to show) and keeps the savings tracker defaults', async () => {
    const dash = dashboardResponseSchema.parse(await (await ann.request('PUT', '/api/user/budget-settings', { income: 0, mode: 'ai-control' })).json());
    expect(dash.allocation).toBeNull();
    expect(dash.savings).toMatchObject({ monthlyTarget: 127, actualSaved: 0, subscriptionsCancelled: 0, totalSavedAllTime: 0, months: [] });
  });

  it.each([
    ['negative income', { income: -1, mode: 'ai-control' }],
    ['text income', { income: '5000', mode: 'ai-control' }],
    ['huge income', { income: 1e12, mode: 'ai-control' }],
    ['unknown mode', { income: 5000, mode: 'party-mode' }],
    ['missing mode', { income: 5000 }],
    ['extra field', { income: 5000, mode: 'ai-control', creditScore: 850 }],
  ])('rejects %s with 400 and changes nothing', async (_name, body) => {
    const before = { ...rowCounts(), row: annRow() };
    const res = await ann.request('PUT', '/api/user/budget-settings', body);
    expect(res.status).toBe(400);
    expect({ ...rowCounts(), row: annRow() }).toEqual(before);
  });

  it('shows the seeded demo user’s data with the demo flag in local demo mode', async () => {
    const local = await startTestServer();
    try {
      const dash = dashboardResponseSchema.parse(await (await local.api('/api/dashboard')).json());
      expect(dash.user.id).toBe(DEMO_USER_ID);
      expect(dash.demoData).toBe(true);
      expect(dash.savings.months.length).toBeGreaterThan(0);
      expect(dash.insights.length).toBeGreaterThan(0);
      // The demo's savings follow its cancellation: Hulu ($18.99 a month), cancelled 70 days
      // before the seed (2026-09-12), saves in September, October and November; the dashboard and
      // GET /api/savings-summary say the same.
      const summary = savingsSummarySchema.parse(await (await local.api('/api/savings-summary')).json());
      expect(summary).toEqual({ currency: 'USD', totalSaved: 56.97, monthlySavings: 18.99, subscriptionsCancelled: 1 });
      expect(dash.savings).toMatchObject({ actualSaved: 18.99, subscriptionsCancelled: 0, totalSavedAllTime: 56.97 });
      expect(dash.savings.months.filter((m) => m.actualSaved > 0).map((m) => [m.month, m.actualSaved, m.subscriptionsCancelled])).toEqual([
        ['2026-09', 18.99, 1],
        ['2026-10', 18.99, 0],
        ['2026-11', 18.99, 0],
      ]);
    } finally {
      await local.close();
    }
  });
});

describe('one subscription, one figure', () => {
  it("the debt-mode tip names the costliest subscription's monthly cost with its cents, as /subscriptions shows it", async () => {
    const local = await startTestServer();
    try {
      const dash = dashboardResponseSchema.parse(
        await (await local.api('/api/user/budget-settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ income: 5200, mode: 'debt-mode' }) })).json(),
      );
      const list = subscriptionListSchema.parse(await (await local.api('/api/subscriptions')).json());
      const costliest = [...list.subscriptions].sort((a, b) => b.monthlyCost - a.monthlyCost)[0]!;
      // The seeded demo: Planet Fitness, $24.99 a month (the dashboard once said "$25/month").
      expect([costliest.name, formatUsd(costliest.monthlyCost, { cents: true })]).toEqual(['Planet Fitness', '$24.99']);
      expect(dash.allocation!.aiTip).toContain('Cancelling Planet Fitness (from the sample data, $24.99/month) would add to that.');
      // One forgotten subscription: its monthly cost is that one subscription's, written as /subscriptions writes it.
      local.db.$client.prepare(`UPDATE subscriptions SET is_forgotten = 0 WHERE user_id = ? AND name = 'Calm'`).run(DEMO_USER_ID);
      const after = dashboardResponseSchema.parse(await (await local.api('/api/dashboard')).json());
      const summary = after.insights.find((i) => /active subscriptions? cost/.test(i.insight))!;
      expect(summary.insight).toContain('1 looks forgotten ($24.99/month)');
      // One active subscription: the summary and the tip name its own cost, as /subscriptions does ("$12.99", not "$13").
      local.db.$client.prepare(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = ? AND name <> 'Planet Fitness'`).run(DEMO_USER_ID);
      const one = dashboardResponseSchema.parse(
        await (await local.api('/api/user/budget-settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ income: 5200, mode: 'ai-control' }) })).json(),
      );
      expect(one.insights.find((i) => /active subscriptions? cost/.test(i.insight))!.insight).toContain('1 active subscription cost $24.99 a month');
      expect(one.allocation!.aiTip).toContain('active subscription (from the sample data) cost $24.99 a month');
    } finally {
      await local.close();
    }
  });
});

describe('one credit projection', () => {
  it('the dashboard shows the same score and 6-month projection as /credit-score, and its credit insight names that score', async () => {
    const local = await startTestServer();
    try {
      const dash = dashboardResponseSchema.parse(await (await local.api('/api/dashboard')).json());
      const credit = creditScoreSchema.parse(await (await local.api(`/api/credit-score/${DEMO_USER_ID}`)).json());
      // The seeded demo: card at 35% of its limit, one late payment 7 months ago, 11 months of data.
      expect([credit.currentScore, credit.projectedScore, credit.projectionMonths]).toEqual([581, 752, CREDIT_PROJECTION_MONTHS]);
      expect(dash.user.creditScore).toBe(credit.currentScore);
      expect(dash.allocation!.currentScore).toBe(credit.currentScore);
      expect(dash.allocation!.creditProjection).toBe(credit.projectedScore);
      expect(credit.projectionSteps.reduce((sum, s) => sum + s.points, 0)).toBe(credit.projectedScore - credit.currentScore);
      // The late payment leaves the 24-month window in 2028: outside the 6 months, and the advice says so.
      const lates = credit.recommendations.find((r) => r.startsWith('Pay every bill on time'))!;
      expect(lates).toMatch(/by Apr 2028 \(about \+\d+ points within 6 months, \+\d+ points by Apr 2028\)$/);
      const insights = dash.insights.filter((i) => i.category === 'credit');
      expect(insights.map((i) => i.insight)).toEqual([
        // The demo card owes $1,740: debt mode's $2,340 share is more than that, so the advice is the balance itself.
        'Your estimated credit score is 581 (Fair). Following its recommendations, it is projected at 752 in 6 months. Card balances are the quickest lever: paying the $1,740 owed this month lowers utilisation, the second-largest score factor.',
      ]);

      // Changing the mode changes the plan, not the projection.
      const debt = dashboardResponseSchema.parse(await (await local.api('/api/user/budget-settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ income: 5200, mode: 'debt-mode' }) })).json());
      expect(debt.allocation!.creditProjection).toBe(752);

      // New bank data moves the score: the dashboard, its insight and /credit-score move together,
      // and no stored insight keeps the old number.
      local.db.$client.prepare(`UPDATE bank_accounts SET balance_cents = -20000 WHERE user_id = ? AND type = 'credit'`).run(DEMO_USER_ID);
      // A credit insight stored by an earlier version is never shown.
      local.db.insert(aiInsights).values({ userId: DEMO_USER_ID, insight: 'Your credit score is 580 (Fair).', category: 'credit', confidence: 0.7, createdAt: Date.now() }).run();
      const after = creditScoreSchema.parse(await (await local.api(`/api/credit-score/${DEMO_USER_ID}`)).json());
      const dashAfter = dashboardResponseSchema.parse(await (await local.api('/api/dashboard')).json());
      expect(after.currentScore).toBeGreaterThan(581);
      expect([dashAfter.allocation!.currentScore, dashAfter.allocation!.creditProjection]).toEqual([after.currentScore, after.projectedScore]);
      const creditInsights = dashAfter.insights.filter((i) => i.category === 'credit').map((i) => i.insight);
      expect(creditInsights).toHaveLength(1);
      expect(creditInsights[0]).toContain(`Your estimated credit score is ${after.currentScore} `);
    } finally {
      await local.close();
    }
  });
});

describe('POST /api/analytics/track', () => {
  it('stores the event for the signed-in user with a hashed address', async () => {
    const res = await ann.request('POST', '/api/analytics/track', { event: 'onboarding_step_completed', properties: { step: 'about-you' } });
    expect(res.status).toBe(204);
    const row = server.db.select().from(analyticsEvents).where(eq(analyticsEvents.event, 'onboarding_step_completed')).get()!;
    expect(row).toMatchObject({ userId: annId, properties: { step: 'about-you' }, source: 'real' });
    expect(row.ipAddress).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['bad name', { event: 'Drop Table' }],
    ['nested properties', { event: 'x', properties: { a: { b: 1 } } }],
    ['too many properties', { event: 'x', properties: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])) }],
    ['unknown field', { event: 'x', userId: 'someone-else' }],
  ])('rejects %s with 400', async (_name, body) => {
    const before = rowCounts().events;
    expect((await ann.request('POST', '/api/analytics/track', body)).status).toBe(400);
    expect(rowCounts().events).toBe(before);
  });
});
