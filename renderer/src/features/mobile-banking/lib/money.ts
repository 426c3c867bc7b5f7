import type { BankAccount, BankingTransaction } from '../../../../../shared/contracts/banking';
import { PATHS } from '../../../../../shared/routes';
import { parseDecimal } from '@/lib/parse-number';
import { formatCurrency } from '@/lib/format';

/** What a hidden balance shows (spec: the show/hide toggle). */
export const HIDDEN_AMOUNT = '•••••';

const toCents = (dollars: number) => Math.round(dollars * 100);

/** What an account whose balance neither the bank nor the user has stated shows (never "$0.00"). */
export const UNKNOWN_BALANCE = 'Balance unknown';

/**
 * Bank balances and transactions are ledger amounts, so they show cents ("$4.50", not "$5"); the
 * whole-dollar amounts stay for plans and allocations. Each amount is in its account's currency
 * (docs/product.md "Accounts"): "€12.50", "CHF 3.00", never "$" for another currency.
 */
export function formatMoney(dollars: number, currency = 'USD'): string {
  return formatCurrency(dollars, currency);
}

/** An account's balance as its row shows it: in its currency, or UNKNOWN_BALANCE. */
export function formatBalance(account: Pick<BankAccount, 'balance' | 'currency'>): string {
  return account.balance === null ? UNKNOWN_BALANCE : formatMoney(account.balance, account.currency);
}

/** A transaction's amount with its direction: credit "+$12.00", debit "-€12.00" (the account's currency). */
export function formatTransactionAmount(tx: Pick<BankingTransaction, 'amount' | 'type'>, currency = 'USD'): string {
  return `${tx.type === 'credit' ? '+' : '-'}${formatMoney(Math.abs(tx.amount), currency)}`;
}

/** True while the user's accounts include sample (demo) ones: the "Demo data" badge shows then. */
export function hasSampleAccounts(accounts: readonly Pick<BankAccount, 'source'>[] | undefined): boolean {
  return accounts?.some((a) => a.source === 'demo') ?? false;
}

/** The ledger (/transactions), all of it or one account's rows. */
export function transactionsHref(accountId?: string): string {
  return accountId === undefined ? PATHS.transactions : `${PATHS.transactions}?${new URLSearchParams({ accountId }).toString()}`;
}

export type AmountCheck = { ok: true; value: number } | { ok: false; error: string };

/**
 * An amount of money as typed ("25", "$1,250.50"): more than 0, at most `max`, at most 2 decimals.
 * Empty input is an error too; callers decide whether to show it before the user has typed.
 */
export function parseMoneyInput(text: string, max: number): AmountCheck {
  if (text.trim() === '') return { ok: false, error: 'Enter an amount.' };
  const value = parseDecimal(text);
  if (value === null) return { ok: false, error: 'Enter an amount as a number, for example 25.50.' };
  if (value <= 0) return { ok: false, error: 'The amount must be more than $0.' };
  if (value > max) return { ok: false, error: `The amount can be at most ${formatMoney(max)}.` };
  if (Math.abs(toCents(value) - value * 100) > 1e-6) return { ok: false, error: 'Use at most 2 decimals (cents).' };
  return { ok: true, value: toCents(value) / 100 };
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_WITH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A transaction's date ("2025-03-04" or an ISO timestamp) as "Mar 4", with the year only when it
 * is not the current one. A plain date is a calendar day, so it is read as UTC and never shifts.
 */
export function formatTransactionDate(date: string, now: Date = new Date()): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const parsed = plain ? new Date(Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]))) : new Date(date);
  if (Number.isNaN(parsed.getTime())) return date;
  const day = plain ? parsed : new Date(Date.UTC(parsed.getFullYear(), parsed.getMonth(), parsed.getDate()));
  return day.getUTCFullYear() === now.getFullYear() ? DAY.format(day) : DAY_WITH_YEAR.format(day);
}

/** A date held as epoch milliseconds or 'YYYY-MM-DD' text, as "Mar 4, 2025". */
export function formatLongDate(value: number | string): string {
  const plain = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = plain ? new Date(Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return plain ? DAY_WITH_YEAR.format(date) : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
}

/**
 * An import preview row's amount, stored as the transactions table keeps it (positive = money out,
 * negative = money in), shown the way the transaction list shows it: "-$12.00" out, "+$12.00" in.
 */
export function formatStoredAmount(amount: number, currency = 'USD'): { text: string; direction: 'in' | 'out' } {
  const direction = amount < 0 ? 'in' : 'out';
  return { text: `${direction === 'in' ? '+' : '-'}${formatMoney(Math.abs(amount), currency)}`, direction };
}
