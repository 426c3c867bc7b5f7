/**
 * Demo bank data: two accounts at a demo institution, a year of transactions on them, the tracked
 * subscriptions found in those transactions and the monthly savings tracking. Pure: rows in, no I/O.
 */
import bankingJson from '../../../../resources/demo/banking.json';
import { DEFAULT_MONTHLY_SAVINGS_TARGET, DEMO_USER_ID } from '../../../../shared/constants';
import type { bankAccounts, bankConnections, savingsTracking, subscriptions, transactions } from '../schema';
import { daysInMonth, monthEnds, monthlyDates, previousBusinessDay, recentMonths, weekday } from './calendar';
import { catalogueMerchant } from '../../modules/subscriptions/detection/merchant-catalogue';
import { createRng, demoId, type Rng } from './random';
import { DAY_MS, isoDate, isoMonth, startOfUtcDay } from '../../../../shared/dates';

export type BankConnectionRow = typeof bankConnections.$inferInsert;
export type BankAccountRow = typeof bankAccounts.$inferInsert;
export type TransactionRow = typeof transactions.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferInsert;
export type SavingsTrackingRow = typeof savingsTracking.$inferInsert;

export type Frequency = 'weekly' | 'monthly' | 'annual';

interface SubscriptionConfig {
  key: string;
  catalogueId: string;
  descriptor: string;
  frequency: Frequency;
  /** Day of the month (monthly). */
  day?: number;
  /** 0 = Sunday (weekly). */
  weekday?: number;
  /** The one charge inside the year (annual). */
  chargedDaysAgo?: number;
  amountCents: number;
  priceChange?: { daysAgo: number; amountCents: number };
  /** Has a subscriptions row (already found by an earlier scan); untracked ones are left to the finder. */
  tracked: boolean;
  isForgotten?: boolean;
  lastUsedDaysAgo?: number;
  cancelledDaysAgo?: number;
}

interface SpendingStream {
  key: string;
  category: string;
  probability?: { weekday: number; friday: number; weekend: number };
  intervalDays?: number[];
  minCents: number;
  maxCents: number;
  refundProbability?: number;
  refundDelayDays?: number[];
  merchants: { name: string; descriptor: string; refundDescriptor?: string; weight: number }[];
}

interface BankingConfig {
  institution: string;
  accounts: Record<'checking' | 'savings', { mask: string; name: string; openingBalanceCents: number }>;
  creditCard: {
    name: string;
    mask: string;
    issuer: string;
    paymentDescriptor: string;
    paymentDay: number;
    paymentMinCents: number;
    paymentMaxCents: number;
    balanceOwedCents: number;
    creditLimitCents: number;
    lateFee: { daysAgo: number; descriptor: string; amountCents: number };
  };
  employer: { name: string; descriptor: string; netPayCents: number; paydays: number[] };
  taxRefund: { name: string; descriptor: string; month: number; day: number; amountCents: number };
  bills: {
    key: string;
    name: string;
    descriptor: string;
    category: string;
    day: number;
    amountCents?: number;
    amountCentsByMonth?: number[];
  }[];
  subscriptions: SubscriptionConfig[];
  savings: {
    monthlyTransferCents: number;
    transferDay: number;
    withdrawals: { daysAgo: number; amountCents: number }[];
    annualInterestRate: number;
  };
  spending: SpendingStream[];
}

export const BANKING: BankingConfig = bankingJson as BankingConfig;

/** Monthly-equivalent cost in cents (weekly x 52/12, annual / 12). */
export function monthlyEquivalentCents(amountCents: number, frequency: Frequency): number {
  const factor = frequency === 'weekly' ? 52 / 12 : frequency === 'annual' ? 1 / 12 : 1;
  return Math.round(amountCents * factor);
}

export const CHECKING_ID = demoId('bank/checking');
export const SAVINGS_ID = demoId('bank/savings');
export const CHECKING_ACCOUNT_ID = demoId('bank-account/checking');
export const SAVINGS_ACCOUNT_ID = demoId('bank-account/savings');
/** The credit card (seed version 3): its balance and limit feed the credit score estimate. */
export const CARD_ID = demoId('bank/card');
export const CARD_ACCOUNT_ID = demoId('bank-account/card');
export const subscriptionId = (key: string) => demoId(`subscription/${key}`);

export interface BankingData {
  connections: BankConnectionRow[];
  accounts: BankAccountRow[];
  subscriptions: SubscriptionRow[];
  transactions: TransactionRow[];
  savingsTracking: SavingsTrackingRow[];
}

