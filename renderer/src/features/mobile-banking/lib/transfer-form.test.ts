import { describe, expect, it } from 'vitest';
import { checkTransfer, defaultOtherAccount } from './transfer-form';

const A = '00000000-0000-4000-8000-0000000000aa';
const B = '00000000-0000-4000-8000-0000000000bb';
const C = '00000000-0000-4000-8000-0000000000cc';
const accounts = [{ id: A }, { id: B }, { id: C }];

describe('defaultOtherAccount', () => {
  it('picks the first other account, and keeps a still-valid choice', () => {
    expect(defaultOtherAccount(accounts, A, '')).toBe(B);
    expect(defaultOtherAccount(accounts, B, '')).toBe(A);
    expect(defaultOtherAccount(accounts, A, C)).toBe(C);
    expect(defaultOtherAccount(accounts, C, C)).toBe(A);
  });
  it('has nothing to offer with a single account', () => {
    expect(defaultOtherAccount([{ id: A }], A, '')).toBe('');
  });
});

describe('checkTransfer', () => {
  it('is not ready without an amount or without a source account', () => {
    expect(checkTransfer({ direction: 'send', amountText: '', primaryId: A, otherId: B }, accounts)).toEqual({ ok: false, amountError: null });
    expect(checkTransfer({ direction: 'send', amountText: '20', primaryId: '', otherId: B }, accounts).ok).toBe(false);
  });

  it('explains a bad amount only once something was typed', () => {
    expect(checkTransfer({ direction: 'send', amountText: 'ten', primaryId: A, otherId: B }, accounts)).toMatchObject({
      ok: false,
      amountError: 'Enter an amount as a number, for example 25.50.',
    });
  });

  it('sends from the primary account, and receives into it', () => {
    expect(checkTransfer({ direction: 'send', amountText: '20', primaryId: A, otherId: B }, accounts)).toEqual({
      ok: true,
      request: { fromAccountId: A, toAccountId: B, amount: 20 },
    });
    expect(checkTransfer({ direction: 'receive', amountText: '$7.25', primaryId: A, otherId: C }, accounts)).toEqual({
      ok: true,
      request: { fromAccountId: C, toAccountId: A, amount: 7.25 },
    });
  });

  it('refuses the same account at both ends and accounts it does not know', () => {
    expect(checkTransfer({ direction: 'send', amountText: '5', primaryId: A, otherId: A }, accounts).ok).toBe(false);
    expect(checkTransfer({ direction: 'send', amountText: '5', primaryId: A, otherId: 'gone' }, accounts).ok).toBe(false);
  });
});
