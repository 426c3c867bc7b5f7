/**
 * The checks of the manage-account forms, before anything is sent: only what changed is sent (the
 * API refuses an empty change), and an amount is read exactly, as the server will read it.
 */
import type { AccountUpdate, BankAccount, BankAccountType } from '../../../../../shared/contracts/banking';
import { parseCents } from '../../../../../shared/money';
import { parseDecimal } from '@/lib/parse-number';

export interface DetailsDraft {
  name: string;
  type: BankAccountType;
  institution: string;
  currency: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

export function detailsDraft(account: Pick<BankAccount, 'name' | 'type' | 'institution' | 'currency'>): DetailsDraft {
  return { name: account.name, type: account.type, institution: account.institution, currency: account.currency };
}

/** The fields that differ from the account, checked; an empty object when nothing changed. */
export function detailsChanges(account: Pick<BankAccount, 'name' | 'type' | 'institution' | 'currency'>, draft: DetailsDraft): Checked<AccountUpdate> {
  const changes: AccountUpdate = {};
  const name = draft.name.trim();
  if (name !== account.name) {
    if (!name) return { ok: false, field: 'name', message: 'Give the account a name' };
    if (name.length > 100) return { ok: false, field: 'name', message: 'Use at most 100 characters' };
    changes.name = name;
  }
  if (draft.type !== account.type) changes.type = draft.type;
  const institution = draft.institution.trim();
  if (institution !== account.institution) {
    if (!institution) return { ok: false, field: 'institution', message: 'Name the bank or institution' };
    if (institution.length > 100) return { ok: false, field: 'institution', message: 'Use at most 100 characters' };
    changes.institution = institution;
  }
  const currency = draft.currency.trim().toUpperCase();
  if (currency !== account.currency.toUpperCase()) {
    if (!/^[A-Z]{3}$/.test(currency)) return { ok: false, field: 'currency', message: 'Use a 3-letter currency code such as USD or EUR' };
    changes.currency = currency;
  }
  return { ok: true, value: changes };
}

/** A statement balance as typed: signed, at most 2 decimals, "$" and thousands commas allowed. */
export function parseBalanceInput(text: string): Checked<number> {
  if (!text.trim()) return { ok: false, field: 'balance', message: 'Enter the balance on the statement' };
  const value = parseDecimal(text);
  if (value === null) return { ok: false, field: 'balance', message: 'Enter a number such as 1250.00 or -310.45' };
  const cents = parseCents(value);
  if (!cents.ok) {
    return {
      ok: false,
      field: 'balance',
      message: cents.error === 'too_many_decimals' ? 'Use at most 2 decimal places' : 'Enter a number such as 1250.00 or -310.45',
    };
  }
  return { ok: true, value: cents.cents / 100 };
}

/** A statement date: a real calendar day, not after today. */
export function checkStatementDate(day: string, today: string): Checked<string> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return { ok: false, field: 'asOf', message: 'Choose the date of the statement' };
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (at.toISOString().slice(0, 10) !== day) return { ok: false, field: 'asOf', message: 'Choose the date of the statement' };
  if (day > today) return { ok: false, field: 'asOf', message: 'The statement date cannot be in the future' };
  return { ok: true, value: day };
}

/** Today in the viewer's own calendar (a statement is dated where the user lives, not in UTC). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
