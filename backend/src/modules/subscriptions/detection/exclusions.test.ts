import { describe, expect, it } from 'vitest';
import { exclusionReason } from './exclusions';

describe('exclusionReason', () => {
  it.each([
    [{ amountCents: -250000, description: 'ACME CORP PAYROLL' }, 'money-in'],
    [{ amountCents: -1549, description: 'NETFLIX.COM' }, 'money-in'],
    [{ amountCents: 0, description: 'NETFLIX.COM' }, 'money-in'],
    [{ amountCents: 1549, description: 'NETFLIX.COM REFUND' }, 'refund'],
    [{ amountCents: 1549, description: 'REVERSAL SPOTIFY' }, 'refund'],
    [{ amountCents: 50000, description: 'ONLINE TRANSFER TO SAVINGS XXXX1234' }, 'transfer'],
    [{ amountCents: 50000, description: 'XFER TO CHK 4455' }, 'transfer'],
    [{ amountCents: 120000, description: 'CHASE CREDIT CRD AUTOPAY' }, 'transfer'],
    [{ amountCents: 120000, description: 'PAYMENT THANK YOU' }, 'transfer'],
    [{ amountCents: 50000, description: 'VANGUARD', category: 'Transfer' }, 'transfer'],
    [{ amountCents: 100, description: 'ACME CORP PAYROLL ADJ' }, 'income'],
    [{ amountCents: 100, description: 'ACME', category: 'Income' }, 'income'],
    [{ amountCents: 1549, description: 'NETFLIX.COM', category: 'Entertainment' }, null],
    [{ amountCents: 1549, merchantName: 'Spotify', description: null }, null],
  ] as const)('%j -> %s', (tx, expected) => {
    expect(exclusionReason(tx)).toBe(expected);
  });
});
