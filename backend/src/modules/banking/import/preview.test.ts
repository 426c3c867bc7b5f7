import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importPreviewSchema } from '../../../../../shared/contracts/banking';
import { ImportFormatError } from './errors';
import { MAX_PREVIEW_ERRORS, parseImport, previewImport } from './preview';

/** The part of the preview contract a file decides alone (the rest needs the target account). */
const filePreviewSchema = importPreviewSchema.pick({
  format: true,
  columns: true,
  mapping: true,
  totalRows: true,
  sample: true,
  errors: true,
  moneyIn: true,
  moneyOut: true,
});

const sample = (name: string) => readFileSync(new URL(`../../../../../resources/sample-exports/${name}`, import.meta.url), 'utf8');

describe('previewImport', () => {
  it('CSV: the first rows in dollars, positive = money out, matching the contract', () => {
    const p = previewImport(sample('chase.csv'), 'Chase1234_Activity.CSV', undefined, 3);
    expect(filePreviewSchema.parse(p)).toEqual({ ...p, currency: undefined });
    expect(p).toEqual({
      format: 'csv',
      columns: ['Transaction Date', 'Post Date', 'Description', 'Category', 'Type', 'Amount', 'Memo'],
      mapping: { date: 'Transaction Date', description: 'Description', amount: 'Amount', category: 'Category', outflowIsNegative: true },
      totalRows: 7,
      sample: [
        { date: '2026-01-28', description: 'NETFLIX.COM', amount: 15.49, category: 'Entertainment', bankId: null },
        { date: '2026-01-27', description: 'AMAZON MKTP US*ZT4RF8KQ3', amount: 42.17, category: 'Shopping', bankId: null },
        { date: '2026-01-25', description: 'Payment Thank You-Mobile', amount: -500, category: null, bankId: null },
      ],
      errors: [],
      moneyIn: 524.99,
      moneyOut: 124.3,
      currency: null,
    });
  });

  it('OFX and QFX', () => {
    const ofx = previewImport(sample('checking.ofx'), 'checking.ofx');
    expect(filePreviewSchema.parse(ofx)).toEqual({ ...ofx, currency: undefined });
    expect(ofx.format).toBe('ofx');
    expect(ofx.mapping).toBeNull();
    expect(ofx.totalRows).toBe(6);
    expect(ofx.sample).toHaveLength(6);
    expect(ofx.sample[1]).toEqual({ date: '2026-01-05', description: 'COMCAST CABLE', amount: 89.99, category: null, bankId: '202601050002' });
    const qfx = previewImport(sample('credit-card.qfx'), 'Card.qfx', undefined, 1);
    expect(qfx.format).toBe('qfx');
    expect(qfx.totalRows).toBe(4);
    expect(qfx.sample).toEqual([{ date: '2026-01-03', description: 'NETFLIX.COM', amount: 15.49, category: null, bankId: '2026010324692163001234567' }]);
  });

  it('applies an edited mapping; an empty description is filled from another description column', () => {
    const p = previewImport(sample('chase.csv'), 'chase.csv', { date: 'Post Date', description: 'Memo', amount: 'Amount', outflowIsNegative: true }, 1);
    expect(p.sample).toEqual([{ date: '2026-01-29', description: 'NETFLIX.COM', amount: 15.49, category: null, bankId: null }]);
  });

  it('unrecognised columns: no sample, the columns and why', () => {
    const p = previewImport('When,What,Value\n2026-01-05,Coffee,3.50\n', 'export.csv');
    expect(filePreviewSchema.parse(p)).toEqual({ ...p, currency: undefined });
    expect(p).toEqual({
      format: 'csv',
      columns: ['When', 'What', 'Value'],
      mapping: null,
      totalRows: 0,
      sample: [],
      errors: [{ row: 0, message: 'No date, description column found in "When, What, Value": choose the columns by hand' }],
      moneyIn: 0,
      moneyOut: 0,
      currency: null,
    });
  });

  it('caps the listed errors and counts the rest', () => {
    const lines = ['Date,Description,Amount', '01/05/2026,ok,-1'];
    for (let i = 0; i < 250; i++) lines.push(`bad,row ${i},-1`);
    const p = previewImport(lines.join('\n'));
    expect(p.totalRows).toBe(1);
    expect(p.errors).toHaveLength(MAX_PREVIEW_ERRORS + 1);
    expect(p.errors[0]).toEqual({ row: 2, message: 'Unreadable date "bad"' });
    expect(p.errors[MAX_PREVIEW_ERRORS]).toEqual({ row: 0, message: '150 more rows could not be read' });
  });

  it('throws ImportFormatError for unreadable files', () => {
    expect(() => previewImport('')).toThrow(ImportFormatError);
    expect(() => previewImport(sample('checking.ofx').slice(0, 900), 'checking.ofx')).toThrow('The OFX file is incomplete');
  });

  it('parseImport dispatches on the detected format', () => {
    expect(parseImport(sample('statement-v2.ofx')).format).toBe('ofx');
    expect(parseImport(sample('credit-card.qfx')).format).toBe('qfx');
    expect(parseImport(sample('amex.csv')).format).toBe('csv');
  });
});
