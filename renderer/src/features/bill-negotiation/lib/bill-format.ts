import { BILL_STATUS_LABELS, BILL_SUCCESS_FEE_RATE, BILL_SERVICE_LABELS, type BillNegotiation, type BillServiceType, type BillStatus } from '../../../../../shared/contracts/bills';
import { formatUsd } from '@/lib/format';

export { BILL_STATUS_LABELS };

/** Bills are to the cent, unlike the whole-dollar amounts elsewhere. */
export function formatBillMoney(dollars: number): string {
  return formatUsd(dollars, { cents: true });
}

/** "25%", from the shared rate. */
export const SUCCESS_FEE_PERCENT = `${Math.round(BILL_SUCCESS_FEE_RATE * 100)}%`;

export function serviceLabel(type: BillServiceType): string {
  return BILL_SERVICE_LABELS[type];
}

export type BillStatusTone = 'info' | 'warning' | 'success' | 'secondary' | 'default';

export const BILL_STATUS_TONES: Record<BillStatus, BillStatusTone> = {
  submitted: 'info',
  in_review: 'default',
  negotiating: 'warning',
  saved: 'success',
  not_saved: 'secondary',
};

export function formatSubmittedAt(ms: number, locale = 'en-US', timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(ms));
}

export function todayCounterText(n: number): string {
  return `Total submissions today: ${n}`;
}

/** "$40.00 saved a month · fee $10.00": the outcome line of a saved request. */
export function savedText(monthlySavings: number, successFee: number): string {
  return `${formatBillMoney(monthlySavings)} saved a month · fee ${formatBillMoney(successFee)}`;
}

export interface TimelineStep {
  status: BillStatus | 'outcome';
  label: string;
  /** When it was reached; undefined for a step still ahead. */
  at?: number;
  current: boolean;
}

/**
 * The steps to show for a request: every step it reached, with its date, then (while it is open)
 * the steps still ahead on the way to an outcome (docs/product.md "Bills").
 */
export function timelineSteps(bill: Pick<BillNegotiation, 'status' | 'history'>): TimelineStep[] {
  const reached: TimelineStep[] = bill.history.map((step, i) => ({
    status: step.status,
    label: BILL_STATUS_LABELS[step.status],
    at: step.at,
    current: i === bill.history.length - 1,
  }));
  if (bill.status === 'saved' || bill.status === 'not_saved') return reached;
  const ahead: TimelineStep[] = [];
  const seen = new Set(bill.history.map((s) => s.status));
  for (const status of ['in_review', 'negotiating'] as const) {
    if (!seen.has(status)) ahead.push({ status, label: BILL_STATUS_LABELS[status], current: false });
  }
  ahead.push({ status: 'outcome', label: `${BILL_STATUS_LABELS.saved} or ${BILL_STATUS_LABELS.not_saved.toLowerCase()}`, current: false });
  return [...reached, ...ahead];
}
