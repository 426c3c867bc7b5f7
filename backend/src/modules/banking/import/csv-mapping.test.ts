import { describe, expect, it } from 'vitest';
import { csvMappingSchema } from '../../../../../shared/contracts/banking';
import { detectCsvMapping, headerCurrency, missingRoles, normaliseHeader, splitHeaderCurrency, uniqueColumns } from './csv-mapping';

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

  it('Chase checking: posting date, running balance', () => {
    expect(detectCsvMapping(cols('Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #'))).toEqual({
      date: 'Posting Date',
      description: 'Description',
      amount: 'Amount',
      balance: 'Balance',
      outflowIsNegative: true,
    });
  });

  it('Bank of America: the running balance is not the amount, it is the balance', () => {
    expect(detectCsvMapping(cols('Date, Description, Amount, Running Bal.'))).toEqual({
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      balance: 'Running Bal.',
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
      balance: 'Balance',
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

describe('wider synonyms', () => {
  it.each([
    [['Date', 'Desc', 'Amount'], { date: 'Date', description: 'Desc', amount: 'Amount' }],
    [['Fecha', 'Concepto', 'Importe', 'Saldo', 'Moneda'], { date: 'Fecha', description: 'Concepto', amount: 'Importe', balance: 'Saldo', currency: 'Moneda' }],
    [['Date opération', 'Libellé', 'Débit', 'Crédit', 'Solde', 'Devise'], { date: 'Date opération', description: 'Libellé', debit: 'Débit', credit: 'Crédit', balance: 'Solde', currency: 'Devise' }],
    [['Buchungstag', 'Verwendungszweck', 'Soll', 'Haben', 'Kontostand', 'Währung'], { date: 'Buchungstag', description: 'Verwendungszweck', debit: 'Soll', credit: 'Haben', balance: 'Kontostand', currency: 'Währung' }],
    [['Data', 'Descrição', 'Débito', 'Crédito', 'Moeda'], { date: 'Data', description: 'Descrição', debit: 'Débito', credit: 'Crédito', currency: 'Moeda' }],
    [['Datum', 'Omschrijving', 'Bedrag'], { date: 'Datum', description: 'Omschrijving', amount: 'Bedrag' }],
    [['Value Date', 'Transaction Details', 'Money Out', 'Money In', 'Running Balance'], { date: 'Value Date', description: 'Transaction Details', debit: 'Money Out', credit: 'Money In', balance: 'Running Balance' }],
    [['Posted Date', 'Narrative', 'Paid Out', 'Paid In', 'Balance'], { date: 'Posted Date', description: 'Narrative', debit: 'Paid Out', credit: 'Paid In', balance: 'Balance' }],
    [['Date', 'Name', 'Gross', 'Fee', 'Net', 'Currency Code'], { date: 'Date', description: 'Name', amount: 'Net', currency: 'Currency Code' }],
    [['Fecha', 'Descripción', 'Cargo', 'Abono'], { date: 'Fecha', description: 'Descripción', debit: 'Cargo', credit: 'Abono' }],
    [['Datum', 'Naam / Omschrijving', 'Af', 'Bij'], { date: 'Datum', description: 'Naam / Omschrijving', debit: 'Af', credit: 'Bij' }],
    [['Buchungsdatum', 'Avisierungstext', 'Gutschrift in CHF', 'Lastschrift in CHF', 'Saldo in CHF'], { date: 'Buchungsdatum', description: 'Avisierungstext', debit: 'Lastschrift in CHF', credit: 'Gutschrift in CHF', balance: 'Saldo in CHF' }],
    [['DATE', 'LIBELLE', 'MONTANT EUR'], { date: 'DATE', description: 'LIBELLE', amount: 'MONTANT EUR' }],
  ])('%j', (columns, expected) => {
    expect(detectCsvMapping(columns)).toEqual({ ...expected, outflowIsNegative: true });
  });
});

describe('header helpers', () => {
  it('header currencies: a code, "in CHF", a sign or "euros"; "$" names none', () => {
    expect(splitHeaderCurrency('betrag eur')).toEqual({ name: 'betrag', currency: 'EUR' });
    expect(splitHeaderCurrency('saldo in chf')).toEqual({ name: 'saldo', currency: 'CHF' });
    expect(splitHeaderCurrency('valor r$')).toEqual({ name: 'valor', currency: 'BRL' });
    expect(splitHeaderCurrency('debit euros')).toEqual({ name: 'debit', currency: 'EUR' });
    expect(splitHeaderCurrency('amount $')).toEqual({ name: 'amount', currency: null });
    expect(splitHeaderCurrency('paid out')).toEqual({ name: 'paid out', currency: null });
    expect(headerCurrency(['Soll (EUR)', 'Haben (EUR)'])).toBe('EUR');
    expect(headerCurrency(['Amount (USD)', 'Amount (EUR)'])).toBeNull();
  });

  it('ignores accents and case', () => {
    expect(normaliseHeader('Libellé de l’opération')).toBe('libelle de l’operation');
    expect(normaliseHeader('WÄHRUNG')).toBe('wahrung');
  });

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
