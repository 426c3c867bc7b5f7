/**
 * Credit evidence from the user's own bank data. No bureau is reachable, so everything the estimate
 * knows comes from transactions and account balances, read through the documented rules below.
 *
 * Windows (all end on asOf, inclusive; transactions dated after asOf are ignored, except to rewind
 * card balances):
 * - late payments and on-time payments: the 24 months before asOf (how long a late payment weighs);
 * - installment lenders and new credit accounts: the 12 months before asOf.
 *
 * Late payment: money out (or a zero-amount notice) whose descriptor or merchant says "late fee",
 * "late charge", "late payment", "returned payment", "NSF", "insufficient funds", "past due",
 * "delinquent", "missed payment" or "overdue". Reversals, refunds and waivers are not late payments,
 * nor are late fees on rent, utilities or insurance (bureaus do not see those bills). Several hits on
 * one account on one day (a returned payment and its fee) are one late payment.
 *
 * On-time credit payment:
 * - on a credit card account: money in (negative amount) described as a payment or transfer
 *   ("PAYMENT - THANK YOU", "AUTOPAY PAYMENT"), not a refund, reversal or reward;
 * - from any other account: money out categorised 'Credit Card Payment', 'Loan Payment' (or any
 *   category naming a loan) or 'Mortgage'; or, whatever the category, a descriptor naming a card
 *   ("CITI CARD ONLINE PAYMENT", "AMEX EPAYMENT") or a lender ("TOYOTA FINANCIAL SVCS ACH PMT",
 *   "NAVIENT", "MORTGAGE") together with a payment word (payment, pmt, ach, autopay ...).
 * - never: utilities, phone, internet, rent or insurance (a utility autopay is not credit), nor
 *   person-to-person transfers (Zelle, Venmo, PayPal ...), nor anything matching the late rules.
 * - one card payment seen twice (out of checking and into the linked card, same amount within
 *   5 days) counts once; several payments to one lender in one calendar month count once, because a
 *   bureau records one status per account per month.
 * A payment is taken as on time when no late rule matches it: the data holds no due dates.
 */
import { dayNumber, isWithinMonthsBefore, monthKey, toYmd, wholeMonthsBetween } from './dates';
import { titleCase } from './format';

export interface CreditTransaction {
  date: string; // YYYY-MM-DD
  /** Positive = money out (Plaid's convention), negative = money in. */
  amountCents: number;
  category: string | null;
  description: string | null;
  merchantName: string | null;
  bankAccountId: string | null;
}

export interface CreditAccount {
  id: string;
  name: string;
  type: 'checking' | 'savings' | 'credit' | 'loan' | 'investment';
  /** Today's balance; on a credit account negative = owed. */
  balanceCents: number;
  creditLimitCents: number | null;
}

export type CreditPaymentKind = 'card' | 'loan' | 'mortgage';

export interface LatePaymentEvidence {
  date: string;
  description: string;
}

export interface OnTimePaymentEvidence {
  date: string;
  description: string;
  /** Who was paid: the card account's name, or the payee read from the descriptor. */
  lender: string;
  kind: CreditPaymentKind;
}

export interface CreditCardEvidence {
  accountId: string;
  name: string;
  /** Owed at asOf (0 when the card is paid off or in credit). */
  owedCents: number;
  /** Null when the bank gave no limit (or a limit of 0). */
  limitCents: number | null;
  /** First transaction on the card up to asOf; null when the card has no transactions at all. */
  firstSeen: string | null;
}

export interface NewCreditAccountEvidence {
  accountId: string;
  name: string;
  firstSeen: string;
}

export interface CreditEvidence {
  asOf: string;
  /** Late payments in the 24 months before asOf, oldest first. */
  latePayments: LatePaymentEvidence[];
  /** On-time loan, card and mortgage payments in the 24 months before asOf (one per lender a month), oldest first. */
  onTimePayments: OnTimePaymentEvidence[];
  /** Credit card accounts open at asOf, with balances rewound to asOf. */
  cards: CreditCardEvidence[];
  /** Owed on cards with a known limit. */
  owedCents: number;
  /** Sum of the known card limits. */
  limitCents: number;
  /** owedCents / limitCents; null when no card has a known limit. */
  utilization: number | null;
  /** Distinct lenders paid for a loan or mortgage in the 12 months before asOf. */
  installmentLenders: string[];
  /** Distinct revolving accounts: linked cards plus card issuers paid in the 12 months before asOf. */
  revolvingAccounts: string[];
  /** Whole months from the earliest transaction to asOf; null when there are no transactions. */
  monthsOfHistory: number | null;
  /** Cards first seen in the 12 months before asOf, counted only when the history is longer than 12 months. */
  newAccounts: NewCreditAccountEvidence[];
}

