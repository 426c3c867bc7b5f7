/**
 * Every dollar amount a request body carries goes through the one money parser (shared/money.ts via
 * dollarAmount): over real HTTP, an amount with more than 2 decimals, 0 where 0 means nothing, a
 * negative where none is meant, or 1e308 answers 400 with a message saying so, and writes nothing;
 * a good amount is stored as its exact cents.
 */
import { count, eq, like } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../shared/constants';
import { bankAccountListSchema } from '../../../shared/contracts/banking';
import { billNegotiationSchema } from '../../../shared/contracts/bills';
import { businessAccountSchema } from '../../../shared/contracts/business';
import { errorBodySchema } from '../../../shared/contracts/errors';
import {
  abTestConversions,
  bankAccounts,
  billNegotiations,
  budgetAllocations,
  businessAccounts,
  businessTransactions,
  checkoutIntents,
  conversionEvents,
  transactions,
  users,
} from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let checkingId: string;
let savingsId: string;
let businessId: string;
let billId: string;

const rows = (table: SQLiteTable) => server.db.select({ n: count() }).from(table).get()!.n;
const send = (method: string, path: string, body: unknown) =>
  server.api(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const demoUser = () => server.db.select().from(users).where(eq(users.id, DEMO_USER_ID)).get()!;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  const accounts = bankAccountListSchema.parse(await (await server.api(`/api/banking/accounts/${DEMO_USER_ID}`)).json());
  checkingId = accounts.find((a) => a.type === 'checking')!.id;
  savingsId = accounts.find((a) => a.type === 'savings')!.id;
  const business = await send('POST', '/api/business-accounts', { businessName: 'Money test', userId: DEMO_USER_ID });
  businessId = businessAccountSchema.parse(await business.json()).id;
  const bill = await send('POST', '/api/bills/submit', {
    service_type: 'internet',
    provider_name: 'Comcast',
    current_bill_amount: 89.99,
    contact_phone: '+1 555 123 4567',
    email: 'demo@example.com',
  });
  billId = billNegotiationSchema.parse(await bill.json()).id;
});
afterAll(() => server.close());

interface Route {
  name: string;
  method: string;
  path: () => string;
  body: (amount: number) => unknown;
  /** What a wrongly accepted request would write. */
  written: () => unknown;
  /** What 0 and -0.01 answer: the message of a refusal, or 'allowed' where they mean something (income 0, a refund). */
  zero: RegExp | 'allowed';
  negative: RegExp | 'allowed';
}

