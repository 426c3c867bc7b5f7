/**
 * Accounts you can manage and imports you can trust (docs/product.md "Accounts"), over HTTP on the
 * real server: recognising a renamed download, counting new and already-imported rows, undoing an
 * import, stated balances (never summed), closing and deleting accounts, and the totals that leave
 * out what is not known.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccountListSchema,
  bankAccountSchema,
  deleteAccountResponseSchema,
  importHistorySchema,
  importPreviewSchema,
  importResultSchema,
  undoImportResponseSchema,
  type BankAccount,
} from '../../../../shared/contracts/banking';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { timelineReplySchema } from '../../../../shared/contracts/coach';
import { bankAccounts, bankConnections, bankImports, transactions } from '../../db/schema';
import { registerTestUser, type TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;

interface User {
  client: TestClient;
  userId: string;
}

const upload = (user: User, path: string, body: string) => user.client.request('POST', path, undefined, { raw: body, contentType: 'application/octet-stream' });
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
async function importFile(user: User, fileName: string, body: string, extra: Record<string, string> = {}) {
  const res = await upload(user, `/api/banking/import?${q({ fileName, ...extra })}`, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return importResultSchema.parse(await res.json());
}
async function preview(user: User, fileName: string, body: string, extra: Record<string, string> = {}) {
  const res = await upload(user, `/api/banking/import/preview?${q({ fileName, ...extra })}`, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return importPreviewSchema.parse(await res.json());
}
const accountsOf = async (user: User) => bankAccountListSchema.parse(await (await user.client.get(`/api/banking/accounts/${user.userId}`)).json());
const accountOf = async (user: User, id: string) => (await accountsOf(user)).find((a) => a.id === id);
const rowsOf = (accountId: string) =>
  server.db
    .select({ date: transactions.date, description: transactions.description, amountCents: transactions.amountCents, currency: transactions.currency, importId: transactions.importId, category: transactions.category })
    .from(transactions)
    .where(eq(transactions.bankAccountId, accountId))
    .orderBy(transactions.date, transactions.description)
    .all();
const userRowCount = (userId: string) => server.db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId)).get()!.n;
async function expectError(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const { error } = errorBodySchema.parse(await res.json());
  if (message instanceof RegExp) expect(error.message).toMatch(message);
  else if (message !== undefined) expect(error.message).toBe(message);
  return error;
}
const netWorth = async (user: User) =>
  timelineReplySchema.parse(await (await user.client.request('POST', '/api/ai-coach/timeline-simulation', { userId: user.userId, currentAge: 30, targetAge: 31, decisions: [] })).json())
    .assumptions.startingNetWorth;

const HEADER = 'Date,Description,Amount';
const ROWS = ['2026-11-02,COFFEE CORNER,-4.50', '2026-11-03,"ACME, INC PAYROLL",2500.00', '2026-11-05,NETFLIX.COM,-17.99'];
const EXPORT = [HEADER, ...ROWS].join('\n');
const LATER = [HEADER, ...ROWS, '2026-11-09,CITY WATER,-61.20', '2026-11-10,FARMERS MARKET,-23.05'].join('\n');

/** An OFX 1 (SGML) bank statement with a ledger balance stated for `asOf`. */
function ofx(opts: { acct: string; curdef?: string; balance: string; asOf: string; rows: { id: string; date: string; amount: string; name: string }[] }): string {
  const rows = opts.rows
    .map((r) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${r.date.replace(/-/g, '')}120000<TRNAMT>${r.amount}<FITID>${r.id}<NAME>${r.name}</STMTTRN>`)
    .join('\n');
  return `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261121120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>${opts.curdef ?? 'USD'}
<BANKACCTFROM><BANKID>021000021<ACCTID>${opts.acct}<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261121
${rows}
</BANKTRANLIST>
<LEDGERBAL><BALAMT>${opts.balance}<DTASOF>${opts.asOf.replace(/-/g, '')}120000</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;
}

let ann: User;
let bob: User;
let cara: User;

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
  ann = await registerTestUser(server.url, 'ann');
  bob = await registerTestUser(server.url, 'bob');
  cara = await registerTestUser(server.url, 'cara');
});
afterAll(() => server.close());

