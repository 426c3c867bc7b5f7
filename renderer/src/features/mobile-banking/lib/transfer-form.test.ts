import { describe, expect, it } from 'vitest';
import { checkTransfer, defaultOtherAccount, otherChoices, primaryChoices, transferPossible, type TransferAccount } from './transfer-form';

const A = '00000000-0000-4000-8000-0000000000aa';
const B = '00000000-0000-4000-8000-0000000000bb';
const C = '00000000-0000-4000-8000-0000000000cc';
const acct = (id: string, extra: Partial<TransferAccount> = {}): TransferAccount => ({ id, balance: 100, closed: false, currency: 'USD', ...extra });
const accounts = [acct(A), acct(B), acct(C)];

describe('defaultOtherAccount', () => {
  it('picks the first other account, and keeps a still-valid choice', () => {
    expect(defaultOtherAccount(accounts, 'send', A, '')).toBe(B);
    expect(defaultOtherAccount(accounts, 'send', B, '')).toBe(A);
    expect(defaultOtherAccount(accounts, 'send', A, C)).toBe(C);
    expect(defaultOtherAccount(accounts, 'send', C, C)).toBe(A);
  });
  it('has nothing to offer with a single account', () => {
    expect(defaultOtherAccount([acct(A)], 'send', A, '')).toBe('');
  });
});

describe('which accounts are offered', () => {
  const closed = acct(B, { closed: true });
  const unknown = acct(C, { balance: null });
  const euro = acct('eur', { currency: 'EUR' });
  const mixed = [acct(A), closed, unknown, euro];

  const usd2 = acct('usd2', { balance: 0 });

  it('never offers a closed account or one with an unknown balance, at either end', () => {
    expect(primaryChoices(mixed, 'send').map((a) => a.id)).toEqual([A, 'eur']);
    expect(primaryChoices(mixed, 'receive').map((a) => a.id)).toEqual([A, 'eur']);
    expect(otherChoices([...mixed, usd2], 'send', A).map((a) => a.id)).toEqual(['usd2']);
    expect(otherChoices([...mixed, usd2], 'receive', 'usd2').map((a) => a.id)).toEqual([A]);
    expect(otherChoices(mixed, 'receive', C)).toEqual([]);
  });

  it('offers the far end in the same currency only, and nothing before the first choice', () => {
    expect(otherChoices(mixed, 'send', A)).toEqual([]);
    expect(otherChoices([...mixed, usd2], 'send', 'eur')).toEqual([]);
    expect(otherChoices(mixed, 'send', B)).toEqual([]);
    expect(otherChoices(mixed, 'send', '')).toEqual([]);
  });

  it('says when no transfer is possible at all', () => {
    expect(transferPossible(mixed)).toBe(false);
    expect(transferPossible([...mixed, usd2])).toBe(true);
    expect(transferPossible([acct(A), euro])).toBe(false);
    expect(transferPossible([unknown, acct(A, { balance: null })])).toBe(false);
    expect(transferPossible([acct(A), closed])).toBe(false);
  });

  it('refuses a transfer with an account that may not take part', () => {
    const all = [...mixed, usd2];
    expect(checkTransfer({ direction: 'send', amountText: '5', primaryId: C, otherId: A }, all).ok).toBe(false);
    expect(checkTransfer({ direction: 'send', amountText: '5', primaryId: A, otherId: C }, all).ok).toBe(false);
    expect(checkTransfer({ direction: 'receive', amountText: '5', primaryId: A, otherId: C }, all).ok).toBe(false);
    expect(checkTransfer({ direction: 'send', amountText: '5', primaryId: A, otherId: B }, all).ok).toBe(false);
    expect(checkTransfer({ direction: 'send', amountText: '5', primaryId: A, otherId: 'eur' }, all).ok).toBe(false);
    expect(checkTransfer({ direction: 'receive', amountText: '5', primaryId: A, otherId: 'usd2' }, all)).toEqual({
      ok: true,
      request: { fromAccountId: 'usd2', toAccountId: A, amount: 5 },
    });
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
