import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseHeader } from './csv-mapping';
import { decodeImportBuffer } from './decode';
import { FIXTURES, type Fixture } from './fixtures/expected';
import { importTotals, looksLikeCardChargesAsDeposits, parseImport } from './preview';
import type { ParseResult } from './types';

const dir = new URL('./fixtures/', import.meta.url);
const bytes = (file: string) => new Uint8Array(readFileSync(new URL(file, dir)));
const parseFile = (f: Fixture, fileName = f.file, data = bytes(f.file)) => parseImport(decodeImportBuffer(data), fileName);
const rowsOf = (r: ParseResult) =>
  r.rows.map(({ date, description, amountCents, currency }) => (currency === undefined ? { date, description, amountCents } : { date, description, amountCents, currency }));

describe('bank-file fixtures (fixtures/expected.ts)', () => {
  it('every file in the folder has its expectations, and the other way round', () => {
    const files = readdirSync(dir).filter((f) => !f.endsWith('.ts'));
    expect(files.sort()).toEqual(FIXTURES.map((f) => f.file).sort());
    expect(FIXTURES.length).toBeGreaterThanOrEqual(12);
    for (const f of FIXTURES) expect(f.rows.length, f.file).toBeGreaterThanOrEqual(5);
  });

  it('the files carry the encodings they stand for', () => {
    const latin1 = bytes('latin1-banque-fr.csv');
    expect(latin1.includes(0xe9)).toBe(true); // é as one byte
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(latin1)).toThrow();
    const cp1252 = bytes('cp1252-ie-current.csv');
    expect([0x80, 0x92, 0x96].every((b) => cp1252.includes(b))).toBe(true); // € ’ –
    expect([...bytes('semicolon-decimal-comma-de.csv').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes('dmy-chf.csv').includes(0xe4)).toBe(true); // ä in "Währung"
  });

  describe.each(FIXTURES.map((f) => [f.file, f] as const))('%s', (_, f) => {
    const result = parseFile(f);

    it('format, rows (dates, signs, descriptions, currencies) and skipped rows, exactly', () => {
      expect(result.format).toBe(f.format);
      expect(rowsOf(result)).toEqual(f.rows);
      expect(result.errors).toEqual(f.errors ?? []);
    });

    it('the account: type, currency, balance and its date, number and mask, exactly', () => {
      expect(result.account ?? {}).toEqual(f.account);
    });

    it('the card-sign warning fires only for a card whose charges read as deposits', () => {
      expect(looksLikeCardChargesAsDeposits(result, f.file)).toBe(f.cardChargesAsDeposits === true);
    });

    it('a renamed download (export (1).txt) parses the same, by its content', () => {
      const renamed = parseFile(f, 'export (1).txt');
      expect(renamed.format).toBe(f.format);
      expect(rowsOf(renamed)).toEqual(f.rows);
      expect(renamed.account ?? {}).toEqual(f.account);
    });

    it('CSV: the mapping it reports, given back (as remembered for the account), gives the same rows and header key', () => {
      if (f.format !== 'csv') {
        expect(result.mapping).toBeNull();
        expect(result.headerKey).toBeUndefined();
        return;
      }
      expect(result.mapping).not.toBeNull();
      expect(result.headerKey).toBe(result.columns.map(normaliseHeader).join('|'));
      const again = parseImport(decodeImportBuffer(bytes(f.file)), f.file, result.mapping ?? undefined);
      expect(rowsOf(again)).toEqual(f.rows);
      expect(again.account ?? {}).toEqual(f.account);
      expect(again.headerKey).toBe(result.headerKey);
    });
  });

  it('header keys are accent- and case-insensitive', () => {
    const key = (file: string) => parseFile(FIXTURES.find((x) => x.file === file)!).headerKey;
    expect(key('latin1-banque-fr.csv')).toBe('date|libelle|debit euros|credit euros|column 5');
    expect(key('dmy-brl.csv')).toBe('data|valor|identificador|descricao');
  });

  it('UTF-16 LE and BE with a BOM decode to the same rows', () => {
    const f = FIXTURES.find((x) => x.file === 'semicolon-decimal-comma-de.csv')!;
    const text = decodeImportBuffer(bytes(f.file));
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    expect(rowsOf(parseFile(f, f.file, new Uint8Array(le)))).toEqual(f.rows);
    expect(rowsOf(parseFile(f, f.file, new Uint8Array(be)))).toEqual(f.rows);
  });

  it('money in and money out of a file, for the preview', () => {
    const f = FIXTURES.find((x) => x.file === 'running-balance-schwab.csv')!;
    expect(importTotals(parseFile(f).rows, parseFile(f))).toEqual({ moneyInCents: 87 + 6000 + 250 + 123456, moneyOutCents: 11240 + 45000 + 7126 + 1549 + 30000, currency: null });
    const qfx = FIXTURES.find((x) => x.file === 'qfx-cdata-entities.qfx')!;
    expect(importTotals(parseFile(qfx).rows, parseFile(qfx)).currency).toBe('CAD');
  });
});
