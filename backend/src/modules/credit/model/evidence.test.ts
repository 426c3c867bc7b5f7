import { describe, expect, it } from 'vitest';
import { classifyCreditPayment, extractCreditEvidence, isLatePayment } from './evidence';
import { card, carLoan, CHECKING, monthly, tx } from './test-helpers';

const ASOF = '2025-06-30';

describe('late payment rules', () => {
  it.each([
    ['LATE FEE', 'Fees'],
    ['CITI CARD LATE PAYMENT FEE', null],
    ['RETURNED PAYMENT FEE', 'Fees'],
    ['NSF FEE ITEM 1043', 'Fees'],
    ['INSUFFICIENT FUNDS FEE', null],
    ['PAST DUE NOTICE FEE', null],
    ['TOYOTA FINANCIAL DELINQUENCY CHARGE', 'Loan Payment'],
  ])('%s counts', (description, category) => {
    expect(isLatePayment(tx(ASOF, 3_900, description, { category }))).toBe(true);
  });

  it.each([
    ['LATE FEE REVERSAL', -3_900, 'Fees'],
    ['LATE FEE', -3_900, 'Fees'],
    ['OAKWOOD PROPERTY MGMT LATE FEE', 7_500, 'Rent'],
    ['PORTLAND GENERAL ELECTRIC LATE CHARGE', 500, null],
    ['MONTHLY MAINTENANCE FEE', 1_200, 'Fees'],
    ['OVERDRAFT FEE', 3_500, 'Fees'],
  ])('%s (%i cents, %s) does not count', (description, amount, category) => {
    expect(isLatePayment(tx(ASOF, amount, description, { category }))).toBe(false);
  });

  it('counts a returned payment and its fee on one account on one day once, and looks back 24 months only', () => {
    const e = extractCreditEvidence(
      [
        tx('2025-03-03', 0, 'RETURNED PAYMENT', { bankAccountId: 'card' }),
        tx('2025-03-03', 3_500, 'RETURNED PAYMENT FEE', { bankAccountId: 'card' }),
        tx('2024-11-20', 3_900, 'LATE FEE', { bankAccountId: 'card' }),
        tx('2023-06-29', 3_900, 'LATE FEE', { bankAccountId: 'card' }),
      ],
      [CHECKING, card()],
      ASOF,
    );
    expect(e.latePayments).toEqual([
      { date: '2024-11-20', description: 'LATE FEE' },
      { date: '2025-03-03', description: 'RETURNED PAYMENT' },
    ]);
  });
});