export const PAYMENT_WINDOW_MONTHS = 24;
export const RECENT_WINDOW_MONTHS = 12;
/** Days apart that the checking side and the card side of one card payment may be posted. */
const PAYMENT_MATCH_DAYS = 5;

const LATE_RULES: readonly RegExp[] = [
  /\blate (fee|charge|payment|pmt|pymt)\b/,
  /\breturn(ed)? (payment|pmt|pymt)\b/,
  /\bnsf\b/,
  /\binsufficient funds?\b/,
  /\bpast due\b/,
  /\bdelinquen/,
  /\bmissed (payment|pmt)\b/,
  /\boverdue\b/,
];
const NOT_LATE = /\b(revers\w*|refund\w*|waive\w*|rebate)\b/;

/** Bills a bureau never sees: their payments are not credit, their late fees are not credit lates. */
const NON_CREDIT_BILL =
  /\b(utilit\w*|electric\w*|energy|power|natural gas|gas co|water|sewer|trash|comcast|xfinity|verizon|at&t|t-mobile|sprint|spectrum|internet|wireless|cable|phone|insurance|geico|progressive|state farm|allstate|rent|property mgmt|property management|apartments?)\b/;
const PERSON_TO_PERSON = /\b(zelle|venmo|paypal|cash app|square cash|quickpay)\b/;

const PAYMENT_WORD = /\b(payment|pymt|pmt|autopay|auto pay|epay|epayment|ach|bill ?pay|installment)\b/;
const CARD_PAYEE = /\b(card|cardmember|crd|applecard|amex|american express|discover|citi|capital one|barclaycard|synchrony)\b/;
const CARD_PAYMENT_WORD = /\b(payment|pymt|pmt|autopay|epay|epayment)\b/;
const THANK_YOU_PAYMENT = /\bpayment\s*-?\s*thank you\b/;
const CARD_PURCHASE_NOTICE = /\b(authorized on|purchase)\b/;
const LOAN_PAYEE =
  /\b(loans?|lending|auto fin(ance)?|financial svcs?|financial services|motor credit|credit acceptance|navient|nelnet|sallie mae|mohela|aidvantage|great lakes|fedloan|edfinancial|student ln|sofi|upstart|lendingclub|prosper|onemain|best egg)\b/;
const MORTGAGE_PAYEE = /\b(mortgage|mtg|mtge|home loans?|home lending|mr\.? cooper|loancare)\b/;

const CARD_SIDE_PAYMENT = /\b(payment|pymt|pmt|autopay|thank you|transfer|xfer)\b/;
const NOT_A_PAYMENT = /\b(refund\w*|return|returned|reversal|reversed|cash ?back|rewards?|statement credit|adjustment|dispute\w*)\b/;

/** Descriptor words that name the channel, not the payee. */
const DESCRIPTOR_NOISE = new Set([
  'ACH', 'PMT', 'PYMT', 'PAYMENT', 'PAYMENTS', 'ONLINE', 'WEB', 'AUTOPAY', 'EPAY', 'EPAYMENT', 'PPD', 'CCD', 'DEBIT',
  'RECURRING', 'TEL', 'BILL', 'BILLPAY', 'PAY', 'THANK', 'YOU', '-', 'ELECTRONIC', 'MOBILE', 'WWW', 'INST', 'XFER',
]);

function textOf(tx: CreditTransaction): string {
  return `${tx.description ?? ''} ${tx.merchantName ?? ''}`.toLowerCase();
}

function categoryOf(tx: CreditTransaction): string {
  return (tx.category ?? '').toLowerCase();
}

export function isLatePayment(tx: CreditTransaction): boolean {
  if (tx.amountCents < 0) return false;
  const text = textOf(tx);
  if (!LATE_RULES.some((rule) => rule.test(text)) || NOT_LATE.test(text)) return false;
  return !NON_CREDIT_BILL.test(`${text} ${categoryOf(tx)}`);
}

