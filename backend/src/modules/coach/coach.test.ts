/**
 * The coach API over real HTTP on a real (in-memory) database with the demo data: replies built from
 * the user's own numbers, reproducible simulations, validation, authorisation, and the optional
 * language-model provider against a local stand-in for its HTTP API.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { EMOTIONAL_STATES, quantumReplySchema, timelineReplySchema, voiceCoachReplySchema } from '../../../../shared/contracts/coach';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { createLogger } from '../../logger';
import { llmCoachProvider } from '../../providers/coach/coach-provider';
import { registerTestUser } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let standIn: Server | undefined;
afterEach(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  standIn = undefined;
});

async function post(path: string, body: unknown) {
  const res = await server.postJson(path, body);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('POST /api/ai-coach/voice', () => {
  it('answers from the demo user\'s own subscriptions, names the method, and adapts to each emotional state', async () => {
    server = await startTestServer({ seedDemo: true });
    const forgotten = server.db.$client
      .prepare(`SELECT name FROM subscriptions WHERE user_id = ? AND status = 'active' AND is_forgotten = 1`)
      .pluck()
      .all(DEMO_USER_ID) as string[];
    expect(forgotten.length).toBeGreaterThan(0);

    const replies = new Map<string, ReturnType<typeof voiceCoachReplySchema.parse>>();
    for (const emotionalState of EMOTIONAL_STATES) {
      const { status, body } = await post('/api/ai-coach/voice', { transcript: 'What am I paying for every month?', emotionalState, sessionType: 'planning' });
      expect(status).toBe(200);
      const reply = voiceCoachReplySchema.parse(body);
      expect(reply.intent).toBe('subscriptions');
      expect(reply.method).toBe('Rules over your own numbers (no language model)');
      expect(forgotten.some((name) => reply.advice.includes(name))).toBe(true);
      replies.set(emotionalState, reply);
    }
    expect(new Set([...replies.values()].map((r) => r.emotionalSupport)).size).toBe(EMOTIONAL_STATES.length);
    expect(replies.get('stressed')!.actionPlan.length).toBeLessThanOrEqual(2);
  });

  it('defaults the emotional state and session type, and refuses bad input with a 400 JSON error', async () => {
    server = await startTestServer({ seedDemo: true });
    expect((await post('/api/ai-coach/voice', { transcript: 'How do I pay off my credit card?' })).status).toBe(200);
    for (const bad of [
      {},
      { transcript: '   ' },
      { transcript: 'x'.repeat(2001) },
      { transcript: 'hi', emotionalState: 'furious' },
      { transcript: 'hi', sessionType: 'therapy' },
      { transcript: 'hi', extra: true },
      { transcript: 42 },
    ]) {
      const { status, body } = await post('/api/ai-coach/voice', bad);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(errorBodySchema.parse(body).error.code).toBe('validation_error');
    }
    const notJson = await server.api('/api/ai-coach/voice', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(notJson.status).toBe(400);
  });

  it('needs a signed-in user in hosted mode', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    const res = await fetch(`${server.url}/api/ai-coach/voice`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ transcript: 'hi' }) });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/ai-coach/quantum-predictions', () => {
  const portfolio = [
    { name: 'S&P 500 index fund', value: 20000 },
    { name: 'Bitcoin', value: 3000 },
    { name: 'High-yield savings', value: 8000 },
  ];

  it('is a seeded Monte Carlo: the same request gives the same answer, and it says which method ran', async () => {
    server = await startTestServer({ seedDemo: true });
    const a = await post('/api/ai-coach/quantum-predictions', { userId: DEMO_USER_ID, portfolio });
    const b = await post('/api/ai-coach/quantum-predictions', { userId: DEMO_USER_ID, portfolio });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const reply = quantumReplySchema.parse(a.body);
    expect(reply.method).toMatch(/Monte Carlo/);
    expect(reply.marketTrends.map((t) => t.asset)).toEqual(portfolio.map((p) => p.name));
    expect(reply.projection.startValue).toBe(31000);
    expect(reply.projection.p5).toBeLessThan(reply.projection.median);
    expect(reply.projection.median).toBeLessThan(reply.projection.p95);

    const seeded = quantumReplySchema.parse((await post('/api/ai-coach/quantum-predictions', { userId: DEMO_USER_ID, portfolio, seed: 7 })).body);
    expect(seeded.seed).toBe(7);
    expect(seeded.projection).not.toEqual(reply.projection);
  });

  it('refuses bad portfolios with 400 and another user\'s id with 404', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, secrets: { STRIPE_SECRET_KEY: 'sk_test_x' } });
    const ann = await registerTestUser(server.url, 'ann');
    const bob = await registerTestUser(server.url, 'bob');
    for (const bad of [
      { userId: ann.userId, portfolio: [] },
      { userId: ann.userId, portfolio: [{ name: 'Cash', value: -5 }] },
      { userId: ann.userId, portfolio: [{ name: '', value: 5 }] },
      { userId: ann.userId, portfolio: Array.from({ length: 51 }, (_, i) => ({ name: `A${i}`, value: 1 })) },
      { userId: 'nope', portfolio },
      { userId: ann.userId, portfolio, seed: -1 },
    ]) {
      expect((await ann.client.request('POST', '/api/ai-coach/quantum-predictions', bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await ann.client.request('POST', '/api/ai-coach/quantum-predictions', { userId: bob.userId, portfolio })).status).toBe(404);
  });
});

describe('POST /api/ai-coach/timeline-simulation', () => {
  it('projects from the user\'s real net worth, one entry per age, and a cost lowers every later year', async () => {
    server = await startTestServer({ seedDemo: true });
    const cents = server.db.$client
      .prepare(
        `SELECT (SELECT sum(balance_cents) FROM bank_accounts WHERE user_id = @u) + (SELECT coalesce(sum(current_amount_cents), 0) FROM business_accounts WHERE user_id = @u)`,
      )
      .pluck()
      .get({ u: DEMO_USER_ID }) as number;
    const plain = timelineReplySchema.parse((await post('/api/ai-coach/timeline-simulation', { userId: DEMO_USER_ID, currentAge: 30, targetAge: 40, decisions: [] })).body);
    expect(plain.assumptions.startingNetWorth).toBeCloseTo(cents / 100, 2);
    expect(plain.timeline.map((t) => t.age)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(plain.timeline[0]!.netWorth).toBe(Math.round(cents / 100));
    expect(plain.method.length).toBeGreaterThan(0);

    const withCar = timelineReplySchema.parse(
      (await post('/api/ai-coach/timeline-simulation', { userId: DEMO_USER_ID, currentAge: 30, targetAge: 40, decisions: [{ age: 33, decision: 'Buy a car', amount: -25000 }] })).body,
    );
    for (let i = 0; i < plain.timeline.length; i += 1) {
      if (plain.timeline[i]!.age < 33) expect(withCar.timeline[i]!.netWorth).toBe(plain.timeline[i]!.netWorth);
      else expect(withCar.timeline[i]!.netWorth).toBeLessThan(plain.timeline[i]!.netWorth);
    }
  });

  it('refuses impossible ages and decisions outside the span with 400', async () => {
    server = await startTestServer({ seedDemo: true });
    for (const bad of [
      { userId: DEMO_USER_ID, currentAge: 40, targetAge: 30 },
      { userId: DEMO_USER_ID, currentAge: 5 },
      { userId: DEMO_USER_ID, currentAge: 30, targetAge: 101 },
      { userId: DEMO_USER_ID, currentAge: 30, decisions: [{ age: 29, decision: 'Too early', amount: 1 }] },
      { userId: DEMO_USER_ID, currentAge: 30, decisions: [{ age: 35, decision: '', amount: 1 }] },
      { userId: DEMO_USER_ID, currentAge: 30.5 },
    ]) {
      expect((await post('/api/ai-coach/timeline-simulation', bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('optional language-model provider', () => {
  async function startStandIn(answer: (body: { model: string; messages: Array<{ content: string }> }) => { status: number; json: unknown }) {
    const seen: Array<{ auth: string | undefined; body: { model: string; messages: Array<{ content: string }> } }> = [];
    standIn = createHttpServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw) as { model: string; messages: Array<{ content: string }> };
        seen.push({ auth: req.headers.authorization, body });
        const { status, json } = answer(body);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => standIn!.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1/chat/completions`, seen };
  }
  const input = { transcript: 'Should I buy bitcoin?', emotionalState: 'excited' as const, sessionType: 'planning' as const };
  const ctx = {
    firstName: 'Ann', monthlyIncome: 5000, spendingLast30Days: 3000, topSpendingCategories: [], activeSubscriptions: 0, subscriptionMonthlyCost: 0,
    forgottenSubscriptions: [], cashBalance: 2000, savingsBalance: 1000, creditCardDebt: 1500, creditScore: 640, businessAccounts: [],
    budgetMode: 'ai-control', savingsAllocation: null,
  };

  it('uses a valid model answer, sends the key and the user\'s figures, and says a model wrote it', async () => {
    const content = JSON.stringify({ advice: 'Clear the $1,500 card first.', actionPlan: ['Pay the card', 'Wait 48 hours'], emotionalSupport: 'Excitement is fine; decide calmly.' });
    const stand = await startStandIn(() => ({ status: 200, json: { choices: [{ message: { content } }] } }));
    const provider = llmCoachProvider({ url: stand.url, apiKey: 'key-123', model: 'test-model', logger: createLogger({ level: 'silent' }) });
    const reply = voiceCoachReplySchema.parse(await provider.reply(input, ctx));
    expect(reply).toMatchObject({ advice: 'Clear the $1,500 card first.', intent: 'invest', method: 'Language model (test-model) over your own numbers' });
    expect(stand.seen[0]!.auth).toBe('Bearer key-123');
    expect(stand.seen[0]!.body.messages[1]!.content).toContain('"creditCardDebt":1500');
  });

  it('falls back to the rules when the model fails or answers something else', async () => {
    for (const answer of [{ status: 500, json: { error: 'down' } }, { status: 200, json: { choices: [{ message: { content: '{"advice": 3}' } }] } }]) {
      const stand = await startStandIn(() => answer);
      const provider = llmCoachProvider({ url: stand.url, apiKey: 'k', model: 'm', logger: createLogger({ level: 'silent' }) });
      const reply = await provider.reply(input, ctx);
      expect(reply.method).toBe('Rules over your own numbers (no language model)');
      await new Promise<void>((resolve) => standIn!.close(() => resolve()));
      standIn = undefined;
    }
  });
});
