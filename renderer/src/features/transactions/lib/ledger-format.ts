/**
 * How the ledger writes its figures. Every amount is in its own currency and totals are one line
 * per currency, never added across currencies (docs/product.md "Transactions"). Amounts in the
 * ledger's answers are dollars as on a statement: positive = money in, negative = money out.
 */
import type { CurrencyTotal, LedgerTransaction } from '../../../../../shared/contracts/ledger';
import { formatCurrency } from '@/lib/format';

/** An amount in its currency, two decimals (an unknown code after the number, never "-$0.00"). */
export const formatMoney = formatCurrency;

/** Money in with "+", money out with "-": +$1,200.00, -€12.50, $0.00. */
export function formatSignedMoney(amount: number, currency: string): string {
  return amount > 0 ? `+${formatMoney(amount, currency)}` : formatMoney(amount, currency);
}

export type AmountDirection = 'in' | 'out' | 'zero';

export function amountDirection(amount: number): AmountDirection {
  if (amount > 0) return 'in';
  return amount < 0 ? 'out' : 'zero';
}

export function formatLedgerAmount(tx: Pick<LedgerTransaction, 'amount' | 'currency'>): string {
  return formatSignedMoney(tx.amount, tx.currency);
}

const DAY_WITH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A 'YYYY-MM-DD' (or ISO time) date as "Mar 4, 2025"; anything else as it came. A ledger spans years, so the year is always shown. */
export function formatLedgerDate(date: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!plain) return date;
  const day = new Date(Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])));
  return Number.isNaN(day.getTime()) ? date : DAY_WITH_YEAR.format(day);
}

export function countText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'transaction' : 'transactions'}`;
}

export interface TotalLine {
  currency: string;
  count: string;
  moneyIn: string;
  moneyOut: string;
  net: string;
  netDirection: AmountDirection;
}

/**
 * One line per currency, as the server summed them. Money out is shown as a "-" amount whichever
 * sign the answer gives its size, and the net with its sign.
 */
export function totalLines(totals: readonly CurrencyTotal[]): TotalLine[] {
  return [...totals]
    .sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency))
    .map((t) => ({
      currency: t.currency.toUpperCase(),
      count: countText(t.count),
      moneyIn: formatSignedMoney(Math.abs(t.moneyIn), t.currency),
      moneyOut: formatMoney(-Math.abs(t.moneyOut), t.currency),
      net: formatSignedMoney(t.net, t.currency),
      netDirection: amountDirection(t.net),
    }));
}

/** One sentence for a screen reader and the row's checkbox: "Coffee Shop, Mar 4, 2025, -$4.50". */
export function rowSummary(tx: Pick<LedgerTransaction, 'description' | 'date' | 'amount' | 'currency'>): string {
  return `${tx.description}, ${formatLedgerDate(tx.date)}, ${formatLedgerAmount(tx)}`;
}