/** The payee as a person would name it: the merchant name, else the descriptor without channel noise. */
export function payeeName(tx: CreditTransaction): string {
  const merchant = tx.merchantName?.trim();
  if (merchant) return merchant;
  const words = (tx.description ?? '')
    .toUpperCase()
    .split(/\s+/)
    .filter((w) => w.length > 0 && !/[\d:*#]/.test(w) && !DESCRIPTOR_NOISE.has(w));
  return words.length > 0 ? titleCase(words.slice(0, 3).join(' ')) : 'Unnamed lender';
}

interface PaymentMatch {
  kind: CreditPaymentKind;
  cardSide: boolean;
}

/** Which kind of credit payment a transaction is, if any (rules in the header). */
export function classifyCreditPayment(tx: CreditTransaction, account: CreditAccount | undefined): PaymentMatch | null {
  if (isLatePayment(tx)) return null;
  const text = textOf(tx);
  const category = categoryOf(tx);
  if (PERSON_TO_PERSON.test(text)) return null;

  if (account?.type === 'credit') {
    if (tx.amountCents >= 0 || NOT_A_PAYMENT.test(text)) return null;
    const described = CARD_SIDE_PAYMENT.test(text) || /payment|transfer/.test(category);
    return described ? { kind: 'card', cardSide: true } : null;
  }

  if (tx.amountCents <= 0) return null;
  if (/credit card/.test(category)) return { kind: 'card', cardSide: false };
  if (/mortgage/.test(category)) return { kind: 'mortgage', cardSide: false };
  if (/\bloan/.test(category)) return { kind: MORTGAGE_PAYEE.test(text) ? 'mortgage' : 'loan', cardSide: false };
  if (NON_CREDIT_BILL.test(`${text} ${category}`)) return null;
  if (MORTGAGE_PAYEE.test(text) && PAYMENT_WORD.test(text)) return { kind: 'mortgage', cardSide: false };
  if (LOAN_PAYEE.test(text) && PAYMENT_WORD.test(text)) return { kind: 'loan', cardSide: false };
  const cardPayment = CARD_PAYEE.test(text) && CARD_PAYMENT_WORD.test(text) && !CARD_PURCHASE_NOTICE.test(text);
  if (cardPayment || THANK_YOU_PAYMENT.test(text)) return { kind: 'card', cardSide: false };
  return null;
}

interface DatedTransaction extends CreditTransaction {
  day: string;
}

interface FoundPayment extends OnTimePaymentEvidence {
  amountCents: number;
  cardSide: boolean;
}

/** Drops the checking side of a card payment already seen arriving on a linked card. */
function dropMirroredCardPayments(payments: FoundPayment[]): FoundPayment[] {
  const dropped = new Set<FoundPayment>();
  for (const incoming of payments) {
    if (!incoming.cardSide) continue;
    const mirror = payments.find(
      (p) =>
        !p.cardSide &&
        p.kind === 'card' &&
        !dropped.has(p) &&
        p.amountCents === -incoming.amountCents &&
        Math.abs(dayNumber(p.date) - dayNumber(incoming.date)) <= PAYMENT_MATCH_DAYS,
    );
    if (mirror) dropped.add(mirror);
  }
  return payments.filter((p) => !dropped.has(p));
}

function onePerLenderMonth(payments: FoundPayment[]): FoundPayment[] {
  const seen = new Set<string>();
  return payments.filter((p) => {
    const key = `${p.lender.toLowerCase()}|${monthKey(p.date)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function distinct(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  return [...byKey.values()];
}

/** Cards first seen in the 12 months before asOf; only judged once the history is longer than that. */
export function newAccountsAt(cards: readonly CreditCardEvidence[], asOf: string, monthsOfHistory: number | null): NewCreditAccountEvidence[] {
  if (monthsOfHistory === null || monthsOfHistory <= RECENT_WINDOW_MONTHS) return [];
  return cards.flatMap((c) =>
    c.firstSeen !== null && isWithinMonthsBefore(c.firstSeen, asOf, RECENT_WINDOW_MONTHS)
      ? [{ accountId: c.accountId, name: c.name, firstSeen: c.firstSeen }]
      : [],
  );
}

export function utilizationOf(cards: readonly CreditCardEvidence[]): Pick<CreditEvidence, 'owedCents' | 'limitCents' | 'utilization'> {
  const limited = cards.filter((c) => c.limitCents !== null);
  const limitCents = limited.reduce((sum, c) => sum + (c.limitCents ?? 0), 0);
  const owedCents = limited.reduce((sum, c) => sum + c.owedCents, 0);
  return { owedCents, limitCents, utilization: limitCents > 0 ? owedCents / limitCents : null };
}

export function extractCreditEvidence(transactions: readonly CreditTransaction[], accounts: readonly CreditAccount[], asOf: string): CreditEvidence {
  const asOfDay = toYmd(asOf);
  if (asOfDay === null || asOfDay !== asOf) throw new RangeError(`asOf must be a YYYY-MM-DD date, got ${asOf}`);
  const accountById = new Map(accounts.map((a) => [a.id, a]));

  const all: DatedTransaction[] = [];
  for (const tx of transactions) {
    const day = toYmd(tx.date);
    if (day !== null) all.push({ ...tx, day });
  }
  all.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const known = all.filter((tx) => tx.day <= asOf);
  const inPaymentWindow = known.filter((tx) => isWithinMonthsBefore(tx.day, asOf, PAYMENT_WINDOW_MONTHS));

  const latePayments: LatePaymentEvidence[] = [];
  const lateKeys = new Set<string>();
  for (const tx of inPaymentWindow) {
    if (!isLatePayment(tx)) continue;
    const key = `${tx.day}|${tx.bankAccountId ?? ''}`;
    if (lateKeys.has(key)) continue;
    lateKeys.add(key);
    latePayments.push({ date: tx.day, description: (tx.description ?? tx.merchantName ?? 'Late payment').trim() });
  }

  const found: FoundPayment[] = [];
  for (const tx of inPaymentWindow) {
    const account = tx.bankAccountId === null ? undefined : accountById.get(tx.bankAccountId);
    const match = classifyCreditPayment(tx, account);
    if (!match) continue;
    found.push({
      date: tx.day,
      description: (tx.description ?? tx.merchantName ?? '').trim(),
      lender: match.cardSide && account ? account.name : payeeName(tx),
      kind: match.kind,
      amountCents: tx.amountCents,
      cardSide: match.cardSide,
    });
  }
  const onTimePayments = onePerLenderMonth(dropMirroredCardPayments(found)).map(({ date, description, lender, kind }) => ({
    date,
    description,
    lender,
    kind,
  }));

  const cards: CreditCardEvidence[] = [];
  for (const account of accounts) {
    if (account.type !== 'credit') continue;
    const own = all.filter((tx) => tx.bankAccountId === account.id);
    const firstSeen = own.find((tx) => tx.day <= asOf)?.day ?? null;
    // Every transaction on the card comes after asOf: as far as the data shows it was not open yet.
    if (own.length > 0 && firstSeen === null) continue;
    const laterCents = own.filter((tx) => tx.day > asOf).reduce((sum, tx) => sum + tx.amountCents, 0);
    const balanceAtAsOf = account.balanceCents + laterCents;
    cards.push({
      accountId: account.id,
      name: account.name,
      owedCents: Math.max(0, -balanceAtAsOf),
      limitCents: account.creditLimitCents !== null && account.creditLimitCents > 0 ? account.creditLimitCents : null,
      firstSeen,
    });
  }

  const recent = onTimePayments.filter((p) => isWithinMonthsBefore(p.date, asOf, RECENT_WINDOW_MONTHS));
  const installmentLenders = distinct(recent.filter((p) => p.kind !== 'card').map((p) => p.lender));
  const revolvingAccounts = distinct([...cards.map((c) => c.name), ...recent.filter((p) => p.kind === 'card').map((p) => p.lender)]);

  const earliest = known[0]?.day ?? null;
  const monthsOfHistory = earliest === null ? null : wholeMonthsBetween(earliest, asOf);

  return {
    asOf,
    latePayments,
    onTimePayments,
    cards,
    ...utilizationOf(cards),
    installmentLenders,
    revolvingAccounts,
    monthsOfHistory,
    newAccounts: newAccountsAt(cards, asOf, monthsOfHistory),
  };
}
