/**
 * The words and figures of /accounts, as pure functions (docs/product.md "Accounts"): each account's
 * balance in its own currency or "not known", totals per currency that leave unknown and closed
 * accounts out, and the sentences of the confirmations.
 */
import type { BankAccount, BankAccountType } from '../../../../../shared/contracts/banking';
import { formatCurrency } from '../../../../../shared/money';
import { balanceTotals, type BalanceTotals, type CurrencyTotal } from '@/lib/balances';

export const ACCOUNT_TYPE_NAMES: Record<BankAccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit: 'Credit card',
  loan: 'Loan',
  investment: 'Investment',
};

/** Codes offered in the currency inputs' suggestion lists; any other 3-letter code may be typed. */
export { COMMON_CURRENCIES } from '@/lib/currencies';

export const UNKNOWN_BALANCE_TEXT = 'Balance not known — set it from a statement';

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as "Mar 4, 2025"; anything else is shown as it came. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return DAY_FORMAT.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** An amount in its currency ("€1,234.50"; an unknown code after the number). */
export const formatMoneyIn = formatCurrency;

export interface BalanceView {
  known: boolean;
  /** The amount in the account's currency, or the "not known" sentence. */
  amount: string;
  /** "as of Mar 4, 2025 · from the bank"; null when the balance is not known. */
  detail: string | null;
  /** A card or a loan with money owed. */
  owed: boolean;
}

/** How an account's balance reads: its own currency, its date and where it came from, or that it is not known. */
export function balanceView(account: Pick<BankAccount, 'balance' | 'currency' | 'balanceAsOf' | 'balanceSource' | 'type'>): BalanceView {
  if (account.balance === null) return { known: false, amount: UNKNOWN_BALANCE_TEXT, detail: null, owed: false };
  const parts: string[] = [];
  if (account.balanceAsOf) parts.push(`as of ${formatDay(account.balanceAsOf)}`);
  if (account.balanceSource === 'bank') parts.push('from the bank');
  else if (account.balanceSource === 'user') parts.push('entered by you');
  const owed = (account.type === 'credit' || account.type === 'loan') && account.balance < 0;
  return { known: true, amount: formatMoneyIn(account.balance, account.currency), detail: parts.length > 0 ? parts.join(' · ') : null, owed };
}

export interface AccountTotals extends BalanceTotals {
  totals: (CurrencyTotal & { formatted: string })[];
}

/** The shared per-currency totals (renderer/src/lib/balances.ts), each written in its currency. */
export function accountTotals(accounts: readonly BankAccount[]): AccountTotals {
  const result = balanceTotals(accounts);
  return { ...result, totals: result.totals.map((total) => ({ ...total, formatted: formatCurrency(total.total, total.currency) })) };
}

/** The line under the totals that says which accounts they leave out; null when none. */
export function unknownBalancesNote(unknown: number): string | null {
  if (unknown === 0) return null;
  return unknown === 1
    ? '1 account with an unknown balance is not included'
    : `${unknown.toLocaleString('en-US')} accounts with an unknown balance are not included`;
}

/** Open accounts first, then the closed ones, each in the server's order. */
export function groupAccounts<T extends Pick<BankAccount, 'closed'>>(accounts: readonly T[]): { open: T[]; closed: T[] } {
  return { open: accounts.filter((a) => !a.closed), closed: accounts.filter((a) => a.closed) };
}

export function deleteAccountQuestion(name: string, transactionCount: number): string {
  return `Delete ${name} and its ${plural(transactionCount, 'transaction')}? This cannot be undone.`;
}

/**
 * The undo's question, counting only the rows it will remove: `remaining` of the `imported` rows are
 * still there (the others were deleted since, and an undo cannot remove them again).
 */
export function undoImportQuestion(remaining: number, imported = remaining): string {
  const gone = imported - remaining;
  const already = gone > 0 ? ` (${gone.toLocaleString('en-US')} of the ${imported.toLocaleString('en-US')} it added ${gone === 1 ? 'was' : 'were'} already deleted.)` : '';
  if (remaining === 0) {
    return imported === 0 ? 'This import added no transactions. Remove it from the history?' : `Its transactions were already deleted. Remove this import from the history?`;
  }
  const rows = remaining === 1 ? 'the 1 transaction' : `the ${remaining.toLocaleString('en-US')} transactions`;
  return gone > 0 ? `Remove ${rows} left from this import?${already}` : `Remove ${rows} this import added?`;
}

/** What the sample data is, next to the user's own, from GET /api/data/sources; null when there is none. */
export function sampleDataSentence(sources: { demo: { accounts: number; transactions: number }; real: { accounts: number; transactions: number } }): string | null {
  const { demo, real } = sources;
  if (demo.accounts === 0 && demo.transactions === 0) return null;
  const what = `${plural(demo.transactions, 'sample transaction')} in ${plural(demo.accounts, 'account')}`;
  if (real.accounts === 0 && real.transactions === 0) return `${what}; nothing of your own yet.`;
  return `${what} ${demo.transactions === 1 ? 'is' : 'are'} mixed with yours.`;
}

export function removeSampleQuestion(sources: { demo: { accounts: number; transactions: number } }): string {
  return `Remove ${plural(sources.demo.transactions, 'sample transaction')} in ${plural(sources.demo.accounts, 'account')}?`;
}

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const INSTANT_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** An instant relative to now ("5 minutes ago", "yesterday"); under a minute is "just now". */
export function relativeTime(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const diff = at - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return RELATIVE.format(Math.trunc(diff / ms), unit);
  }
  return 'just now';
}

/** The exact instant, in the viewer's time zone, for a title attribute. */
export function exactTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : INSTANT_FORMAT.format(at);
}
