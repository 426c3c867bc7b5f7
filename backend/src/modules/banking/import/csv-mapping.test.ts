import { describe, expect, it } from 'vitest';
import { csvMappingSchema } from '../../../../../shared/contracts/banking';
import { detectCsvMapping, missingRoles, normaliseHeader, uniqueColumns } from './csv-mapping';

const cols = (header: string) => header.split(',').map((c) => c.trim());

describe('detectCsvMapping', () => {
  it('Chase: transaction date, signed amount, category', () => {
    expect(detectCsvMapping(cols('Transaction Date, Post Date, Description, Category, Type, Amount, Memo'))).toEqual({
      date: 'Transaction Date',
      description: 'Description',
      amount: 'Amount',
      category: 'Category',
      outflowIsNegative: true,
    });
  });

  it('Chase checking: posting date', () => {
    expect(detectCsvMapping(cols('Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #'))).toEqual({
      date: 'Posting Date',
      description: 'Description',
      amount: 'Amount',
      outflowIsNegative: true,
    });
  });

  it('Bank of America: the running balance is not the amount', () => {
    expect(detectCsvMapping(cols('Date, Description, Amount, Running Bal.'))).toEqual({
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      outflowIsNegative: true,
    });
  });

  it('Bank of America credit card: payee and reference number', () => {
    expect(detectCsvMapping(cols('Posted Date,Reference Number,Payee,Address,Amount'))).toEqual({
      date: 'Posted Date',
      description: 'Payee',
      amount: 'Amount',
      id: 'Reference Number',
      outflowIsNegative: true,
    });
  });

  it('Capital One: debit and credit columns, card number ignored', () => {
    expect(detectCsvMapping(cols('Transaction Date, Posted Date, Card No., Description, Category, Debit, Credit'))).toEqual({
      date: 'Transaction Date',
      description: 'Description',
      debit: 'Debit',
      credit: 'Credit',
      category: 'Category',
      outflowIsNegative: true,
    });
  });

  it('American Express: charges are positive', () => {
    expect(
      detectCsvMapping(
        cols('Date,Description,Amount,Extended Details,Appears On Your Statement As,Address,City/State,Zip Code,Country,Reference,Category'),
      ),
    ).toEqual({ date: 'Date', description: 'Description', amount: 'Amount', id: 'Reference', category: 'Category', outflowIsNegative: false });
    expect(detectCsvMapping(cols('Date,Description,Card Member,Account #,Amount'))).toEqual({
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      outflowIsNegative: false,
    });
  });

  it('Mint: the cleaned description, not the original one', () => {
    expect(
      detectCsvMapping(cols('Date,Description,Original Description,Amount,Transaction Type,Category,Account Name,Labels,Notes')),
    ).toEqual({ date: 'Date', description: 'Description', amount: 'Amount', category: 'Category', outflowIsNegative: true });
  });

  it('Monarch: merchant', () => {
    expect(detectCsvMapping(cols('Date,Merchant,Category,Account,Original Statement,Notes,Amount,Tags'))).toEqual({
      date: 'Date',
      description: 'Merchant',
      amount: 'Amount',
      category: 'Category',
      outflowIsNegative: true,
    });
  });

  it('generic lower-case names, ids, withdrawals and deposits', () => {
    expect(detectCsvMapping(['id', 'date', 'payee', 'amount'])).toEqual({
      date: 'date',
      description: 'payee',
      amount: 'amount',
      id: 'id',
      outflowIsNegative: true,
    });
    expect(detectCsvMapping(['transaction_id', 'Date', 'Merchant', 'Withdrawals', 'Deposits', 'Balance'])).toEqual({
      date: 'Date',
      description: 'Merchant',
      debit: 'Withdrawals',
      credit: 'Deposits',
      id: 'transaction_id',
      outflowIsNegative: true,
    });
    expect(detectCsvMapping(['Date', 'Description', 'Debit'])).toEqual({ date: 'Date', description: 'Description', debit: 'Debit', outflowIsNegative: true });
  });

  it('prefers one amount column over debit/credit', () => {
    expect(detectCsvMapping(['Date', 'Description', 'Debit', 'Credit', 'Amount'])).toEqual({
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      outflowIsNegative: true,
    });
  });

  it('German bank headers', () => {
    expect(detectCsvMapping(['Buchungstag', 'Valutadatum', 'Auftraggeber/Empfänger', 'Verwendungszweck', 'Betrag (EUR)', 'Kategorie'])).toEqual({
      date: 'Buchungstag',
      description: 'Auftraggeber/Empfänger',
      amount: 'Betrag (EUR)',
      category: 'Kategorie',
      outflowIsNegative: true,
    });
  });

  it('every detected mapping satisfies the contract schema', () => {
    const m = detectCsvMapping(cols('Transaction Date, Posted Date, Card No., Description, Category, Debit, Credit'));
    expect(csvMappingSchema.parse(m)).toEqual(m);
  });

  it('returns null without a date, description or amount column', () => {
    expect(detectCsvMapping(['Date', 'Description', 'Running Bal.'])).toBeNull();
    expect(detectCsvMapping(['Description', 'Amount'])).toBeNull();
    expect(detectCsvMapping(['Date', 'Amount', 'Balance'])).toBeNull();
    expect(detectCsvMapping([])).toBeNull();
    expect(missingRoles(['Date', 'Description', 'Running Bal.'])).toEqual(['amount (or debit/credit)']);
    expect(missingRoles(['foo'])).toEqual(['date', 'description', 'amount (or debit/credit)']);
  });
});

describe('header helpers', () => {
  it('normalises header names', () => {
    expect(normaliseHeader('\uFEFF  Running  Bal. ')).toBe('running bal');
    expect(normaliseHeader('Amount (USD)')).toBe('amount usd');
    expect(normaliseHeader('transaction_id')).toBe('transaction id');
  });

  it('makes column names unique and non-empty', () => {
    expect(uniqueColumns(['Date', '', 'Amount', 'amount', ' Amount ', '\uFEFFMemo'])).toEqual([
      'Date',
      'Column 2',
      'Amount',
      'amount (2)',
      'Amount (3)',
      'Memo',
    ]);
  });
});