type Entry = Pick<TransactionRow, 'amountCents' | 'merchantName' | 'description' | 'category'> & {
  account?: 'checking' | 'savings';
  isRecurring?: boolean;
  subscriptionId?: string | null;
};

/**
 * Collects transactions. A row's id is named by its stream and how many days before the anchor it
 * falls ("txn/coffee/d12", then "#1" for a second one that day), so the same anchor gives the same ids.
 */
class Ledger {
  readonly rows: TransactionRow[] = [];
  private readonly seen = new Map<string, number>();
  constructor(
    private readonly anchor: number,
    private readonly today: number,
  ) {}

  add(stream: string, day: number, entry: Entry): void {
    const base = `txn/${stream}/d${Math.round((this.today - day) / DAY_MS)}`;
    const n = this.seen.get(base) ?? 0;
    this.seen.set(base, n + 1);
    this.rows.push({
      id: demoId(n === 0 ? base : `${base}#${n}`),
      userId: DEMO_USER_ID,
      bankConnectionId: entry.account === 'savings' ? SAVINGS_ID : CHECKING_ID,
      bankAccountId: entry.account === 'savings' ? SAVINGS_ACCOUNT_ID : CHECKING_ACCOUNT_ID,
      pending: false,
      dedupeKey: null,
      subscriptionId: entry.subscriptionId ?? null,
      amountCents: entry.amountCents,
      merchantName: entry.merchantName,
      description: entry.description,
      category: entry.category,
      date: isoDate(day),
      isRecurring: entry.isRecurring ?? false,
      plaidTransactionId: null,
      notes: null,
      importId: null,
      currency: 'USD',
      // Sample data, removable in one action (docs/product.md "Your data").
      source: 'demo',
      // Imported when the demo bank was linked, i.e. at the anchor.
      createdAt: this.anchor,
    });
  }
}

/**
 * The columns every demo account states alike: dollars, a balance the (demo) bank reported at the
 * anchor, nothing remembered from a file import, open, and labelled sample data.
 */
function demoAccountFields(anchor: number) {
  return {
    currency: 'USD',
    institution: null,
    balanceSource: 'bank',
    balanceAsOf: isoDate(anchor),
    accountNumberHash: null,
    csvMapping: null,
    csvHeaderKey: null,
    closedAt: null,
    source: 'demo',
    createdAt: anchor,
  } satisfies Partial<BankAccountRow>;
}

export function buildBankingData(anchor: number): BankingData {
  const today = startOfUtcDay(anchor);
  const firstDay = today - 364 * DAY_MS;
  const inYear = (day: number) => day >= firstDay && day <= today;
  const ledger = new Ledger(anchor, today);

  const connections: BankConnectionRow[] = (['checking', 'savings'] as const).map((type) => ({
    id: type === 'checking' ? CHECKING_ID : SAVINGS_ID,
    userId: DEMO_USER_ID,
    institutionName: BANKING.institution,
    accountType: type,
    lastSync: anchor,
    plaidAccessToken: null,
    plaidItemId: null,
    syncCursor: null,
    status: 'active',
    source: 'demo',
    createdAt: anchor,
  }));

  addIncome(ledger, firstDay, today, inYear);
  addBills(ledger, firstDay, today, inYear);
  const subscriptionRows = addSubscriptions(ledger, anchor, firstDay, today);
  addSavingsMovements(ledger, firstDay, today);
  addCardPayments(ledger, firstDay, today);
  addEverydaySpending(ledger, firstDay, today, createRng('banking/spending'));

  ledger.rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // Each account's balance is its opening balance less the year's net outflow (positive = money out).
  const accounts: BankAccountRow[] = (['checking', 'savings'] as const).map((type) => {
    const id = type === 'checking' ? CHECKING_ACCOUNT_ID : SAVINGS_ACCOUNT_ID;
    const config = BANKING.accounts[type];
    const outflow = ledger.rows.filter((r) => r.bankAccountId === id).reduce((sum, r) => sum + r.amountCents, 0);
    return {
      id,
      userId: DEMO_USER_ID,
      bankConnectionId: type === 'checking' ? CHECKING_ID : SAVINGS_ID,
      name: config.name,
      mask: config.mask,
      type,
      balanceCents: config.openingBalanceCents - outflow,
      plaidAccountId: null,
      ...demoAccountFields(anchor),
    };
  });
  const card = BANKING.creditCard;
  connections.push({ ...connections[0]!, id: CARD_ID, accountType: 'credit' });
  accounts.push({
    id: CARD_ACCOUNT_ID,
    userId: DEMO_USER_ID,
    bankConnectionId: CARD_ID,
    name: card.name,
    mask: card.mask,
    type: 'credit',
    // The card's purchases are not in the demo data, only its payments: the balance is as stated.
    balanceCents: -card.balanceOwedCents,
    creditLimitCents: card.creditLimitCents,
    plaidAccountId: null,
    ...demoAccountFields(anchor),
  });
  return {
    connections,
    accounts,
    subscriptions: subscriptionRows,
    transactions: ledger.rows,
    savingsTracking: buildSavingsTracking(anchor, subscriptionRows),
  };
}