describe('a renamed download goes into the same account and adds nothing', () => {
  let accountId: string;

  it('imports export.csv into a new account named after the file, with an unknown balance', async () => {
    const first = await importFile(ann, 'export.csv', EXPORT);
    expect(first).toMatchObject({ imported: 3, duplicates: 0 });
    accountId = first.accountId;
    expect(await accountOf(ann, accountId)).toEqual({
      id: accountId,
      name: 'export',
      institution: 'Imported bank file',
      accountNumber: '••••',
      type: 'checking',
      balance: null,
      currency: 'USD',
      balanceSource: null,
      balanceAsOf: null,
      closed: false,
      source: 'real',
      imported: true,
      transactionCount: 3,
    } satisfies BankAccount);
    expect(rowsOf(accountId).map((r) => [r.date, r.description, r.amountCents, r.currency, r.importId])).toEqual([
      ['2026-11-02', 'COFFEE CORNER', 450, 'USD', first.importId],
      ['2026-11-03', 'ACME, INC PAYROLL', -250_000, 'USD', first.importId],
      ['2026-11-05', 'NETFLIX.COM', 1799, 'USD', first.importId],
    ]);
  });

  it('recognises `export (1).csv` (the browser copy) and adds 0 rows and no account', async () => {
    const before = await accountsOf(ann);
    const p = await preview(ann, 'export (1).csv', EXPORT);
    expect(p).toMatchObject({ targetAccountId: accountId, totalRows: 3, newRows: 0, duplicateRows: 3, moneyIn: 2500, moneyOut: 22.49, currency: 'USD', warnings: [] });
    const again = await importFile(ann, 'export (1).csv', EXPORT);
    expect(again).toMatchObject({ imported: 0, duplicates: 3, accountId });
    expect((await accountsOf(ann)).map((a) => a.id)).toEqual(before.map((a) => a.id));
    expect(userRowCount(ann.userId)).toBe(3);
  });

  it('recognises a differently named file of the same layout by its remembered header', async () => {
    const p = await preview(ann, 'Checking_Activity_20261121.csv', LATER);
    expect(p).toMatchObject({ targetAccountId: accountId, totalRows: 5, newRows: 2, duplicateRows: 3 });
    expect(p.moneyIn).toBe(2500);
    expect(p.moneyOut).toBe(106.74);
    const added = await importFile(ann, 'Checking_Activity_20261121.csv', LATER);
    expect(added).toMatchObject({ imported: 2, duplicates: 3, accountId });
    expect(userRowCount(ann.userId)).toBe(5);
  });

  it('does not take a layout alone for an account: a same-layout file with none of its rows is another account', async () => {
    const savings = [HEADER, '2026-11-01,INTEREST PAID,0.42', '2026-11-02,TRANSFER FROM CHECKING,200.00'].join('\n');
    const p = await preview(ann, 'savings.csv', savings);
    expect(p).toMatchObject({ targetAccountId: null, newRows: 2, duplicateRows: 0 });
  });

  it('lists every import, newest first, with its account and counts', async () => {
    const history = importHistorySchema.parse(await (await ann.client.get('/api/banking/imports')).json());
    expect(history.map((h) => [h.fileName, h.format, h.accountName, h.imported, h.duplicates])).toEqual([
      ['Checking_Activity_20261121.csv', 'csv', 'export', 2, 3],
      ['export (1).csv', 'csv', 'export', 0, 3],
      ['export.csv', 'csv', 'export', 3, 0],
    ]);
    expect(history.every((h) => h.accountId === accountId && !Number.isNaN(Date.parse(h.createdAt)))).toBe(true);
    expect(importHistorySchema.parse(await (await bob.client.get('/api/banking/imports')).json())).toEqual([]);
  });

  it('"New account" makes a second account even for a recognised file', async () => {
    const p = await preview(ann, 'export.csv', EXPORT, { newAccount: 'true' });
    expect(p).toMatchObject({ targetAccountId: null, newRows: 3, duplicateRows: 0 });
  });

  it('undoing an import removes exactly its rows and keeps the account', async () => {
    const history = importHistorySchema.parse(await (await ann.client.get('/api/banking/imports')).json());
    const latest = history[0]!;
    expect((await bob.client.request('DELETE', `/api/banking/imports/${latest.id}`)).status).toBe(404);
    expect(userRowCount(ann.userId)).toBe(5);
    const undone = undoImportResponseSchema.parse(await (await ann.client.request('DELETE', `/api/banking/imports/${latest.id}`)).json());
    expect(undone).toEqual({ removed: 2, accountRemoved: false });
    expect(rowsOf(accountId).map((r) => r.description)).toEqual(['COFFEE CORNER', 'ACME, INC PAYROLL', 'NETFLIX.COM']);
    expect((await ann.client.request('DELETE', `/api/banking/imports/${latest.id}`)).status).toBe(404);
    expect((await ann.client.request('DELETE', '/api/banking/imports/not-a-uuid')).status).toBe(400);
    // Importing the same file again brings exactly those rows back.
    expect(await importFile(ann, 'Checking_Activity_20261121.csv', LATER)).toMatchObject({ imported: 2, duplicates: 3 });
  });
});