describe('credit payment rules', () => {
  const creditCard = card();
  it.each([
    [tx(ASOF, 38_900, 'TOYOTA FINANCIAL SVCS ACH PMT', { category: 'Loan Payment' }), 'loan'],
    [tx(ASOF, 38_900, 'TOYOTA FINANCIAL SVCS ACH PMT'), 'loan'],
    [tx(ASOF, 21_000, 'NAVIENT DES:ED LOAN PMT ID:XXXX'), 'loan'],
    [tx(ASOF, 185_000, 'ROCKET MORTGAGE WEB PMT'), 'mortgage'],
    [tx(ASOF, 185_000, 'WELLS FARGO HOME MTG', { category: 'Loan Payment' }), 'mortgage'],
    [tx(ASOF, 50_000, 'CITI CARD ONLINE PAYMENT', { category: 'Transfer' }), 'card'],
    [tx(ASOF, 50_000, 'AMEX EPAYMENT ACH PMT'), 'card'],
    [tx(ASOF, 50_000, 'CHASE', { category: 'Credit Card Payment' }), 'card'],
    [tx(ASOF, -50_000, 'PAYMENT - THANK YOU', { bankAccountId: 'card' }), 'card'],
    [tx(ASOF, -30_000, 'CAPITAL ONE MOBILE PYMT', { bankAccountId: 'card', category: 'Payment/Credit' }), 'card'],
  ])('%o is a %s payment', (t, kind) => {
    const account = t.bankAccountId === 'card' ? creditCard : CHECKING;
    expect(classifyCreditPayment(t, account)?.kind).toBe(kind);
  });

  it.each([
    tx(ASOF, 8_120, 'PORTLAND GENERAL ELECTRIC AUTOPAY', { category: 'Utilities' }),
    tx(ASOF, 8_120, 'PORTLAND GENERAL ELECTRIC AUTOPAY'),
    tx(ASOF, 6_500, 'VERIZON WIRELESS PAYMENTS'),
    tx(ASOF, 165_000, 'OAKWOOD PROPERTY MGMT RENT WEB PMT', { category: 'Rent' }),
    tx(ASOF, 14_236, 'GEICO *AUTO 800-841-3000 DC', { category: 'Insurance' }),
    tx(ASOF, 15_000, 'Zelle payment to JOHN SMITH Conf# abc123xyz'),
    tx(ASOF, 1_549, 'RECURRING PAYMENT AUTHORIZED ON 01/19 NETFLIX.COM CARD 4417'),
    tx(ASOF, -260_000, 'NORTHWIND TRADERS PAYROLL PPD', { category: 'Income' }),
    tx(ASOF, 3_900, 'LATE FEE', { category: 'Loan Payment' }),
    tx(ASOF, 4_500, 'BEST BUY 00001234', { bankAccountId: 'card' }),
    tx(ASOF, -4_500, 'BEST BUY REFUND', { bankAccountId: 'card' }),
    tx(ASOF, -1_200, 'CASHBACK REWARDS STATEMENT CREDIT', { bankAccountId: 'card' }),
  ])('%o is not a credit payment', (t) => {
    const account = t.bankAccountId === 'card' ? creditCard : CHECKING;
    expect(classifyCreditPayment(t, account)).toBeNull();
  });

  it('counts a card payment seen leaving checking and arriving on the card once, and one payment per lender a month', () => {
    const e = extractCreditEvidence(
      [
        tx('2025-05-10', 50_000, 'CITI CARD ONLINE PAYMENT', { category: 'Credit Card Payment' }),
        tx('2025-05-12', -50_000, 'PAYMENT - THANK YOU', { bankAccountId: 'card' }),
        tx('2025-05-05', 38_900, 'TOYOTA FINANCIAL SVCS ACH PMT', { category: 'Loan Payment' }),
        tx('2025-05-20', 10_000, 'TOYOTA FINANCIAL SVCS ACH PMT', { category: 'Loan Payment' }),
        tx('2025-06-05', 38_900, 'TOYOTA FINANCIAL SVCS ACH PMT', { category: 'Loan Payment' }),
      ],
      [CHECKING, card()],
      ASOF,
    );
    expect(e.onTimePayments.map((p) => [p.date, p.lender, p.kind])).toEqual([
      ['2025-05-05', 'Toyota Financial Svcs', 'loan'],
      ['2025-05-12', 'Citi Double Cash', 'card'],
      ['2025-06-05', 'Toyota Financial Svcs', 'loan'],
    ]);
  });

  it('keeps on-time payments of the last 24 months only', () => {
    const e = extractCreditEvidence(monthly('2022-06-05', 37, carLoan), [CHECKING], ASOF);
    expect(e.onTimePayments).toHaveLength(24);
    expect(e.onTimePayments[0]?.date).toBe('2023-07-05');
  });
});

describe('card balances and utilisation as of a date', () => {
  it('rewinds today\'s balance by the transactions after asOf', () => {
    const transactions = [
      tx('2025-01-10', 150_000, 'BEST BUY 00001234', { bankAccountId: 'card' }),
      tx('2025-03-15', 50_000, 'DELTA AIR LINES', { bankAccountId: 'card' }),
      tx('2025-04-12', -100_000, 'PAYMENT - THANK YOU', { bankAccountId: 'card' }),
    ];
    // Today, after all three, $1,500 is owed on the $5,000 limit.
    const accounts = [CHECKING, card({ balanceCents: -150_000 })];

    const today = extractCreditEvidence(transactions, accounts, '2025-06-30');
    expect(today.owedCents).toBe(150_000);
    expect(today.utilization).toBeCloseTo(0.3);

    // Before the $500 flight and the $1,000 payment: 1,500 - 500 + 1,000 = $2,000 owed.
    const march = extractCreditEvidence(transactions, accounts, '2025-03-01');
    expect(march.cards).toEqual([{ accountId: 'card', name: 'Citi Double Cash', owedCents: 200_000, limitCents: 500_000, firstSeen: '2025-01-10' }]);
    expect(march.utilization).toBeCloseTo(0.4);
    expect(march.onTimePayments).toEqual([]);
  });

  it('sums owed and limits over the cards with a known limit only', () => {
    const e = extractCreditEvidence(
      [],
      [card({ id: 'a', balanceCents: -100_000, creditLimitCents: 400_000 }), card({ id: 'b', balanceCents: -50_000, creditLimitCents: 600_000 }), card({ id: 'c', balanceCents: -90_000, creditLimitCents: null }), card({ id: 'd', balanceCents: 2_500, creditLimitCents: 100_000 })],
      ASOF,
    );
    expect(e.owedCents).toBe(150_000);
    expect(e.limitCents).toBe(1_100_000);
    expect(e.utilization).toBeCloseTo(150_000 / 1_100_000);
    expect(e.cards.find((c) => c.accountId === 'd')?.owedCents).toBe(0);
  });

  it('has no utilisation without a card limit', () => {
    expect(extractCreditEvidence([], [CHECKING, card({ creditLimitCents: null, balanceCents: -90_000 })], ASOF).utilization).toBeNull();
    expect(extractCreditEvidence([], [CHECKING, card({ creditLimitCents: 0 })], ASOF).utilization).toBeNull();
  });

  it('leaves out a card whose transactions all come after asOf (not open yet as far as the data shows)', () => {
    const e = extractCreditEvidence([tx('2025-07-02', 20_000, 'AMAZON MKTPLACE', { bankAccountId: 'card' })], [CHECKING, card({ balanceCents: -20_000 })], ASOF);
    expect(e.cards).toEqual([]);
    expect(e.utilization).toBeNull();
  });
});