function addIncome(ledger: Ledger, firstDay: number, today: number, inYear: (d: number) => boolean) {
  const { employer, taxRefund } = BANKING;
  for (const payday of employer.paydays) {
    // Look a month further back so a payday moved back from a weekend is not lost at the range start.
    for (const scheduled of monthlyDates(firstDay - 31 * DAY_MS, today, payday)) {
      const day = previousBusinessDay(scheduled);
      if (!inYear(day)) continue;
      ledger.add('payroll', day, {
        amountCents: -employer.netPayCents,
        merchantName: employer.name,
        description: employer.descriptor,
        category: 'Income',
        isRecurring: true,
      });
    }
  }
  const thisYear = new Date(today).getUTCFullYear();
  for (const year of [thisYear - 1, thisYear]) {
    const day = Date.UTC(year, taxRefund.month - 1, taxRefund.day);
    if (!inYear(day)) continue;
    ledger.add('tax-refund', day, {
      amountCents: -taxRefund.amountCents,
      merchantName: taxRefund.name,
      description: taxRefund.descriptor,
      category: 'Income',
    });
  }
}

function addBills(ledger: Ledger, firstDay: number, today: number, inYear: (d: number) => boolean) {
  for (const bill of BANKING.bills) {
    for (const scheduled of monthlyDates(firstDay - 31 * DAY_MS, today, bill.day)) {
      const day = previousBusinessDay(scheduled);
      if (!inYear(day)) continue;
      const amountCents = bill.amountCentsByMonth?.[new Date(scheduled).getUTCMonth()] ?? bill.amountCents;
      if (amountCents === undefined) throw new Error(`Bill ${bill.key} has no amount`);
      ledger.add(`bill-${bill.key}`, day, {
        amountCents,
        merchantName: bill.name,
        description: bill.descriptor,
        category: bill.category,
        isRecurring: true,
      });
    }
  }
}

/** Charge days of one subscription inside [firstDay, lastDay]. */
function chargeDays(sub: SubscriptionConfig, firstDay: number, lastDay: number): number[] {
  switch (sub.frequency) {
    case 'monthly':
      return monthlyDates(firstDay, lastDay, sub.day ?? 1);
    case 'weekly': {
      const days: number[] = [];
      let day = firstDay + (((sub.weekday ?? 1) - weekday(firstDay) + 7) % 7) * DAY_MS;
      for (; day <= lastDay; day += 7 * DAY_MS) days.push(day);
      return days;
    }
    case 'annual': {
      const day = lastDay - (sub.chargedDaysAgo ?? 0) * DAY_MS;
      return day >= firstDay ? [day] : [];
    }
  }
}

function nextBillDay(lastCharge: number, frequency: Frequency, dayOfMonth: number | undefined): number {
  const d = new Date(lastCharge);
  if (frequency === 'weekly') return lastCharge + 7 * DAY_MS;
  if (frequency === 'annual') {
    const year = d.getUTCFullYear() + 1;
    return Date.UTC(year, d.getUTCMonth(), Math.min(d.getUTCDate(), daysInMonth(year, d.getUTCMonth())));
  }
  const year = d.getUTCFullYear() + (d.getUTCMonth() === 11 ? 1 : 0);
  const month = (d.getUTCMonth() + 1) % 12;
  return Date.UTC(year, month, Math.min(dayOfMonth ?? d.getUTCDate(), daysInMonth(year, month)));
}

