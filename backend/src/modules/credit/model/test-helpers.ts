import { addMonths } from './dates';
import type { CreditAccount, CreditEvidence, CreditTransaction, OnTimePaymentEvidence } from './evidence';

export const CHECKING: CreditAccount = { id: 'chk', name: 'Everyday Checking', type: 'checking', balanceCents: 250_000, creditLimitCents: null };

export function card(overrides: Partial<CreditAccount> = {}): CreditAccount {
  return { id: 'card', name: 'Citi Double Cash', type: 'credit', balanceCents: 0, creditLimitCents: 500_000, ...overrides };
}

export function tx(date: string, amountCents: number, description: string, overrides: Partial<CreditTransaction> = {}): CreditTransaction {
  return { date, amountCents, category: null, description, merchantName: null, bankAccountId: CHECKING.id, ...overrides };
}

/** `count` transactions one calendar month apart, the first on `from`. */
export function monthly(from: string, count: number, make: (date: string) => CreditTransaction): CreditTransaction[] {
  return Array.from({ length: count }, (_, i) => make(addMonths(from, i)));
}

export const carLoan = (date: string) =>
  tx(date, 38_900, 'TOYOTA FINANCIAL SVCS ACH PMT', { category: 'Loan Payment' });

export function emptyEvidence(asOf = '2025-06-30'): CreditEvidence {
  return {
    asOf,
    latePayments: [],
    onTimePayments: [],
    cards: [],
    owedCents: 0,
    limitCents: 0,
    utilization: null,
    installmentLenders: [],
    revolvingAccounts: [],
    monthsOfHistory: null,
    newAccounts: [],
  };
}

export function payments(count: number, asOf = '2025-06-30', kind: OnTimePaymentEvidence['kind'] = 'card'): OnTimePaymentEvidence[] {
  return Array.from({ length: count }, (_, i) => ({
    date: addMonths(asOf, -i),
    description: 'PAYMENT - THANK YOU',
    lender: 'Citi Double Cash',
    kind,
  }));
}

/** A card-only user: one card with the given balance owed and limit, `onTime` payments, `months` of data. */
export function cardUser(opts: { owedCents?: number; limitCents?: number; onTime?: number; months?: number; asOf?: string } = {}): CreditEvidence {
  const asOf = opts.asOf ?? '2025-06-30';
  const owedCents = opts.owedCents ?? 50_000;
  const limitCents = opts.limitCents ?? 500_000;
  const months = opts.months ?? 24;
  return {
    ...emptyEvidence(asOf),
    onTimePayments: payments(opts.onTime ?? 12, asOf),
    cards: [{ accountId: 'card', name: 'Citi Double Cash', owedCents, limitCents, firstSeen: addMonths(asOf, -months) }],
    owedCents,
    limitCents,
    utilization: owedCents / limitCents,
    revolvingAccounts: ['Citi Double Cash'],
    monthsOfHistory: months,
  };
}
