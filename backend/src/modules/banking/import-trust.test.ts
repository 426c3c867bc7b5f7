/**
 * Bank files whose meaning the import used to guess wrong (issue "Trust"), over HTTP on the real
 * server (hosted mode, a registered user): a hostile OFX nested too deeply is a 400, a file that
 * does not say its currency makes the preview ask and the import take the chosen one, an
 * expenses file whose amounts are all positive is warned about, and a preview the import would
 * refuse says so.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, transactions } from '../../db/schema';
import { importHistorySchema, importPreviewSchema, importResultSchema, undoImportResponseSchema } from '../../../../shared/contracts/banking';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { registerTestUser, type TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let user: { client: TestClient; userId: string };

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
  user = await registerTestUser(server.url, 'trusty');
});
afterAll(() => server.close());

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const upload = (path: string, params: Record<string, string>, body: string) =>
  user.client.request('POST', `${path}?${q(params)}`, undefined, { raw: body, contentType: 'application/octet-stream' });
async function preview(params: Record<string, string>, body: string) {
  const res = await upload('/api/banking/import/preview', params, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return importPreviewSchema.parse(await res.json());
}

/** An SGML OFX whose body is `depth` nested aggregates: a parser that recurses overflows its stack. */
function deeplyNestedOfx(depth: number): string {
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n${'<A>'.repeat(depth)}<B>x${'</A>'.repeat(depth)}\n</OFX>\n`;
}

describe('a hostile OFX nested 20,000 deep', () => {
  it.each(['/api/banking/import/preview', '/api/banking/import'])('%s answers 400 with a clear message, never a 500, and writes nothing', async (path) => {
    const res = await upload(path, { fileName: 'deep.ofx' }, deeplyNestedOfx(20_000));
    expect(res.status).toBe(400);
    const { error } = errorBodySchema.parse(await res.json());
    expect(error.message).toMatch(/nested too deeply/i);
    expect(server.db.select().from(transactions).where(eq(transactions.userId, user.userId)).all()).toEqual([]);
  });
});

// ING España's export: Spanish headers, dd/mm/yyyy, decimal commas, and no word about the currency.
const ING_ES = [
  'F. VALOR;CATEGORÍA;SUBCATEGORÍA;DESCRIPCIÓN;COMENTARIO;IMPORTE;SALDO',
  '02/11/2026;Alimentación;Supermercados;Pago en MERCADONA VALENCIA;;-45,30;1.954,70',
  '03/11/2026;Nómina;Nómina;Nomina recibida ACME SL;;2.000,00;3.954,70',
  '05/11/2026;Hogar;Luz;Recibo IBERDROLA;;-61,20;3.893,50',
].join('\n');

describe('a file that does not say its currency', () => {
  it('the preview says the currency is not known, and suggests the home currency', async () => {
    const p = await preview({ fileName: 'Movimientos.csv' }, ING_ES);
    expect(p.totalRows).toBe(3);
    expect(p.currencyKnown).toBe(false);
    expect(p.currency).toBe('USD');
  });

  it('the preview and the import take the currency the user chose', async () => {
    const p = await preview({ fileName: 'Movimientos.csv', currency: 'eur' }, ING_ES);
    expect(p.currency).toBe('EUR');
    const res = await upload('/api/banking/import', { fileName: 'Movimientos.csv', currency: 'EUR' }, ING_ES);
    expect(res.status, await res.clone().text()).toBe(200);
    const { accountId } = importResultSchema.parse(await res.json());
    expect(server.db.select({ currency: bankAccounts.currency }).from(bankAccounts).where(eq(bankAccounts.id, accountId)).get()).toEqual({ currency: 'EUR' });
    const stored = server.db.select({ currency: transactions.currency }).from(transactions).where(eq(transactions.bankAccountId, accountId)).all();
    expect(stored.map((r) => r.currency)).toEqual(['EUR', 'EUR', 'EUR']);
  });

  it('a currency that is not a 3-letter code is a 400 from the contract', async () => {
    const res = await upload('/api/banking/import/preview', { fileName: 'Movimientos.csv', currency: 'euros' }, ING_ES);
    expect(res.status).toBe(400);
  });

  it('a file that states its currency is known, and a different chosen one is refused with the reason', async () => {
    const chf = 'Date,Description,Amount,Currency\n2026-11-02,MIGROS,-12.50,CHF\n2026-11-03,COOP,-8.10,CHF\n';
    const p = await preview({ fileName: 'chf.csv' }, chf);
    expect({ currency: p.currency, currencyKnown: p.currencyKnown }).toEqual({ currency: 'CHF', currencyKnown: true });
    const res = await upload('/api/banking/import/preview', { fileName: 'chf.csv', currency: 'USD' }, chf);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).error.message).toMatch(/this file is in CHF/i);
  });
});

describe('a preview the import would refuse', () => {
  it('says why in blockedReason (a currency mismatch with the chosen account), and the import refuses with the same reason', async () => {
    const usd = 'Date,Description,Amount\n2026-11-02,COFFEE,-4.50\n2026-11-03,PAYROLL,2500.00\n';
    const res = await upload('/api/banking/import', { fileName: 'usd.csv' }, usd);
    const { accountId } = importResultSchema.parse(await res.json());
    const gbp = 'Date,Description,Amount,Currency\n2026-11-02,TESCO,-12.50,GBP\n2026-11-03,BOOTS,-8.10,GBP\n';
    const p = await preview({ fileName: 'gbp.csv', accountId }, gbp);
    expect(p.blockedReason).toMatch(/this file is in GBP/i);
    const refused = await upload('/api/banking/import', { fileName: 'gbp.csv', accountId }, gbp);
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(await refused.json()).error.message).toBe(p.blockedReason);
    const fine = await preview({ fileName: 'usd.csv', accountId }, usd);
    expect(fine.blockedReason).toBeNull();
  });
});

describe('an expenses file whose amounts are all positive', () => {
  // A credit union's "Expenses" export: 8 charges, all written positive, $465,000 read as money in.
  const EXPENSES = [
    'Date,Description,Amount',
    '2026-10-01,RENT OCTOBER,180000.00',
    '2026-10-03,GROCER,40000.00',
    '2026-10-05,UTILITY CO,50000.00',
    '2026-10-09,PHONE,20000.00',
    '2026-10-12,INSURANCE,60000.00',
    '2026-10-15,GYM,25000.00',
    '2026-10-20,FUEL,40000.00',
    '2026-10-28,DENTIST,50000.00',
  ].join('\n');

  it('is warned about (the sign convention is in doubt), and flipping the signs makes the rows money out', async () => {
    const p = await preview({ fileName: 'Expenses.csv' }, EXPENSES);
    expect(p.moneyIn).toBe(465000);
    expect(p.warnings.some((w) => /all amounts in this file are positive/i.test(w) && /flip/i.test(w))).toBe(true);
    const flipped = await preview({ fileName: 'Expenses.csv', invertSigns: 'true' }, EXPENSES);
    expect({ moneyIn: flipped.moneyIn, moneyOut: flipped.moneyOut }).toEqual({ moneyIn: 0, moneyOut: 465000 });
    expect(flipped.warnings).toEqual([]);
  });

  it('a checking file with money both ways is not warned about', async () => {
    const p = await preview({ fileName: 'Expenses.csv' }, 'Date,Description,Amount\n2026-10-01,RENT,-1800.00\n2026-10-02,PAYROLL,2500.00\n');
    expect(p.warnings).toEqual([]);
  });
});

describe('the import history after some of its rows were deleted', () => {
  it('says how many rows are left (what an undo removes), and the undo removes exactly those', async () => {
    const csv = 'Date,Description,Amount\n2026-09-01,ONE,-1.00\n2026-09-02,TWO,-2.00\n2026-09-03,THREE,-3.00\n';
    const res = await upload('/api/banking/import', { fileName: 'undo-me.csv', newAccount: 'true' }, csv);
    const { importId, accountId } = importResultSchema.parse(await res.json());
    const ids = server.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.importId, importId)).all().map((r) => r.id);
    expect(ids).toHaveLength(3);
    const deleted = await user.client.request('POST', '/api/transactions/delete', { ids: [ids[0]] });
    expect(deleted.status, await deleted.clone().text()).toBe(200);

    const history = importHistorySchema.parse(await (await user.client.get('/api/banking/imports')).json());
    expect(history.find((h) => h.id === importId)).toMatchObject({ imported: 3, remaining: 2 });
    const undone = await user.client.request('DELETE', `/api/banking/imports/${importId}`);
    expect(undoImportResponseSchema.parse(await undone.json()).removed).toBe(2);
    expect(server.db.select().from(transactions).where(eq(transactions.bankAccountId, accountId)).all()).toEqual([]);
  });
});