describe('undoing the import that made an account', () => {
  it('removes the account (and its connection) when nothing else is left in it', async () => {
    const made = await importFile(cara, 'joint.csv', EXPORT);
    expect(await accountsOf(cara)).toHaveLength(1);
    const undone = undoImportResponseSchema.parse(await (await cara.client.request('DELETE', `/api/banking/imports/${made.importId}`)).json());
    expect(undone).toEqual({ removed: 3, accountRemoved: true });
    expect(await accountsOf(cara)).toEqual([]);
    expect(userRowCount(cara.userId)).toBe(0);
    expect(server.db.select({ n: count() }).from(bankConnections).where(eq(bankConnections.userId, cara.userId)).get()!.n).toBe(0);
    expect(server.db.select({ n: count() }).from(bankImports).where(eq(bankImports.userId, cara.userId)).get()!.n).toBe(0);
  });
});

describe('stated balances', () => {
  let dan: User;
  let accountId: string;
  const nov = ofx({
    acct: '000123456789',
    curdef: 'CAD',
    balance: '1234.56',
    asOf: '2026-11-20',
    rows: [
      { id: 'N1', date: '2026-11-03', amount: '-42.10', name: 'GROCER' },
      { id: 'N2', date: '2026-11-15', amount: '1500.00', name: 'PAYROLL' },
    ],
  });
  const oct = ofx({
    acct: '000123456789',
    curdef: 'CAD',
    balance: '500.00',
    asOf: '2026-10-31',
    rows: [{ id: 'O1', date: '2026-10-12', amount: '-9.99', name: 'STREAMING' }],
  });

  beforeAll(async () => {
    dan = await registerTestUser(server.url, 'dan');
  });

  it('an OFX ledger balance sets the balance exactly, with its date, source and the file currency', async () => {
    const p = await preview(dan, 'nov.ofx', nov);
    expect(p.fileAccount).toEqual({ name: 'Checking ••6789', accountNumber: '••••6789', type: 'checking', balance: 1234.56, balanceAsOf: '2026-11-20' });
    expect(p).toMatchObject({ currency: 'CAD', targetAccountId: null, newRows: 2, moneyIn: 1500, moneyOut: 42.1 });
    const made = await importFile(dan, 'nov.ofx', nov);
    accountId = made.accountId;
    expect(await accountOf(dan, accountId)).toMatchObject({ balance: 1234.56, balanceSource: 'bank', balanceAsOf: '2026-11-20', currency: 'CAD', accountNumber: '••••6789' });
    expect(rowsOf(accountId).map((r) => [r.amountCents, r.currency])).toEqual([
      [4210, 'CAD'],
      [-150_000, 'CAD'],
    ]);
    // The full number is kept only as a salted hash.
    const stored = server.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId)).get()!;
    expect(stored.accountNumberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('123456789');
  });

  it('an older statement of the same account (another file name) adds its rows but keeps the newer balance', async () => {
    expect((await preview(dan, 'statement-2026-10.ofx', oct)).targetAccountId).toBe(accountId);
    expect(await importFile(dan, 'statement-2026-10.ofx', oct)).toMatchObject({ accountId, imported: 1 });
    expect(await accountOf(dan, accountId)).toMatchObject({ balance: 1234.56, balanceAsOf: '2026-11-20' });
  });

  it('undoing the import that set the balance restores the one before it (unknown)', async () => {
    const history = importHistorySchema.parse(await (await dan.client.get('/api/banking/imports')).json());
    const novImport = history.find((h) => h.fileName === 'nov.ofx')!;
    expect(undoImportResponseSchema.parse(await (await dan.client.request('DELETE', `/api/banking/imports/${novImport.id}`)).json())).toEqual({ removed: 2, accountRemoved: false });
    expect(await accountOf(dan, accountId)).toMatchObject({ balance: null, balanceSource: null, balanceAsOf: null, transactionCount: 1 });
  });

  it('a file without a balance leaves the balance as it was', async () => {
    const res = await dan.client.request('POST', `/api/accounts/${accountId}/balance`, { balance: 812.4, asOf: '2026-11-01' });
    expect(bankAccountSchema.parse(await res.json())).toMatchObject({ balance: 812.4, balanceSource: 'user', balanceAsOf: '2026-11-01' });
    await importFile(dan, 'more.csv', [HEADER, '2026-11-18,BAKERY,-6.25'].join('\n'), { accountId });
    expect(await accountOf(dan, accountId)).toMatchObject({ balance: 812.4, balanceSource: 'user', balanceAsOf: '2026-11-01', transactionCount: 2 });
    expect(rowsOf(accountId).find((r) => r.description === 'BAKERY')).toMatchObject({ amountCents: 625, currency: 'CAD' });
  });
});