function addSubscriptions(ledger: Ledger, anchor: number, firstDay: number, today: number): SubscriptionRow[] {
  const rows: SubscriptionRow[] = [];
  for (const sub of BANKING.subscriptions) {
    const merchant = catalogueMerchant(sub.catalogueId);
    const id = sub.tracked ? subscriptionId(sub.key) : null;
    const cancelledDay = sub.cancelledDaysAgo === undefined ? undefined : today - sub.cancelledDaysAgo * DAY_MS;
    const days = chargeDays(sub, firstDay, cancelledDay ?? today);
    const priceChangeDay = sub.priceChange ? today - sub.priceChange.daysAgo * DAY_MS : undefined;
    const amountOn = (day: number) =>
      sub.priceChange && priceChangeDay !== undefined && day >= priceChangeDay ? sub.priceChange.amountCents : sub.amountCents;
    for (const day of days) {
      ledger.add(`sub-${sub.key}`, day, {
        amountCents: amountOn(day),
        merchantName: merchant.name,
        description: sub.descriptor,
        category: merchant.category,
        isRecurring: true,
        subscriptionId: id,
      });
    }
    const lastCharge = days.at(-1);
    if (!id || lastCharge === undefined) continue;
    const cancelled = cancelledDay !== undefined;
    rows.push({
      id,
      userId: DEMO_USER_ID,
      name: merchant.name,
      merchantName: merchant.name,
      amountCents: amountOn(lastCharge),
      frequency: sub.frequency,
      nextBillDate: cancelled ? null : isoDate(nextBillDay(lastCharge, sub.frequency, sub.day)),
      lastBillDate: isoDate(lastCharge),
      category: merchant.category,
      status: cancelled ? 'cancelled' : 'active',
      isForgotten: sub.isForgotten ?? false,
      lastUsedDate: sub.lastUsedDaysAgo === undefined ? null : isoDate(today - sub.lastUsedDaysAgo * DAY_MS),
      cancellationUrl: merchant.cancellationUrl,
      cancellationPhone: merchant.cancellationPhone,
      cancellationInstructions: merchant.cancellationInstructions,
      forgottenReasons:
        sub.isForgotten && sub.lastUsedDaysAgo !== undefined ? [`No sign of use for ${sub.lastUsedDaysAgo} days (more than 60)`] : null,
      // Found by a scan three weeks before the anchor (a cancelled one had been found earlier).
      detectedAt: cancelled ? anchor - ((sub.cancelledDaysAgo ?? 0) + 40) * DAY_MS : anchor - 21 * DAY_MS,
      cancelledAt: cancelled ? anchor - (sub.cancelledDaysAgo ?? 0) * DAY_MS : null,
      source: 'demo',
    });
  }
  return rows;
}

/**
 * Monthly card payments from checking (varying amounts, as real statements do) and one late fee.
 * Paying a card moves money already spent on the card, so it is not spending (NON_SPENDING_CATEGORIES).
 */
function addCardPayments(ledger: Ledger, firstDay: number, today: number) {
  const card = BANKING.creditCard;
  const rng = createRng('banking/card');
  for (const day of monthlyDates(firstDay, today, card.paymentDay)) {
    ledger.add('card-payment', previousBusinessDay(day), {
      amountCents: rng.int(card.paymentMinCents, card.paymentMaxCents),
      merchantName: card.issuer,
      description: card.paymentDescriptor,
      category: 'Credit Card Payment',
    });
  }
  const lateDay = today - card.lateFee.daysAgo * DAY_MS;
  if (lateDay >= firstDay) {
    ledger.add('card-late-fee', lateDay, {
      amountCents: card.lateFee.amountCents,
      merchantName: card.issuer,
      description: card.lateFee.descriptor,
      category: 'Fees',
    });
  }
}

/** Monthly transfers checking -> savings, two withdrawals back, and the savings dividend. */
function addSavingsMovements(ledger: Ledger, firstDay: number, today: number) {
  const { savings, accounts, institution } = BANKING;
  const toSavings = `XXXXXX${accounts.savings.mask}`;
  const toChecking = `XXXXXX${accounts.checking.mask}`;
  const moves: { day: number; cents: number }[] = []; // + = into savings
  const rng = createRng('banking/transfers');

  for (const day of monthlyDates(firstDay, today, savings.transferDay)) {
    const ref = rng.code(8);
    ledger.add('transfer-out', day, {
      amountCents: savings.monthlyTransferCents,
      merchantName: institution,
      description: `ONLINE TRANSFER TO SAV ${toSavings} REF #IB${ref}`,
      category: 'Transfer',
      isRecurring: true,
    });
    ledger.add('transfer-in', day, {
      account: 'savings',
      amountCents: -savings.monthlyTransferCents,
      merchantName: institution,
      description: `ONLINE TRANSFER FROM CHK ${toChecking} REF #IB${ref}`,
      category: 'Transfer',
      isRecurring: true,
    });
    moves.push({ day, cents: savings.monthlyTransferCents });
  }
  for (const w of savings.withdrawals) {
    const day = today - w.daysAgo * DAY_MS;
    if (day < firstDay) continue;
    const ref = rng.code(8);
    ledger.add('withdrawal-out', day, {
      account: 'savings',
      amountCents: w.amountCents,
      merchantName: institution,
      description: `ONLINE TRANSFER TO CHK ${toChecking} REF #IB${ref}`,
      category: 'Transfer',
    });
    ledger.add('withdrawal-in', day, {
      amountCents: -w.amountCents,
      merchantName: institution,
      description: `ONLINE TRANSFER FROM SAV ${toSavings} REF #IB${ref}`,
      category: 'Transfer',
    });
    moves.push({ day, cents: -w.amountCents });
  }

  let balance = 0;
  let next = 0;
  moves.sort((a, b) => a.day - b.day);
  for (const monthEnd of monthEnds(firstDay, today)) {
    while (next < moves.length && moves[next]!.day <= monthEnd) balance += moves[next++]!.cents;
    const dividend = Math.round((balance * savings.annualInterestRate) / 12);
    if (dividend <= 0) continue;
    balance += dividend;
    ledger.add('dividend', monthEnd, {
      account: 'savings',
      amountCents: -dividend,
      merchantName: institution,
      description: 'DIVIDEND DEPOSIT',
      category: 'Interest',
    });
  }
}