describe('transactions after asOf', () => {
  it('are ignored for late payments, payments, lenders and history', () => {
    const before = [carLoan('2025-05-05'), carLoan('2025-06-05')];
    const after = [
      tx('2025-07-01', 3_900, 'LATE FEE', { category: 'Fees' }),
      carLoan('2025-07-05'),
      tx('2025-07-09', 185_000, 'ROCKET MORTGAGE WEB PMT'),
    ];
    const withFuture = extractCreditEvidence([...after, ...before], [CHECKING], ASOF);
    expect(withFuture).toEqual(extractCreditEvidence(before, [CHECKING], ASOF));
    expect(withFuture.latePayments).toEqual([]);
    expect(withFuture.installmentLenders).toEqual(['Toyota Financial Svcs']);
    expect(withFuture.monthsOfHistory).toBe(1);
  });
});

describe('history, lenders and new credit', () => {
  it('measures whole months from the earliest transaction, null without transactions', () => {
    expect(extractCreditEvidence([tx('2023-07-01', 500, 'STARBUCKS')], [CHECKING], ASOF).monthsOfHistory).toBe(23);
    expect(extractCreditEvidence([tx('2023-06-30', 500, 'STARBUCKS')], [CHECKING], ASOF).monthsOfHistory).toBe(24);
    expect(extractCreditEvidence([], [CHECKING], ASOF).monthsOfHistory).toBeNull();
  });

  it('lists distinct installment lenders paid in the last 12 months', () => {
    const e = extractCreditEvidence(
      [
        ...monthly('2025-01-05', 6, carLoan),
        tx('2024-05-15', 21_000, 'NAVIENT DES:ED LOAN PMT ID:XXXX'),
        tx('2025-06-01', 185_000, 'ROCKET MORTGAGE WEB PMT'),
      ],
      [CHECKING],
      ASOF,
    );
    expect(e.installmentLenders).toEqual(['Toyota Financial Svcs', 'Rocket Mortgage']);
    expect(e.revolvingAccounts).toEqual([]);
  });

  it('counts cards first seen in the last 12 months as new only when the history is longer than 12 months', () => {
    const accounts = [CHECKING, card({ id: 'old', name: 'Old Card' }), card({ id: 'new', name: 'Amex Gold' })];
    const cardTx = [tx('2024-12-01', 2_000, 'CHIPOTLE', { bankAccountId: 'new' }), tx('2023-09-01', 2_000, 'CHIPOTLE', { bankAccountId: 'old' })];
    const long = extractCreditEvidence([tx('2023-01-03', 500, 'STARBUCKS'), ...cardTx], accounts, ASOF);
    expect(long.newAccounts).toEqual([{ accountId: 'new', name: 'Amex Gold', firstSeen: '2024-12-01' }]);
    expect(long.revolvingAccounts).toEqual(['Old Card', 'Amex Gold']);
    const short = extractCreditEvidence(cardTx, accounts, '2024-12-31');
    expect(short.monthsOfHistory).toBe(15);
    expect(short.newAccounts.map((a) => a.name)).toEqual(['Amex Gold']);
    const thin = extractCreditEvidence([cardTx[0]!], accounts, '2025-06-30');
    expect(thin.monthsOfHistory).toBe(6);
    expect(thin.newAccounts).toEqual([]);
  });

  it('rejects an asOf that is not a calendar date and skips malformed transaction dates', () => {
    expect(() => extractCreditEvidence([], [], '2025-02-30')).toThrow(RangeError);
    expect(() => extractCreditEvidence([], [], '30/06/2025')).toThrow(RangeError);
    expect(extractCreditEvidence([tx('not a date', 3_900, 'LATE FEE'), tx('2025-06-01T12:00:00Z', 3_900, 'LATE FEE')], [CHECKING], ASOF).latePayments).toEqual([
      { date: '2025-06-01', description: 'LATE FEE' },
    ]);
  });
});
