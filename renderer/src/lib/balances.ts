/**
 * The total balance of a user's accounts (docs/product.md "Accounts"): per currency, over the open
 * accounts with a known balance, summed in integer cents so it adds up exactly. Nothing is converted
 * (no exchange rates offline); closed accounts are kept but never counted; an account whose balance
 * is not known is left out and counted, so the screen can say so. /mobile and /accounts both show it.
 */
import type { BankAccount } from '../../../shared/contracts/banking';

const toCents = (dollars: number) => Math.round(dollars * 100);

export interface CurrencyTotal {
  currency: string;
  /** The net of the known balances in this currency (money owed on cards and loans is negative). */
  total: number;
  /** How many accounts it adds up, and how many of those are sample (demo) accounts. */
  accounts: number;
  sampleAccounts: number;
}

export interface BalanceTotals {
  /** One total per currency, the one with the most accounts first (ties: alphabetical). */
  totals: CurrencyTotal[];
  /** Open accounts whose balance is not known: left out of every total. */
  unknown: number;
  /** Closed accounts: kept, but never counted. */
  closed: number;
}

export function balanceTotals(accounts: readonly Pick<BankAccount, 'balance' | 'currency' | 'closed' | 'source'>[]): BalanceTotals {
  const byCurrency = new Map<string, { cents: number; accounts: number; sampleAccounts: number }>();
  let unknown = 0;
  let closed = 0;
  for (const account of accounts) {
    if (account.closed) {
      closed += 1;
      continue;
    }
    if (account.balance === null) {
      unknown += 1;
      continue;
    }
    const currency = account.currency.trim().toUpperCase();
    const entry = byCurrency.get(currency) ?? { cents: 0, accounts: 0, sampleAccounts: 0 };
    entry.cents += toCents(account.balance);
    entry.accounts += 1;
    if (account.source === 'demo') entry.sampleAccounts += 1;
    byCurrency.set(currency, entry);
  }
  const totals = [...byCurrency.entries()]
    .map(([currency, e]) => ({ currency, total: e.cents / 100, accounts: e.accounts, sampleAccounts: e.sampleAccounts }))
    .sort((a, b) => b.accounts - a.accounts || a.currency.localeCompare(b.currency));
  return { totals, unknown, closed };
}
