/**
 * The landing page's calculator computes and answers; it never writes anyone's plan. A calculation
 * (income 9000, goal-mode) once became the caller's latest budget, so the coach's "Saved a year"
 * and the voice coach's savings transfer quoted it against the person's own, smaller plan.
 * Local (the desktop/local-web person is the demo user) and hosted (a visitor and a signed-in
 * member), over real HTTP on a real in-memory database.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { budgetCalculateResponseSchema } from '../../../../shared/contracts/budget';
import { timelineReplySchema, voiceCoachReplySchema } from '../../../../shared/contracts/coach';
import { registerTestUser, testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const LANDING = { income: 9000, mode: 'goal-mode' } as const;

/** Every user's stored plan: settings and every allocation row. */
function storedPlans(s: TestServer) {
  return {
    users: s.db.$client.prepare('select id, income_cents, mode, updated_at from users order by id').all(),
    allocations: s.db.$client.prepare('select * from budget_allocations order by id').all(),
  };
}

/** What the coach says about the caller's savings: Time Travel's yearly saving and the voice coach's plan. */
async function coachFigures(call: (method: string, path: string, body: unknown) => Promise<Response>, userId: string) {
  const timeline = timelineReplySchema.parse(await (await call('POST', '/api/ai-coach/timeline-simulation', { userId, currentAge: 30, targetAge: 40, decisions: [] })).json());
  const voice = voiceCoachReplySchema.parse(await (await call('POST', '/api/ai-coach/voice', { transcript: 'How much should I save each month?', emotionalState: 'confident' })).json());
  return { annualSavings: timeline.assumptions.annualSavings, voice: [voice.advice, ...voice.actionPlan].join(' ') };
}

describe('the landing calculator stores nothing for anyone', () => {
  it('local: the person (the demo user) keeps their plan and the coach keeps its figures', async () => {
    server = await startTestServer({ seedDemo: true });
    const s = server;
    const call = (method: string, path: string, body: unknown) => s.api(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await call('PUT', '/api/user/budget-settings', { income: 4200, mode: 'ai-control' })).status).toBe(200);
    const plans = storedPlans(s);
    const coach = await coachFigures(call, DEMO_USER_ID);

    const res = await call('POST', '/api/budget/calculate', LANDING);
    expect(res.status).toBe(200);
    const body = budgetCalculateResponseSchema.parse(await res.json());
    expect(body.allocations.savings).toBeGreaterThan(0);
    expect(body.id).toBeNull();

    expect(storedPlans(s)).toEqual(plans);
    expect(await coachFigures(call, DEMO_USER_ID)).toEqual(coach);
    expect((await coachFigures(call, DEMO_USER_ID)).annualSavings).toBeLessThan(4200 * 12);
  });

  it('hosted: neither a visitor nor a signed-in member changes any stored plan or the coach figures', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: true });
    const s = server;
    const ann = await registerTestUser(s.url, 'ann');
    const annCall = (method: string, path: string, body: unknown) => ann.client.request(method, path, body);
    expect((await annCall('PUT', '/api/user/budget-settings', { income: 4200, mode: 'ai-control' })).status).toBe(200);
    const plans = storedPlans(s);
    const annCoach = await coachFigures(annCall, ann.userId);

    const visitor: TestClient = testClient(s.url);
    for (const client of [visitor, ann.client]) {
      const res = await client.request('POST', '/api/budget/calculate', LANDING);
      expect(res.status).toBe(200);
      expect(budgetCalculateResponseSchema.parse(await res.json()).id).toBeNull();
    }

    expect(storedPlans(s)).toEqual(plans);
    expect(await coachFigures(annCall, ann.userId)).toEqual(annCoach);
  });
});
