/**
 * Bill negotiation (docs/product.md "Bills"): the submission form's
 * fields keep the spec's snake_case names; answers are camelCase dollars like the other contracts.
 */
import { z } from 'zod';
import { dollarAmount } from './money';

export const BILL_SERVICE_TYPES = ['internet', 'phone', 'insurance', 'utilities', 'subscription', 'credit_card', 'other'] as const;
export type BillServiceType = (typeof BILL_SERVICE_TYPES)[number];

export const BILL_SERVICE_LABELS: Record<BillServiceType, string> = {
  internet: 'Internet/Cable',
  phone: 'Phone/Mobile',
  insurance: 'Insurance',
  utilities: 'Utilities (Gas/Electric)',
  subscription: 'Subscription Service',
  credit_card: 'Credit Card',
  other: 'Other',
};

/**
 * The lifecycle the owner drives (docs/product.md "Bills"): submitted -> in_review -> negotiating ->
 * saved | not_saved. Moves go forward one step at a time; saved and not_saved are final.
 */
export const BILL_STATUSES = ['submitted', 'in_review', 'negotiating', 'saved', 'not_saved'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** The statuses a request may move to next from each status (none from a final one). */
export const BILL_NEXT_STATUSES: Record<BillStatus, readonly BillStatus[]> = {
  submitted: ['in_review'],
  in_review: ['negotiating', 'not_saved'],
  negotiating: ['saved', 'not_saved'],
  saved: [],
  not_saved: [],
};

export function isLegalBillMove(from: BillStatus, to: BillStatus): boolean {
  return BILL_NEXT_STATUSES[from].includes(to);
}

/** What the user and the owner read for each status. */
export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  negotiating: 'Negotiating',
  saved: 'Saved',
  not_saved: 'Not saved',
};

export const BILL_NOT_SAVED_REASON_MAX = 200;

/** docs/product.md "Bills". */
export const BILL_SUCCESS_FEE_RATE = 0.25;
export const BILL_PROVIDER_CONTACT_BUSINESS_DAYS = 2;
export const BILL_TYPICAL_COMPLETION_BUSINESS_DAYS = '2-3';

export const BILL_MAX_AMOUNT = 1_000_000;
export const BILL_PROVIDER_MAX_LENGTH = 120;
export const BILL_ACCOUNT_MAX_LENGTH = 64;
export const BILL_PHONE_MAX_LENGTH = 32;
export const BILL_EMAIL_MAX_LENGTH = 254;
export const BILL_INFO_MAX_LENGTH = 2000;
/** Only this many trailing digits of an account number are ever stored. */
export const BILL_ACCOUNT_DIGITS_KEPT = 4;

/** Digits, spaces, dots, dashes, brackets and a leading +, with at least 7 digits. */
export const BILL_PHONE_PATTERN = /^\+?[\d\s().-]+$/;
export const BILL_PHONE_MIN_DIGITS = 7;

export function phoneDigitCount(phone: string): number {
  return phone.replace(/\D/g, '').length;
}

/** The last digits of an account number (the rest is never stored), or null when it has none. */
export function accountLast4(accountNumber: string | undefined | null): string | null {
  const digits = (accountNumber ?? '').replace(/\D/g, '');
  return digits ? digits.slice(-BILL_ACCOUNT_DIGITS_KEPT) : null;
}

/** round(25% of the monthly saving), in cents. */
export function successFeeCents(monthlySavingsCents: number): number {
  return Math.round(monthlySavingsCents * BILL_SUCCESS_FEE_RATE);
}

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** POST /api/bills/submit: the form's fields (docs/product.md "Bills"). current_bill_amount: dollars, parsed to integer cents. */
export const billSubmitRequestSchema = z
  .object({
    service_type: z.enum(BILL_SERVICE_TYPES),
    provider_name: z.string().trim().min(1, 'provider_name is required').max(BILL_PROVIDER_MAX_LENGTH),
    current_bill_amount: dollarAmount({ label: 'current_bill_amount', allowZero: true, max: BILL_MAX_AMOUNT }),
    account_number: optionalText(BILL_ACCOUNT_MAX_LENGTH),
    contact_phone: z
      .string()
      .trim()
      .max(BILL_PHONE_MAX_LENGTH)
      .regex(BILL_PHONE_PATTERN, 'contact_phone may hold digits, spaces, + ( ) . -')
      .refine((p) => phoneDigitCount(p) >= BILL_PHONE_MIN_DIGITS, `contact_phone needs at least ${BILL_PHONE_MIN_DIGITS} digits`),
    email: z.string().trim().max(BILL_EMAIL_MAX_LENGTH).email(),
    additional_info: optionalText(BILL_INFO_MAX_LENGTH),
  })
  .strict();