describe('a card statement whose charges are positive', () => {
  const CARD = ['Transaction Date,Post Date,Description,Category,Type,Amount', '11/02/2026,11/03/2026,GROCERY OUTLET,Groceries,Sale,54.20', '11/04/2026,11/05/2026,GAS STATION,Gas,Sale,38.00', '11/06/2026,11/06/2026,PAYMENT THANK YOU,,Payment,-100.00'].join('\n');

  it('is warned about, and flipping the signs stores the charges as money out', async () => {
    const erin = cara;
    const asIs = await preview(erin, 'card.csv', CARD);
    expect(asIs.warnings).toEqual(['Most rows of this card statement are money in. If its charges show as positive amounts, flip the signs.']);
    expect(asIs).toMatchObject({ moneyIn: 92.2, moneyOut: 100 });
    const flipped = await preview(erin, 'card.csv', CARD, { invertSigns: 'true' });
    expect(flipped.warnings).toEqual([]);
    expect(flipped.sample.map((r) => r.amount)).toEqual([54.2, 38, -100]);
    expect(flipped).toMatchObject({ moneyIn: 100, moneyOut: 92.2 });
    const made = await importFile(erin, 'card.csv', CARD, { invertSigns: 'true' });
    expect(await accountOf(erin, made.accountId)).toMatchObject({ type: 'credit', name: 'card', balance: null });
    expect(rowsOf(made.accountId).map((r) => r.amountCents)).toEqual([5420, 3800, -10_000]);
  });
});

