/**
 * Every bank file of the parsers' fixtures (import/fixtures), uploaded as bytes through the real
 * import API into a new account, then read back from the database: rows, dates, signs,
 * descriptions, the account's balance (stated by the file, else unknown) and currency, exactly.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPreviewSchema, importResultSchema } from '../../../../shared/contracts/banking';
import { bankAccounts, bankImports, transactions } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { FIXTURES, type Fixture } from './import/fixtures/expected';
import { accountNameFromFile } from './service';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(() => server.close());

const bytesOf = (fixture: Fixture) => readFileSync(path.join(__dirname, 'import', 'fixtures', fixture.file));
const post = (route: string, fixture: Fixture, extra: Record<string, string> = {}) =>
  server.api(`${route}?${new URLSearchParams({ fileName: fixture.file, newAccount: 'true', ...extra })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: bytesOf(fixture),
  });
const byDateThenText = <T extends { date: string; description: string | null; amountCents: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.date.localeCompare(b.date) || (a.description ?? '').localeCompare(b.description ?? '') || a.amountCents - b.amountCents);

describe.each(FIXTURES.map((f) => [f.file, f] as const))('%s through the import API', (_file, fixture) => {
  const currency = fixture.account.currency ?? 'USD';

  it('previews every row as new, with the money in and out, the currency and the file’s account', async () => {
    const res = await post('/api/banking/import/preview', fixture);
    expect(res.status, await res.clone().text()).toBe(200);
    const preview = importPreviewSchema.parse(await res.json());
    const inCents = fixture.rows.reduce((s, r) => s + (r.amountCents < 0 ? -r.amountCents : 0), 0);
    const outCents = fixture.rows.reduce((s, r) => s + (r.amountCents > 0 ? r.amountCents : 0), 0);
    expect(preview).toMatchObject({ format: fixture.format, totalRows: fixture.rows.length, newRows: fixture.rows.length, duplicateRows: 0, targetAccountId: null, currency });
    expect(Math.round(preview.moneyIn * 100)).toBe(inCents);
    expect(Math.round(preview.moneyOut * 100)).toBe(outCents);
    expect(preview.fileAccount.balance === null ? null : Math.round(preview.fileAccount.balance * 100)).toBe(fixture.account.balanceCents ?? null);
    expect(preview.fileAccount.balanceAsOf).toBe(fixture.account.balanceAsOf ?? null);
    expect(preview.fileAccount.accountNumber).toBe(fixture.account.mask ? `••••${fixture.account.mask}` : null);
    expect(preview.warnings.includes('Most rows of this card statement are money in. If its charges show as positive amounts, flip the signs.')).toBe(
      fixture.cardChargesAsDeposits === true,
    );
  });

  it('stores exactly the file’s rows, and a balance only when the file states one', async () => {
    const res = await post('/api/banking/import', fixture);
    expect(res.status, await res.clone().text()).toBe(200);
    const result = importResultSchema.parse(await res.json());
    expect(result).toMatchObject({ imported: fixture.rows.length, duplicates: 0 });

    const stored = server.db
      .select({ date: transactions.date, description: transactions.description, merchant: transactions.merchantName, amountCents: transactions.amountCents, currency: transactions.currency, importId: transactions.importId })
      .from(transactions)
      .where(eq(transactions.bankAccountId, result.accountId))
      .all();
    expect(byDateThenText(stored).map((r) => ({ date: r.date, description: r.description, amountCents: r.amountCents, currency: r.currency }))).toEqual(
      byDateThenText(fixture.rows.map((r) => ({ date: r.date, description: r.description, amountCents: r.amountCents, currency: r.currency ?? currency }))),
    );
    expect(stored.every((r) => r.merchant === r.description && r.importId === result.importId)).toBe(true);

    const account = server.db.select().from(bankAccounts).where(eq(bankAccounts.id, result.accountId)).get()!;
    expect(account.name).toBe(fixture.account.name ?? accountNameFromFile(fixture.file));
    expect(account.currency).toBe(currency);
    if (fixture.account.type) expect(account.type).toBe(fixture.account.type);
    if (fixture.account.mask) expect(account.mask).toBe(fixture.account.mask);
    if (fixture.account.balanceCents === undefined) {
      expect({ source: account.balanceSource, asOf: account.balanceAsOf }).toEqual({ source: null, asOf: null });
    } else {
      expect({ cents: account.balanceCents, source: account.balanceSource, asOf: account.balanceAsOf }).toEqual({
        cents: fixture.account.balanceCents,
        source: 'bank',
        asOf: fixture.account.balanceAsOf,
      });
    }
    const history = server.db.select().from(bankImports).where(eq(bankImports.id, result.importId)).get()!;
    expect(history).toMatchObject({ fileName: fixture.file, format: fixture.format, imported: fixture.rows.length, duplicates: 0, createdAccount: true });
  });

  it('adds nothing when the same file comes again under the browser’s copy name', async () => {
    const copy = fixture.file.replace(/(\.[a-z0-9]+)$/i, ' (1)$1');
    const res = await server.api(`/api/banking/import?${new URLSearchParams({ fileName: copy })}`, { method: 'POST', body: bytesOf(fixture) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(importResultSchema.parse(await res.json())).toMatchObject({ imported: 0, duplicates: fixture.rows.length });
  });
});

describe('a card statement whose charges read as deposits, with the signs flipped', () => {
  const cards = FIXTURES.filter((f) => f.cardChargesAsDeposits);

  it.each(cards.map((f) => [f.file, f] as const))('%s: no warning, and every stored amount is the opposite of the file’s', async (_file, fixture) => {
    const preview = importPreviewSchema.parse(await (await post('/api/banking/import/preview', fixture, { invertSigns: 'true' })).json());
    expect(preview.warnings).toEqual([]);
    expect(preview.sample.map((r) => Math.round(r.amount * 100))).toEqual(fixture.rows.slice(0, 10).map((r) => -r.amountCents));
    const result = importResultSchema.parse(await (await post('/api/banking/import', fixture, { invertSigns: 'true' })).json());
    const stored = server.db.select({ date: transactions.date, description: transactions.description, amountCents: transactions.amountCents }).from(transactions).where(eq(transactions.bankAccountId, result.accountId)).all();
    expect(byDateThenText(stored)).toEqual(byDateThenText(fixture.rows.map((r) => ({ date: r.date, description: r.description, amountCents: -r.amountCents }))));
    expect(server.db.select({ type: bankAccounts.type }).from(bankAccounts).where(eq(bankAccounts.id, result.accountId)).get()!.type).toBe('credit');
  });

  it('covers at least one fixture', () => {
    expect(cards.length).toBeGreaterThan(0);
  });
});