/** Coffee, groceries, restaurants, fuel, shopping...: random but fixed by the seed; returns produce refunds. */
function addEverydaySpending(ledger: Ledger, firstDay: number, today: number, rng: Rng) {
  const nextInterval = new Map<string, number>();
  for (const stream of BANKING.spending) {
    if (stream.intervalDays) nextInterval.set(stream.key, firstDay + rng.int(0, stream.intervalDays[1] ?? 7) * DAY_MS);
  }
  for (let day = firstDay; day <= today; day += DAY_MS) {
    const wd = weekday(day);
    const dayType = wd === 0 || wd === 6 ? 'weekend' : wd === 5 ? 'friday' : 'weekday';
    for (const stream of BANKING.spending) {
      let happens: boolean;
      if (stream.intervalDays) {
        happens = day >= (nextInterval.get(stream.key) ?? day);
        if (happens) {
          nextInterval.set(stream.key, day + rng.int(stream.intervalDays[0] ?? 7, stream.intervalDays[1] ?? 7) * DAY_MS);
        }
      } else {
        happens = rng.chance(stream.probability?.[dayType] ?? 0);
      }
      if (!happens) continue;
      const merchant = rng.weighted(stream.merchants);
      const amountCents = rng.int(stream.minCents, stream.maxCents);
      ledger.add(stream.key, day, {
        amountCents,
        merchantName: merchant.name,
        description: merchant.descriptor.replace('{code}', rng.code(9)),
        category: stream.category,
      });
      if (merchant.refundDescriptor && rng.chance(stream.refundProbability ?? 0)) {
        const [min = 3, max = 10] = stream.refundDelayDays ?? [];
        const refundDay = day + rng.int(min, max) * DAY_MS;
        if (refundDay <= today) {
          ledger.add('refund', refundDay, {
            amountCents: -amountCents,
            merchantName: merchant.name,
            description: merchant.refundDescriptor,
            category: stream.category,
          });
        }
      }
    }
  }
}

/**
 * The last six months of savings tracking: each cancelled subscription saves its monthly-equivalent
 * cost in every month from the month it was cancelled (DESIGN "Mark Cancelled").
 */
function buildSavingsTracking(anchor: number, subs: SubscriptionRow[]): SavingsTrackingRow[] {
  const cancelled = subs
    .filter((s) => s.status === 'cancelled' && s.cancelledAt != null)
    .map((s) => ({
      month: isoMonth(s.cancelledAt!),
      monthlyCents: monthlyEquivalentCents(s.amountCents, s.frequency as Frequency),
    }));
  let total = 0;
  return recentMonths(anchor, 6).map((month) => {
    const saved = cancelled.filter((c) => c.month <= month).reduce((sum, c) => sum + c.monthlyCents, 0);
    total += saved;
    const [year, mon] = month.split('-').map(Number) as [number, number];
    return {
      id: demoId(`savings-tracking/${month}`),
      userId: DEMO_USER_ID,
      monthlyTargetCents: DEFAULT_MONTHLY_SAVINGS_TARGET * 100,
      actualSavedCents: saved,
      subscriptionsCancelled: cancelled.filter((c) => c.month === month).length,
      totalSavedAllTimeCents: total,
      month,
      source: 'demo',
      createdAt: Math.min(anchor, Date.UTC(year, mon - 1, 1)),
    };
  });
}