const ROUTES: Route[] = [
  {
    name: 'banking transfer amount',
    method: 'POST',
    path: () => '/api/banking/transfer',
    body: (amount) => ({ fromAccountId: checkingId, toAccountId: savingsId, amount }),
    written: () => [rows(transactions), server.db.select({ b: bankAccounts.balanceCents }).from(bankAccounts).where(eq(bankAccounts.id, checkingId)).get()!.b],
    zero: /must be greater than 0/,
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'business account contribution',
    method: 'POST',
    path: () => `/api/business-accounts/${businessId}/contribute`,
    body: (amount) => ({ amount }),
    written: () => [rows(businessTransactions), server.db.select().from(businessAccounts).where(eq(businessAccounts.id, businessId)).get()!.currentAmountCents],
    zero: /must be greater than 0/,
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'business account targetAmount',
    method: 'POST',
    path: () => '/api/business-accounts',
    body: (targetAmount) => ({ businessName: 'Target', userId: DEMO_USER_ID, targetAmount }),
    written: () => rows(businessAccounts),
    zero: /targetAmount must be at least \$100\.00/,
    negative: /targetAmount must be at least \$100\.00/,
  },
  {
    name: 'business account weeklyContribution',
    method: 'POST',
    path: () => '/api/business-accounts',
    body: (weeklyContribution) => ({ businessName: 'Weekly', userId: DEMO_USER_ID, weeklyContribution }),
    written: () => rows(businessAccounts),
    zero: /weeklyContribution must be at least \$10\.00/,
    negative: /weeklyContribution must be at least \$10\.00/,
  },
  {
    name: 'budget calculator income',
    method: 'POST',
    path: () => '/api/budget/calculate',
    body: (income) => ({ income, mode: 'ai-control' }),
    written: () => rows(budgetAllocations),
    zero: /must be greater than 0/,
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'budget settings income',
    method: 'PUT',
    path: () => '/api/user/budget-settings',
    body: (income) => ({ income, mode: 'ai-control' }),
    written: () => [rows(budgetAllocations), demoUser().incomeCents],
    zero: 'allowed',
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'onboarding monthlyIncome',
    method: 'POST',
    path: () => '/api/user/onboarding',
    body: (monthlyIncome) => ({ personalInfo: { name: 'Demo', monthlyIncome }, goals: { primaryGoal: 'emergency' }, subscriptions: {} }),
    written: () => [rows(budgetAllocations), demoUser().incomeCents],
    zero: 'allowed',
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'onboarding targetAmount',
    method: 'POST',
    path: () => '/api/user/onboarding',
    body: (targetAmount) => ({ personalInfo: { name: 'Demo' }, goals: { primaryGoal: 'home', targetAmount }, subscriptions: {} }),
    written: () => [rows(budgetAllocations), demoUser().targetAmountCents],
    zero: 'allowed',
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'onboarding monthlyCost',
    method: 'POST',
    path: () => '/api/user/onboarding',
    body: (monthlyCost) => ({ personalInfo: { name: 'Demo' }, goals: { primaryGoal: 'emergency' }, subscriptions: { monthlyCost } }),
    written: () => [rows(budgetAllocations), demoUser().subscriptionMonthlyCostCents],
    zero: 'allowed',
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'bill current_bill_amount',
    method: 'POST',
    path: () => '/api/bills/submit',
    body: (amount) => ({ service_type: 'phone', provider_name: 'Verizon', current_bill_amount: amount, contact_phone: '+1 555 123 4567', email: 'demo@example.com' }),
    written: () => rows(billNegotiations),
    zero: 'allowed',
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'bill monthlySavings (the owner records a saved outcome)',
    method: 'POST',
    path: () => `/api/bill-desk/${billId}/status`,
    body: (monthlySavings) => ({ status: 'saved', monthlySavings }),
    written: () => server.db.select().from(billNegotiations).where(eq(billNegotiations.id, billId)).get()!.status,
    zero: /must be greater than 0/,
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'subscription payment amount',
    method: 'POST',
    path: () => '/api/create-subscription-payment',
    body: (amount) => ({ plan: 'pro', interval: 'month', amount }),
    written: () => rows(checkoutIntents),
    zero: /amount must be greater than 0/,
    negative: /amount must be greater than 0/,
  },
  {
    name: 'imported bank transaction amount',
    method: 'POST',
    path: () => '/api/import-bank-transactions',
    body: (amount) => ({ transactions: [{ transaction_id: `money-test-${amount}`, merchant_name: 'Corner Shop', amount, date: '2026-11-01' }] }),
    written: () => rows(transactions),
    zero: 'allowed',
    negative: 'allowed',
  },
  {
    name: 'conversion event value',
    method: 'POST',
    path: () => '/api/analytics/conversion-event',
    body: (value) => ({ event: 'beta_page_visit', source: 'money-test', value }),
    written: () => rows(conversionEvents),
    zero: 'allowed',
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'A/B test conversionValue',
    method: 'POST',
    path: () => '/api/conversion/ab-test',
    body: (conversionValue) => ({ testName: 'pricing_card', variant: 'A', conversionValue }),
    written: () => rows(abTestConversions),
    zero: 'allowed',
    negative: /must be (greater than|at least) 0/,
  },
  {
    name: 'timeline decision amount',
    method: 'POST',
    path: () => '/api/ai-coach/timeline-simulation',
    body: (amount) => ({ userId: DEMO_USER_ID, currentAge: 30, decisions: [{ age: 35, decision: 'Buy a car', amount }] }),
    written: () => null,
    zero: 'allowed',
    negative: 'allowed',
  },
  {
    name: 'portfolio holding value',
    method: 'POST',
    path: () => '/api/ai-coach/quantum-predictions',
    body: (value) => ({ userId: DEMO_USER_ID, portfolio: [{ name: 'Index fund', value }] }),
    written: () => null,
    zero: /must be greater than 0/,
    negative: /must be (greater than|at least) 0/,
  },
];

