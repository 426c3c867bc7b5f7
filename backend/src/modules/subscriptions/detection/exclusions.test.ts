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
    [{ amountCents: 30000, description: 'AMEX EPAYMENT ACH PMT' }, 'transfer'],
    [{ amountCents: 20000, description: 'CAPITAL ONE MOBILE PMT' }, 'transfer'],
    [{ amountCents: 20000, description: 'DISCOVER E-PAYMENT 7712' }, 'transfer'],
    [{ amountCents: 20000, description: 'CARD SERVICES', category: 'Credit Card' }, 'transfer'],
    [{ amountCents: 10000, description: 'NON-NETWORK ATM WITHDRAW 614207' }, 'cash'],
    [{ amountCents: 20000, description: 'ATM CASH WITHDRAWAL #116970' }, 'cash'],
    [{ amountCents: 6000, description: 'BRANCH 12', category: 'Withdrawal' }, 'cash'],
    [{ amountCents: 1549, description: 'WITHDRAWAL POS #4411 NETFLIX.COM' }, null],
    [{ amountCents: 100, description: 'ACME CORP PAYROLL ADJ' }, 'income'],
    [{ amountCents: 100, description: 'ACME', category: 'Income' }, 'income'],
    [{ amountCents: 1549, description: 'NETFLIX.COM', category: 'Entertainment' }, null],
    [{ amountCents: 1549, merchantName: 'Spotify', description: null }, null],
  ] as const)('%j -> %s', (tx, expected) => {
    expect(exclusionReason(tx)).toBe(expected);
  });
});
