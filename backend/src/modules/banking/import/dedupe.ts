import { ROWS_PER_STEP, runToEnd, type Steps } from './slices';
import type { ParsedTransaction } from './types';

/** Lower-case, runs of 4+ digits (card numbers, reference and store numbers) dropped, whitespace collapsed. */
export function normaliseDescription(description: string): string {
  return description.toLowerCase().replace(/\d{4,}/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Identity of an imported row across imports: "id:<bankId>" when the bank gives one, else
 * "amd:<amountCents>|<date>|<normalised description>".
 */
export function dedupeKey(row: Pick<ParsedTransaction, 'bankId' | 'amountCents' | 'date' | 'description'>): string {
  const bankId = row.bankId?.trim();
  if (bankId) return `id:${bankId}`;
  return `amd:${row.amountCents}|${row.date}|${normaliseDescription(row.description)}`;
}

/**
 * dedupeKey for each row of one file, with "#2", "#3"... on repeats within the file, so two real
 * identical purchases (two $4.50 coffees on one day) are both kept while re-importing the same file
 * gives the same keys. The first occurrence's key equals dedupeKey(row).
 */
export function dedupeKeys(rows: readonly Pick<ParsedTransaction, 'bankId' | 'amountCents' | 'date' | 'description'>[]): string[] {
  return runToEnd(dedupeKeysSteps(rows));
}

/** dedupeKeys in steps (see ./slices.ts). */
export function* dedupeKeysSteps(rows: readonly Pick<ParsedTransaction, 'bankId' | 'amountCents' | 'date' | 'description'>[]): Steps<string[]> {
  const seen = new Map<string, number>();
  const keys: string[] = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (i % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    const key = dedupeKey(rows[i]!);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    keys[i] = n === 1 ? key : `${key}#${n}`;
  }
  return keys;
}
