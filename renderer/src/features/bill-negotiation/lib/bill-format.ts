import { BILL_SUCCESS_FEE_RATE, BILL_SERVICE_LABELS, type BillServiceType, type BillStatus } from '../../../../../shared/contracts/bills';
import { formatUsd } from '@/lib/format';

/** Bills are to the cent, unlike the whole-dollar amounts elsewhere. */
export function formatBillMoney(dollars: number): string {
  return formatUsd(dollars, { cents: true });
}

/** "25%", from the shared rate. */
export const SUCCESS_FEE_PERCENT = `${Math.round(BILL_SUCCESS_FEE_RATE * 100)}%`;

export function serviceLabel(type: BillServiceType): string {
  return BILL_SERVICE_LABELS[type];
}

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  negotiated: 'Negotiated',
  unsuccessful: 'No saving found',
};

export type BillStatusTone = 'info' | 'warning' | 'success' | 'secondary';

export const BILL_STATUS_TONES: Record<BillStatus, BillStatusTone> = {
  submitted: 'info',
  in_progress: 'warning',
  negotiated: 'success',
  unsuccessful: 'secondary',
};

export function formatSubmittedAt(ms: number, locale = 'en-US', timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(ms));
}

export function todayCounterText(n: number): string {
  return `Total submissions today: ${n}`;
}
