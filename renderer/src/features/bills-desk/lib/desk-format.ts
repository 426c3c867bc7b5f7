/**
 * The desk's wording and the saving dialog's check (docs/product.md "Bills"). The labels are the
 * shared ones, so the owner and the user read the same status names.
 */
import { BILL_STATUS_LABELS, BILL_SUCCESS_FEE_RATE, successFeeCents, type BillStatus } from '../../../../../shared/contracts/bills';
import { formatCents, parseCents } from '../../../../../shared/money';

export { BILL_STATUS_LABELS };

export type DeskTone = 'info' | 'warning' | 'success' | 'secondary' | 'default';

export const DESK_STATUS_TONES: Record<BillStatus, DeskTone> = {
  submitted: 'info',
  in_review: 'default',
  negotiating: 'warning',
  saved: 'success',
  not_saved: 'secondary',
};

/** What the button for a next step says. */
export const ACTION_LABELS: Record<BillStatus, string> = {
  submitted: 'Submitted',
  in_review: 'Start review',
  negotiating: 'Start negotiating',
  saved: 'Record saving',
  not_saved: 'Not saved',
};

export const FEE_PERCENT = `${Math.round(BILL_SUCCESS_FEE_RATE * 100)}%`;

export type SavingCheck = { ok: true; cents: number; feeText: string } | { ok: false; error: string };

/**
 * The monthly saving the owner typed, as the server will take it: more than $0, at most 2
 * decimals, not above the current bill (unless the bill was left at 0).
 */
export function checkSaving(text: string, currentBillCents: number): SavingCheck {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!trimmed) return { ok: false, error: 'Enter the monthly saving.' };
  const parsed = parseCents(trimmed);
  if (!parsed.ok) {
    return { ok: false, error: parsed.error === 'too_many_decimals' ? 'Use at most 2 decimal places (cents).' : 'Enter an amount in dollars, for example 40 or 12.50.' };
  }
  if (parsed.cents <= 0) return { ok: false, error: 'The saving must be more than $0.00.' };
  if (currentBillCents > 0 && parsed.cents > currentBillCents) {
    return { ok: false, error: `The saving cannot be more than the current bill (${formatCents(currentBillCents)}).` };
  }
  return { ok: true, cents: parsed.cents, feeText: formatCents(successFeeCents(parsed.cents)) };
}

export function formatWhen(ms: number, locale = 'en-US', timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(ms));
}
