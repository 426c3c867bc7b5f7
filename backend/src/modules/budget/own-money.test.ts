/**
 * Budgets with the user's own money (docs/product.md "Your data"), over real HTTP. The budget
 * calculator itself reads no transactions (income, the mode, the score and the stored
 * subscriptions); the plan's spending insight on /dashboard does, and counts only the home
 * currency, saying how many rows it left out. A tip says when subscriptions it quotes are sample data.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetApi } from '../../../../shared/api/budget';
import { dashboardApi } from '../../../../shared/api/dashboard';
import { subscriptionsApi } from '../../../../shared/api/subscriptions';
import { budgetCalculateResponseSchema } from '../../../../shared/contracts/budget';
import { dashboardResponseSchema } from '../../../../shared/contracts/dashboard';
import { subscriptions, users } from '../../db/schema';
import { registerTestUser, type TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
});
afterAll(() => server.close());

const spendingInsight = async (client: TestClient) => {
  const res = await client.request('PUT', dashboardApi.budgetSettings.path, { income: 4000, mode: 'ai-control' });
  expect(res.status, await res.clone().text()).toBe(200);
  const dash = dashboardResponseSchema.parse(await res.json());
  return dash.insights.find((i) => i.category === 'spending')?.insight;
};

describe('the plan’s spending insight counts in the home currency', () => {
  it('leaves out the rows in other currencies and says how many', async () => {
    const { client, userId } = await registerTestUser(server.url, 'hana');
    const rows = [
      { transaction_id: 'g1', merchant_name: 'Whole Foods', amount: 100, date: '2026-11-10', category: ['Groceries'] },
      { transaction_id: 'd1', merchant_name: 'Chipotle', amount: 50, date: '2026-11-12', category: ['Dining'] },
      { transaction_id: 'e1', merchant_name: 'Carrefour', amount: 30, date: '2026-11-11', category: ['Groceries'], iso_currency_code: 'EUR' },
      { transaction_id: 'e2', merchant_name: 'Monoprix', amount: 30, date: '2026-11-13', category: ['Groceries'], iso_currency_code: 'EUR' },
      // Older than 30 days, and money in: neither is counted nor "left out".
      { transaction_id: 'e3', merchant_name: 'Old Shop', amount: 30, date: '2026-09-01', iso_currency_code: 'EUR' },
      { transaction_id: 'e4', merchant_name: 'Refund', amount: -30, date: '2026-11-14', iso_currency_code: 'EUR' },
    ];
    expect((await client.request('POST', subscriptionsApi.importTransactions.path, { transactions: rows })).status).toBe(200);

    expect(await spendingInsight(client)).toBe(
      "You spent $150 in the last 30 days, within your plan's $2,200 for bills, spending and flex fund. Groceries was the largest category at $100. 2 transactions in other currencies were left out.",
    );

    server.db.update(users).set({ homeCurrency: 'EUR' }).where(eq(users.id, userId)).run();
    expect(await spendingInsight(client)).toBe(
      "You spent €60 in the last 30 days, within your plan's €2,200 for bills, spending and flex fund. Groceries was the largest category at €60. 2 transactions in other currencies were left out.",
    );
  });

  it('says nothing about other currencies when there are none', async () => {
    const { client } = await registerTestUser(server.url, 'ivan');
    await client.request('POST', subscriptionsApi.importTransactions.path, {
      transactions: [{ transaction_id: 'g1', merchant_name: 'Whole Foods', amount: 80, date: '2026-11-10', category: ['Groceries'] }],
    });
    expect(await spendingInsight(client)).toBe(
      "You spent $80 in the last 30 days, within your plan's $2,200 for bills, spending and flex fund. Groceries was the largest category at $80.",
    );
  });
});

describe('the budget tip says when the subscriptions it quotes are sample data', () => {
  it('mixed, then sample only', async () => {
    const { client, userId } = await registerTestUser(server.url, 'jade');
    const add = (name: string, amountCents: number, source: 'real' | 'demo') =>
      server.db.insert(subscriptions).values({ userId, name, merchantName: name, amountCents, frequency: 'monthly', source }).run();
    add('Hulu', 799, 'real');
    add('Netflix', 1799, 'demo');
    add('Spotify', 1199, 'demo');
    const calculate = async (mode: string) => {
      const res = await client.request('POST', budgetApi.calculate.path, { income: 4500, mode });
      expect(res.status).toBe(200);
      return budgetCalculateResponseSchema.parse(await res.json()).aiTip;
    };
    expect(await calculate('ai-control')).toBe(
      'Automate the $1,125 savings transfer for payday, so saving happens before spending. Your 3 active subscriptions (2 of them from the sample data) cost $38 a month; reviewing them is the quickest extra saving.',
    );
    expect(await calculate('debt-mode')).toContain('Cancelling Netflix (from the sample data, $17.99/month) would add to that.');

    server.db.delete(subscriptions).where(eq(subscriptions.name, 'Hulu')).run();
    expect(await calculate('challenge-mode')).toContain('Your 2 active subscriptions (all from the sample data) cost $30 a month');
  });
});