export type BillSubmitRequest = z.input<typeof billSubmitRequestSchema>;

/**
 * POST /api/bill-desk/{requestId}/status (owner): the next status. "saved" needs the negotiated
 * monthly saving in dollars (> 0, parsed to integer cents); "not_saved" may carry a short reason.
 * Whether the move is legal from the current status is the server's check (a 400 that says so).
 */
export const billStatusChangeSchema = z
  .object({
    status: z.enum(BILL_STATUSES),
    monthlySavings: dollarAmount({ label: 'monthlySavings', max: BILL_MAX_AMOUNT }).optional(),
    reason: z
      .string()
      .trim()
      .max(BILL_NOT_SAVED_REASON_MAX, `reason must be at most ${BILL_NOT_SAVED_REASON_MAX} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .strict();
export type BillStatusChange = z.input<typeof billStatusChangeSchema>;

/** GET /api/bill-desk query (owner): one status or all; newest first, at most `limit`. */
export const billDeskQuerySchema = z
  .object({
    status: z.enum(BILL_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(200),
  })
  .strict();

/** :requestId of the owner's routes (another user's request, so not the caller-owned :id). */
export const billRequestParamsSchema = z.object({ requestId: z.string().min(1).max(64) }).strict();

/** GET /api/bills query: the viewer's UTC offset in minutes, so "today" is their calendar day. */
export const billListQuerySchema = z
  .object({ utcOffset: z.coerce.number().int().min(-14 * 60).max(14 * 60).default(0) })
  .strict();

export const billNegotiationSchema = z.object({
  id: z.string(),
  serviceType: z.enum(BILL_SERVICE_TYPES),
  providerName: z.string(),
  currentBillAmount: z.number(),
  accountLast4: z.string().nullable(),
  status: z.enum(BILL_STATUSES),
  /** Dollars per month; null unless saved. */
  monthlySavings: z.number().nullable(),
  /** 25% of the monthly saving, computed by the server; null unless saved. */
  successFee: z.number().nullable(),
  /** The owner's reason for a not_saved outcome, when one was given. */
  notSavedReason: z.string().nullable(),
  /** Every status the request reached, oldest first, with when (unix ms). */
  history: z.array(z.object({ status: z.enum(BILL_STATUSES), at: z.number() })),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type BillNegotiation = z.infer<typeof billNegotiationSchema>;

/** A request as the owner's desk shows it: the user's contact details for the provider call. */
export const billDeskRequestSchema = billNegotiationSchema.extend({
  user: z.object({ id: z.string(), username: z.string(), email: z.string() }),
  contactPhone: z.string(),
  email: z.string(),
  additionalInfo: z.string().nullable(),
  /** The statuses the owner may move it to now. */
  nextStatuses: z.array(z.enum(BILL_STATUSES)),
});
export type BillDeskRequest = z.infer<typeof billDeskRequestSchema>;

/** GET /api/bill-desk: newest first; total counts every match (the list stops at `limit`). */
export const billDeskListSchema = z.object({ requests: z.array(billDeskRequestSchema), total: z.number().int() });
export type BillDeskList = z.infer<typeof billDeskListSchema>;

/** GET /api/bills: newest first, with how many were submitted today (the viewer's day). */
export const billListSchema = z.object({
  requests: z.array(billNegotiationSchema),
  submittedToday: z.number().int(),
});
export type BillList = z.infer<typeof billListSchema>;
