import { describe, expect, it } from 'vitest';
import { checkStatementDate, detailsChanges, detailsDraft, localToday, parseBalanceInput } from './account-forms';

const account = { name: 'Everyday', type: 'checking' as const, institution: 'First Bank', currency: 'USD' };

describe('detailsChanges', () => {
  it('sends only what changed, trimmed and upper-cased', () => {
    const draft = { ...detailsDraft(account), name: '  Bills  ', currency: 'eur', type: 'savings' as const };
    expect(detailsChanges(account, draft)).toEqual({ ok: true, value: { name: 'Bills', type: 'savings', currency: 'EUR' } });
  });

  it('is empty when nothing changed', () => {
    expect(detailsChanges(account, { ...detailsDraft(account), name: 'Everyday ' })).toEqual({ ok: true, value: {} });
  });

  it('refuses an empty name or institution and a code that is not 3 letters', () => {
    expect(detailsChanges(account, { ...detailsDraft(account), name: '  ' })).toMatchObject({ ok: false, field: 'name' });
    expect(detailsChanges(account, { ...detailsDraft(account), institution: '' })).toMatchObject({ ok: false, field: 'institution' });
    expect(detailsChanges(account, { ...detailsDraft(account), currency: 'EU' })).toMatchObject({ ok: false, field: 'currency' });
    expect(detailsChanges(account, { ...detailsDraft(account), currency: 'E1R' })).toMatchObject({ ok: false, field: 'currency' });
  });
});

describe('parseBalanceInput', () => {
  it('reads signed amounts with a dollar sign and thousands commas', () => {
    expect(parseBalanceInput('1,250.00')).toEqual({ ok: true, value: 1250 });
    expect(parseBalanceInput('-$310.45')).toEqual({ ok: true, value: -310.45 });
    expect(parseBalanceInput('0')).toEqual({ ok: true, value: 0 });
  });

  it('refuses empty text, words and a third decimal', () => {
    expect(parseBalanceInput('')).toMatchObject({ ok: false, message: 'Enter the balance on the statement' });
    expect(parseBalanceInput('abc')).toMatchObject({ ok: false, field: 'balance' });
    expect(parseBalanceInput('1.005')).toMatchObject({ ok: false, message: 'Use at most 2 decimal places' });
  });
});

describe('checkStatementDate', () => {
  it('takes a real day up to today', () => {
    expect(checkStatementDate('2025-03-04', '2025-03-04')).toEqual({ ok: true, value: '2025-03-04' });
    expect(checkStatementDate('2025-03-05', '2025-03-04')).toMatchObject({ ok: false, message: 'The statement date cannot be in the future' });
    expect(checkStatementDate('2025-02-30', '2025-03-04')).toMatchObject({ ok: false, field: 'asOf' });
    expect(checkStatementDate('', '2025-03-04')).toMatchObject({ ok: false, field: 'asOf' });
  });

  it('takes today from the local calendar', () => {
    expect(localToday(new Date(2025, 0, 9, 23, 30))).toBe('2025-01-09');
  });
});