async function refused(route: Route, amount: number, message: RegExp) {
  const before = route.written();
  const res = await send(route.method, route.path(), route.body(amount));
  const text = await res.text();
  expect(res.status, `${route.name} ${amount}: ${text}`).toBe(400);
  const error = errorBodySchema.parse(JSON.parse(text)).error;
  expect(error.code).toBe('validation_error');
  expect(error.message).toMatch(message);
  expect(route.written(), `${route.name} ${amount} wrote nothing`).toEqual(before);
}

describe('dollar amounts in request bodies', () => {
  describe.each(ROUTES.map((r) => [r.name, r] as const))('%s', (_name, route) => {
    it.each([0.004, 0.005, 1.005, 0.1 + 0.2, 12.999, 1e-7])('refuses %s: more than 2 decimal places, nothing written', async (amount) => {
      await refused(route, amount, /must have at most 2 decimal places/);
    });

    it('refuses 1e308 as too large, without overflowing', async () => {
      await refused(route, 1e308, /must be at most \$[\d,]+\.00/);
    });

    const { zero, negative } = route;
    if (zero !== 'allowed') it('refuses 0', () => refused(route, 0, zero));
    if (negative !== 'allowed') it('refuses a negative amount', () => refused(route, -0.01, negative));
  });
});

describe('exact cents are stored', () => {
  it('a transfer of 0.29 moves 29 cents', async () => {
    const res = await send('POST', '/api/banking/transfer', { fromAccountId: checkingId, toAccountId: savingsId, amount: 0.29, note: 'exact-cents' });
    expect(res.status).toBe(200);
    const entries = server.db.select().from(transactions).where(like(transactions.merchantName, '%exact-cents%')).all();
    expect(entries).toHaveLength(2);
    expect(entries.map((t) => [t.bankAccountId, t.amountCents])).toEqual(
      expect.arrayContaining([
        [checkingId, 29],
        [savingsId, -29],
      ]),
    );
  });

  it('a contribution of 1.15 adds 115 cents', async () => {
    const before = server.db.select().from(businessAccounts).where(eq(businessAccounts.id, businessId)).get()!.currentAmountCents;
    expect((await send('POST', `/api/business-accounts/${businessId}/contribute`, { amount: 1.15 })).status).toBe(200);
    expect(server.db.select().from(businessAccounts).where(eq(businessAccounts.id, businessId)).get()!.currentAmountCents).toBe(before + 115);
  });

  it('budget settings take income 0 and 4500.29 to the cent', async () => {
    expect((await send('PUT', '/api/user/budget-settings', { income: 0, mode: 'ai-control' })).status).toBe(200);
    expect(demoUser().incomeCents).toBe(0);
    expect((await send('PUT', '/api/user/budget-settings', { income: 4500.29, mode: 'ai-control' })).status).toBe(200);
    expect(demoUser().incomeCents).toBe(450_029);
  });

  it('onboarding keeps targetAmount and monthlyCost to the cent', async () => {
    const res = await send('POST', '/api/user/onboarding', {
      personalInfo: { name: 'Demo', monthlyIncome: 4000.5 },
      goals: { primaryGoal: 'home', targetAmount: 24_000.57 },
      subscriptions: { monthlyCost: 80.07 },
    });
    expect(res.status).toBe(200);
    expect(demoUser()).toMatchObject({ incomeCents: 400_050, targetAmountCents: 2_400_057, subscriptionMonthlyCostCents: 8007 });
  });

  it('a payment amount must be the catalogue price to the cent: 9.004 no longer rounds into a match with $9', async () => {
    const before = rows(checkoutIntents);
    const sloppy = await send('POST', '/api/create-subscription-payment', { plan: 'pro', interval: 'month', amount: 9.004 });
    expect(sloppy.status).toBe(400);
    expect(errorBodySchema.parse(await sloppy.json()).error.message).toMatch(/amount must have at most 2 decimal places/);
    const off = await send('POST', '/api/create-subscription-payment', { plan: 'pro', interval: 'month', amount: 9.01 });
    expect(errorBodySchema.parse(await off.json()).error.code).toBe('price_mismatch');
    expect(rows(checkoutIntents)).toBe(before);
  });
});
