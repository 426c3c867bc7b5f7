import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { parseOfx } from './ofx';

const MERCHANTS = ['NETFLIX.COM', 'AMAZON MKTP US*ZT4RF8KQ3', 'STARBUCKS STORE 08512', 'SHELL OIL 57444, HOUSTON TX', 'SPOTIFY USA', 'WHOLEFDS MKT 10230'];

/** Chase layout; every 7th description quoted with a comma, every 50th with an escaped quote. */
function chaseCsv(rows: number): string {
  const out = ['Transaction Date,Post Date,Description,Category,Type,Amount,Memo'];
  for (let i = 0; i < rows; i++) {
    const day = (i % 28) + 1;
    const month = (Math.floor(i / 28) % 12) + 1;
    const date = `${month < 10 ? '0' : ''}${month}/${day < 10 ? '0' : ''}${day}/2025`;
    let desc = `${MERCHANTS[i % MERCHANTS.length]} ${i}`;
    if (i % 7 === 0) desc = `${desc}, SEATTLE WA`;
    if (desc.includes(',')) desc = `"${desc}"`;
    if (i % 50 === 0) desc = `"PAYPAL *""SHOP"" ${i}"`;
    const amount = i % 10 === 0 ? `${(i % 5000) + 0.25}` : `-${(i % 997) + 0.99}`;
    out.push(`${date},${date},${desc},Shopping,Sale,${amount},`);
  }
  return out.join('\r\n') + '\r\n';
}

function time<T>(fn: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = fn();
  return { result, ms: performance.now() - start };
}

describe('performance', () => {
  it('parses a 100,000-row CSV well under 2 s', () => {
    const text = chaseCsv(100_000);
    expect(text.length).toBeGreaterThan(6_000_000);
    const { result, ms } = time(() => parseCsv(text));
    console.log(`100,000-row CSV (${(text.length / 1e6).toFixed(1)} MB): ${ms.toFixed(0)} ms`);
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(100_000);
    expect(result.rows[0]).toEqual({ date: '2025-01-01', description: 'PAYPAL *"SHOP" 0', amountCents: -25, category: 'Shopping', bankId: null });
    expect(result.rows[7]).toEqual({ date: '2025-01-08', description: 'AMAZON MKTP US*ZT4RF8KQ3 7, SEATTLE WA', amountCents: 799, category: 'Shopping', bankId: null });
    expect(ms).toBeLessThan(5000);
  });

  it('parses a 10 MB CSV', () => {
    const text = chaseCsv(150_000);
    expect(text.length).toBeGreaterThan(10_000_000);
    const { result, ms } = time(() => parseCsv(text));
    console.log(`150,000-row CSV (${(text.length / 1e6).toFixed(1)} MB): ${ms.toFixed(0)} ms`);
    expect(result.rows).toHaveLength(150_000);
    expect(ms).toBeLessThan(5000);
  });

  it('parses a 10 MB OFX', () => {
    const parts = ['OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>123456789<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>'];
    for (let i = 0; i < 70_000; i++) {
      parts.push(
        `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>202501${String((i % 28) + 1).padStart(2, '0')}120000[-5:EST]\n<TRNAMT>-${(i % 997) + 0.99}\n<FITID>FIT${i}\n<NAME>${MERCHANTS[i % MERCHANTS.length]}\n<MEMO>memo ${i}\n</STMTTRN>\n`,
      );
    }
    parts.push('</BANKTRANLIST><LEDGERBAL><BALAMT>10.00</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>');
    const text = parts.join('');
    expect(text.length).toBeGreaterThan(10_000_000);
    const { result, ms } = time(() => parseOfx(text));
    console.log(`70,000-transaction OFX (${(text.length / 1e6).toFixed(1)} MB): ${ms.toFixed(0)} ms`);
    expect(result.rows).toHaveLength(70_000);
    expect(result.rows[69_999]).toEqual({ date: '2025-01-28', description: 'SHELL OIL 57444, HOUSTON TX', amountCents: 20999, category: null, bankId: 'FIT69999' });
    expect(ms).toBeLessThan(5000);
  });
});
