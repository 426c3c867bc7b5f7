import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { budgetCalculateResponseSchema } from '../../../../shared/contracts/budget';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { budgetAllocations, subscriptions, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const storedRows = () => server.db.select({ n: count() }).from(budgetAllocations).get()!.n;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/budget/calculate', () => {
  it('answers the allocation for 4500 / ai-control and stores nothing (it is the landing calculator)', async () => {
    const before = storedRows();
    const res = await server.postJson('/api/budget/calculate', { income: 4500, mode: 'ai-control' });
    expect(res.status).toBe(200);
    const body = budgetCalculateResponseSchema.parse(await res.json());
    expect(body.allocations).toEqual({ bills: 1800, debt: 900, savings: 1125, spending: 450, flexFund: 225 });
    expect(body.currentScore).toBe(580);
    expect(body.creditProjection).toBe(605);
    expect(body.aiTip).toContain('$1,125');
    expect(body.id).toBeNull();
    expect(storedRows()).toBe(before);
  });

  it('uses the user’s stored credit score, or the one sent, and caps the projection at 850', async () => {
    server.db.update(users).set({ creditScore: 700 }).where(eq(users.id, DEMO_USER_ID)).run();
    let body = budgetCalculateResponseSchema.parse(
      await (await server.postJson('/api/budget/calculate', { income: 3000, mode: 'debt-mode' })).json(),
    );
    expect(body.currentScore).toBe(700);
    expect(body.creditProjection).toBe(745);
    body = budgetCalculateResponseSchema.parse(
      await (await server.postJson('/api/budget/calculate', { income: 3000, mode: 'debt-mode', currentScore: 830 })).json(),
    );
    expect(body.creditProjection).toBe(850);
    server.db.update(users).set({ creditScore: 580 }).where(eq(users.id, DEMO_USER_ID)).run();
  });

  it('grounds the tip in the user’s stored subscriptions', async () => {
    server.db
      .insert(subscriptions)
      .values({ userId: DEMO_USER_ID, name: 'Zeta Stream', merchantName: 'ZETA STREAM', amountCents: 9999, frequency: 'monthly' })
      .run();
    const body = budgetCalculateResponseSchema.parse(
      await (await server.postJson('/api/budget/calculate', { income: 4500, mode: 'debt-mode' })).json(),
    );
    expect(body.aiTip).toContain('Zeta Stream');
  });

  const badBodies: Array<[string, string | undefined, string]> = [
    ['missing income', JSON.stringify({ mode: 'ai-control' }), 'application/json'],
    ['missing mode', JSON.stringify({ income: 4500 }), 'application/json'],
    ['negative income', JSON.stringify({ income: -5, mode: 'ai-control' }), 'application/json'],
    ['zero income', JSON.stringify({ income: 0, mode: 'ai-control' }), 'application/json'],
    ['non-numeric income', JSON.stringify({ income: 'abc', mode: 'ai-control' }), 'application/json'],
    ['numeric string income', JSON.stringify({ income: '4500', mode: 'ai-control' }), 'application/json'],
    ['huge income', JSON.stringify({ income: 1e300, mode: 'ai-control' }), 'application/json'],
    ['income just over the limit', JSON.stringify({ income: 100_000_001, mode: 'ai-control' }), 'application/json'],
    ['unknown mode', JSON.stringify({ income: 4500, mode: 'yolo-mode' }), 'application/json'],
    ['unknown field', JSON.stringify({ income: 4500, mode: 'ai-control', admin: true }), 'application/json'],
    ['score out of range', JSON.stringify({ income: 4500, mode: 'ai-control', currentScore: 900 }), 'application/json'],
    ['array body', JSON.stringify([4500, 'ai-control']), 'application/json'],
    ['null body', 'null', 'application/json'],
    ['not JSON', '{income: 4500,', 'application/json'],
    ['JSON sent as text/plain', JSON.stringify({ income: 4500, mode: 'ai-control' }), 'text/plain'],
    ['form-encoded', 'income=4500&mode=ai-control', 'application/x-www-form-urlencoded'],
    ['empty body', undefined, 'application/json'],
  ];

  it.each(badBodies)('rejects %s with a 400 JSON error and stores nothing', async (_name, body, contentType) => {
    const before = storedRows();
    const res = await server.api('/api/budget/calculate', {
      method: 'POST',
      headers: { 'content-type': contentType! },
      body,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    const error = errorBodySchema.parse(await res.json());
    expect(error.error.message.length).toBeGreaterThan(0);
    expect(storedRows()).toBe(before);
  });

  it('rejects a body over the size limit with 413, not 500', async () => {
    const res = await server.api('/api/budget/calculate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ income: 4500, mode: 'ai-control', pad: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('payload_too_large');
  });
});
