/**
 * Send/Receive never moves more than the source account has available: a deposit account stops at
 * $0, a credit card at its credit limit. The check and the write are one transaction, so concurrent
 * transfers cannot together overdraw an account either.
 */
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { bankAccountListSchema } from '../../../../shared/contracts/banking';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { formatCents } from '../../../../shared/money';
import { bankAccounts, transactions } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { availableCents } from './repository';

let server: TestServer;
let checking: { id: string; name: string };
let savings: { id: string; name: string };
let card: { id: string; name: string };

const balance = (id: string) => server.db.select({ b: bankAccounts.balanceCents }).from(bankAccounts).where(eq(bankAccounts.id, id)).get()!.b;
const ledgerRows = () => server.db.select({ n: sql<number>`count(*)` }).from(transactions).get()!.n;
const transfer = (fromAccountId: string, toAccountId: string, amount: number, note?: string) =>
  server.postJson('/api/banking/transfer', { fromAccountId, toAccountId, amount, ...(note ? { note } : {}) });

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  const accounts = bankAccountListSchema.parse(await (await server.api(`/api/banking/accounts/${DEMO_USER_ID}`)).json());
  const ofType = (type: string) => accounts.find((a) => a.type === type)!;
  [checking, savings, card] = [ofType('checking'), ofType('savings'), ofType('credit')];
});
afterAll(() => server.close());

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(409);
  const { error } = errorBodySchema.parse(await res.json());
  expect(error.code).toBe('insufficient_funds');
  expect(error.message).toBe(message);
}

describe('availableCents', () => {
  it.each([
    ['checking', 407_704, null, 407_704],
    ['savings', -500, null, 0],
    ['investment', 0, null, 0],
    ['credit', -174_000, 500_000, 326_000],
    ['credit', -600_000, 500_000, 0],
    ['credit', 2_500, 100_000, 102_500],
    ['credit', -90_000, null, 0],
    ['credit', 2_500, null, 2_500],
    ['credit', -1_000, 0, 0],
  ] as const)('%s with balance %s and limit %s has %s available', (type, balanceCents, creditLimitCents, expected) => {
    expect(availableCents({ type, balanceCents, creditLimitCents })).toBe(expected);
  });
});

describe('POST /api/banking/transfer refuses more than is available', () => {
  it('refuses $1,000,000 out of a checking account holding less: 409, the available balance named, nothing written', async () => {
    const before = { checking: balance(checking.id), savings: balance(savings.id), rows: ledgerRows() };
    expect(before.checking).toBeLessThan(100_000_000);
    await expectRefused(await transfer(checking.id, savings.id, 1_000_000), `Insufficient funds: ${checking.name} has ${formatCents(before.checking)} available`);
    expect({ checking: balance(checking.id), savings: balance(savings.id), rows: ledgerRows() }).toEqual(before);
  });

  it('moves exactly the whole balance, then refuses one cent more (a deposit account stops at $0.00)', async () => {
    const all = balance(checking.id);
    expect((await transfer(checking.id, savings.id, all / 100)).status).toBe(200);
    expect(balance(checking.id)).toBe(0);
    await expectRefused(await transfer(checking.id, savings.id, 0.01), `Insufficient funds: ${checking.name} has $0.00 available`);
    expect(balance(checking.id)).toBe(0);
    // Receive it back for the tests that follow.
    expect((await transfer(savings.id, checking.id, all / 100)).status).toBe(200);
    expect(balance(checking.id)).toBe(all);
  });

  it('lets a credit card go up to its credit limit, not a cent beyond', async () => {
    const { limit } = server.db.select({ limit: bankAccounts.creditLimitCents }).from(bankAccounts).where(eq(bankAccounts.id, card.id)).get()!;
    expect(limit).toBeGreaterThan(0);
    const headroom = limit! + balance(card.id);
    expect(headroom).toBeGreaterThan(0);
    await expectRefused(await transfer(card.id, checking.id, (headroom + 1) / 100), `Insufficient funds: ${card.name} has ${formatCents(headroom)} of credit available`);
    expect((await transfer(card.id, checking.id, headroom / 100)).status).toBe(200);
    expect(balance(card.id)).toBe(-limit!);
    await expectRefused(await transfer(card.id, checking.id, 0.01), `Insufficient funds: ${card.name} has $0.00 of credit available`);
    // Pay the card back down.
    expect((await transfer(checking.id, card.id, headroom / 100)).status).toBe(200);
  });

  it('with no known credit limit, a card can send only a credit balance', async () => {
    server.db.update(bankAccounts).set({ creditLimitCents: null }).where(eq(bankAccounts.id, card.id)).run();
    expect(balance(card.id)).toBeLessThan(0);
    await expectRefused(await transfer(card.id, checking.id, 0.01), `Insufficient funds: ${card.name} has $0.00 of credit available`);
    // Overpay it by $25.00: that credit balance, and no more, may leave.
    const owed = -balance(card.id);
    expect((await transfer(checking.id, card.id, (owed + 2_500) / 100)).status).toBe(200);
    await expectRefused(await transfer(card.id, checking.id, 25.01), `Insufficient funds: ${card.name} has $25.00 of credit available`);
    expect((await transfer(card.id, checking.id, 25)).status).toBe(200);
    expect(balance(card.id)).toBe(0);
  });

  it('50 concurrent transfers that together exceed the balance: it never goes below $0 and the successes add up to the decrease', async () => {
    const before = { checking: balance(checking.id), savings: balance(savings.id) };
    // Each moves a 30th of the balance (rounded up to the cent), so at most 29 or 30 fit, and 50 are sent.
    const eachCents = Math.ceil(before.checking / 30);
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer(checking.id, savings.id, eachCents / 100, 'race')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const succeeded = statuses.filter((s) => s === 200).length;
    expect(succeeded).toBe(Math.floor(before.checking / eachCents));
    expect(succeeded).toBeLessThan(50);
    const after = { checking: balance(checking.id), savings: balance(savings.id) };
    expect(after.checking).toBeGreaterThanOrEqual(0);
    expect(before.checking - after.checking).toBe(succeeded * eachCents);
    expect(after.savings - before.savings).toBe(succeeded * eachCents);
    // The ledger agrees: two balanced entries per successful transfer, none for a refused one.
    const entries = server.db.select({ amount: transactions.amountCents }).from(transactions).where(like(transactions.merchantName, '%(race)')).all();
    expect(entries).toHaveLength(2 * succeeded);
    expect(entries.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0)).toBe(succeeded * eachCents);
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(0);
  });
});

describe('the refusal names the available money in the account’s currency', () => {
  it('two EUR accounts: "€…", never "$"', async () => {
    for (const id of [checking.id, savings.id]) server.db.update(bankAccounts).set({ currency: 'EUR' }).where(eq(bankAccounts.id, id)).run();
    try {
      const cents = balance(checking.id);
      const res = await transfer(checking.id, savings.id, 1_000_000);
      expect(res.status).toBe(409);
      const { error } = errorBodySchema.parse(await res.json());
      expect(error.message).toBe(`Insufficient funds: ${checking.name} has ${formatCents(cents).replace('$', '€')} available`);
    } finally {
      for (const id of [checking.id, savings.id]) server.db.update(bankAccounts).set({ currency: 'USD' }).where(eq(bankAccounts.id, id)).run();
    }
  });
});