describe('managing an account', () => {
  let main: string;
  let other: string;

  beforeAll(async () => {
    main = (await importFile(bob, 'main.csv', EXPORT)).accountId;
    // The same layout as main.csv: "New account" keeps it apart.
    other = (await importFile(bob, 'other.csv', [HEADER, '2026-11-07,RENT,-900.00'].join('\n'), { newAccount: 'true' })).accountId;
  });

  it('renames, retypes, moves to an institution and a currency (its rows follow the currency)', async () => {
    const res = await bob.client.request('PATCH', `/api/accounts/${main}`, { name: 'Everyday', type: 'savings', institution: 'Credit Union', currency: 'eur' });
    expect(res.status).toBe(200);
    expect(bankAccountSchema.parse(await res.json())).toMatchObject({ id: main, name: 'Everyday', type: 'savings', institution: 'Credit Union', currency: 'EUR', imported: true });
    expect(new Set(rowsOf(main).map((r) => r.currency))).toEqual(new Set(['EUR']));
    await bob.client.request('PATCH', `/api/accounts/${main}`, { currency: 'USD', type: 'loan' });
    expect(await accountOf(bob, main)).toMatchObject({ currency: 'USD', type: 'loan' });
    await bob.client.request('PATCH', `/api/accounts/${main}`, { type: 'checking' });
  });

  it.each([
    ['nothing', {}],
    ['an empty name', { name: '  ' }],
    ['an unknown type', { type: 'piggy-bank' }],
    ['a bad currency', { currency: 'EURO' }],
    ['an unknown field', { colour: 'red' }],
    ['a text closed flag', { closed: 'yes' }],
  ])('refuses %s with 400', async (_name, body) => {
    await expectError(await bob.client.request('PATCH', `/api/accounts/${main}`, body), 400);
  });

  it.each([
    ['text', { balance: '10', asOf: '2026-11-01' }],
    ['3 decimals', { balance: 10.001, asOf: '2026-11-01' }],
    ['no date', { balance: 10 }],
    ['an impossible date', { balance: 10, asOf: '2026-02-30' }],
    ['a future date', { balance: 10, asOf: '2026-12-01' }],
    ['a slashed date', { balance: 10, asOf: '11/01/2026' }],
  ])('refuses a balance with %s (400)', async (_name, body) => {
    await expectError(await bob.client.request('POST', `/api/accounts/${main}/balance`, body), 400);
    expect(await accountOf(bob, main)).toMatchObject({ balance: null });
  });

  it('answers 404 for another user’s account, and 400 for a malformed id', async () => {
    await expectError(await ann.client.request('PATCH', `/api/accounts/${main}`, { name: 'Mine' }), 404);
    await expectError(await ann.client.request('POST', `/api/accounts/${main}/balance`, { balance: 1, asOf: '2026-11-01' }), 404);
    await expectError(await ann.client.request('DELETE', `/api/accounts/${main}`), 404);
    await expectError(await bob.client.request('PATCH', `/api/accounts/${crypto.randomUUID()}`, { name: 'Ghost' }), 404);
    await expectError(await bob.client.request('DELETE', '/api/accounts/nope'), 400);
    expect(await accountOf(bob, main)).toMatchObject({ name: 'Everyday' });
  });

  it('refuses Send/Receive with an account whose balance is unknown, then moves money once both are set', async () => {
    await expectError(await bob.client.request('POST', '/api/banking/transfer', { fromAccountId: main, toAccountId: other, amount: 10 }), 409, /^Set this account's balance first/);
    await bob.client.request('POST', `/api/accounts/${main}/balance`, { balance: 1000, asOf: '2026-11-20' });
    await bob.client.request('POST', `/api/accounts/${other}/balance`, { balance: 250.5, asOf: '2026-11-20' });
    const res = await bob.client.request('POST', '/api/banking/transfer', { fromAccountId: main, toAccountId: other, amount: 100.25 });
    expect(res.status).toBe(200);
    expect(await accountOf(bob, main)).toMatchObject({ balance: 899.75 });
    expect(await accountOf(bob, other)).toMatchObject({ balance: 350.75 });
  });

  it('totals add known balances of open accounts in the home currency only', async () => {
    expect(await netWorth(bob)).toBe(1250.5);
    await bob.client.request('PATCH', `/api/accounts/${other}`, { currency: 'EUR' });
    expect(await netWorth(bob)).toBe(899.75);
    await bob.client.request('PATCH', `/api/accounts/${other}`, { currency: 'USD' });
    expect(await netWorth(bob)).toBe(1250.5);
  });

  it('closes an account: listed last, out of totals, no transfers, no imports; reopens', async () => {
    const closed = bankAccountSchema.parse(await (await bob.client.request('PATCH', `/api/accounts/${main}`, { closed: true })).json());
    expect(closed.closed).toBe(true);
    expect((await accountsOf(bob)).map((a) => [a.id, a.closed])).toEqual([
      [other, false],
      [main, true],
    ]);
    expect(await netWorth(bob)).toBe(350.75);
    await expectError(await bob.client.request('POST', '/api/banking/transfer', { fromAccountId: other, toAccountId: main, amount: 1 }), 409, 'Everyday is closed: reopen it to move money');
    await expectError(await upload(bob, `/api/banking/import?${q({ fileName: 'main.csv', accountId: main })}`, EXPORT), 409);
    await bob.client.request('PATCH', `/api/accounts/${main}`, { closed: false });
    expect(await accountOf(bob, main)).toMatchObject({ closed: false });
    expect(await netWorth(bob)).toBe(1250.5);
  });

  it('deletes an account with its rows and imports, says how many rows went, and leaves the totals', async () => {
    const rows = rowsOf(main).length;
    expect(rows).toBe(4); // 3 imported + 1 transfer
    const res = await bob.client.request('DELETE', `/api/accounts/${main}`);
    expect(res.status).toBe(200);
    expect(deleteAccountResponseSchema.parse(await res.json())).toEqual({ deletedTransactions: 4 });
    expect(rowsOf(main)).toEqual([]);
    expect((await accountsOf(bob)).map((a) => a.id)).toEqual([other]);
    expect(server.db.select({ n: count() }).from(bankImports).where(eq(bankImports.bankAccountId, main)).get()!.n).toBe(0);
    expect(await netWorth(bob)).toBe(350.75);
    const left = server.db
      .select({ s: sql<number>`sum(${transactions.amountCents})` })
      .from(transactions)
      .where(and(eq(transactions.userId, bob.userId)))
      .get()!.s;
    expect(left).toBe(90_000 - 10_025);
    await expectError(await bob.client.request('DELETE', `/api/accounts/${main}`), 404);
  });
});
