/**
 * The Quantum Predictions portfolio form: rows of a holding's name and its dollar value, checked
 * against the request contract's limits before anything is sent.
 */
import type { BankAccount } from '../../../../../shared/contracts/banking';
import { PORTFOLIO_MAX_ITEMS, PORTFOLIO_MAX_VALUE } from '../../../../../shared/contracts/coach';
import { formatUsd } from '@/lib/format';
import { parseDecimal } from '@/lib/parse-number';
import { HOLDING_NAME_MAX } from './contract-limits';

export interface HoldingRow {
  /** Stable React key: rows can be removed from the middle. */
  key: string;
  name: string;
  /** As typed, e.g. "12,500" or "$900". */
  value: string;
}

export interface HoldingErrors {
  name?: string;
  value?: string;
}

export interface Holding {
  name: string;
  value: number;
}

export type PortfolioResult =
  | { ok: true; portfolio: Holding[] }
  | { ok: false; rowErrors: HoldingErrors[]; formError: string | null };

const blank = (row: HoldingRow) => row.name.trim() === '' && row.value.trim() === '';

function valueError(text: string): string | null {
  if (text.trim() === '') return "Enter the holding's value in dollars.";
  const value = parseDecimal(text);
  if (value === null) return 'Value must be a number of dollars, for example 2500.';
  if (value <= 0) return 'Value must be greater than $0.';
  if (value > PORTFOLIO_MAX_VALUE) return `Value must be at most ${formatUsd(PORTFOLIO_MAX_VALUE)}.`;
  return null;
}

function nameError(text: string): string | null {
  const name = text.trim();
  if (name === '') return 'Each holding needs a name.';
  if (name.length > HOLDING_NAME_MAX) return `Name must be at most ${HOLDING_NAME_MAX} characters.`;
  return null;
}

/**
 * Every filled row must be complete and valid. Rows left entirely blank are skipped (an extra empty
 * row is not a mistake), but at least one holding is needed.
 */
export function validatePortfolio(rows: readonly HoldingRow[]): PortfolioResult {
  const rowErrors: HoldingErrors[] = rows.map((row) => {
    if (blank(row) && rows.some((other) => !blank(other))) return {};
    const errors: HoldingErrors = {};
    const name = nameError(row.name);
    const value = valueError(row.value);
    if (name) errors.name = name;
    if (value) errors.value = value;
    return errors;
  });
  const filled = rows.filter((row) => !blank(row));
  let formError: string | null = null;
  if (filled.length === 0) formError = 'Add at least one holding: a name and its value in dollars.';
  else if (filled.length > PORTFOLIO_MAX_ITEMS) formError = `A portfolio can have at most ${PORTFOLIO_MAX_ITEMS} holdings.`;
  if (formError || rowErrors.some((e) => e.name || e.value)) return { ok: false, rowErrors, formError };
  return { ok: true, portfolio: filled.map((row) => ({ name: row.name.trim(), value: parseDecimal(row.value)! })) };
}

/** Account types whose balance is money the user holds to grow (not spending money, not debt). */
export const PORTFOLIO_ACCOUNT_TYPES: readonly BankAccount['type'][] = ['savings', 'investment'];

/** An account whose balance can be a holding: known, open, in dollars (the form's unit), above 0. */
type HoldingAccount = BankAccount & { balance: number };

function canBeHolding(a: BankAccount): a is HoldingAccount {
  return (
    PORTFOLIO_ACCOUNT_TYPES.includes(a.type) &&
    !a.closed &&
    a.currency.toUpperCase() === 'USD' &&
    a.balance !== null &&
    Number.isFinite(a.balance) &&
    a.balance > 0
  );
}

/**
 * The user's own savings and investment balances as holdings, largest first, at most the contract's
 * number of holdings. Left out: accounts with nothing in them (a holding must be worth more than 0),
 * a balance nobody has stated yet (docs/product.md "Accounts": never guessed), closed accounts, and
 * accounts in another currency (holdings are dollars and nothing is converted).
 */
export function holdingsFromAccounts(accounts: readonly BankAccount[]): Holding[] {
  return accounts
    .filter(canBeHolding)
    .sort((a, b) => b.balance - a.balance)
    .slice(0, PORTFOLIO_MAX_ITEMS)
    .map((a) => ({
      name: a.name.trim().slice(0, HOLDING_NAME_MAX) || a.type,
      value: Math.min(PORTFOLIO_MAX_VALUE, Math.round(a.balance * 100) / 100),
    }));
}

/** A holding as the form's text: whole dollars without decimals, cents kept when there are some. */
export function holdingValueText(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
