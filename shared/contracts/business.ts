import { z } from 'zod';
import { dollarAmount } from './money';

export const BUSINESS_ACCOUNT_STATUSES = ['active', 'paused', 'completed'] as const;
export const BUSINESS_TARGET_MIN = 100;
export const BUSINESS_TARGET_DEFAULT = 5000;
export const BUSINESS_WEEKLY_MIN = 10;
export const BUSINESS_WEEKLY_DEFAULT = 100;
export const BUSINESS_MAX_AMOUNT = 10_000_000;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(d)), 'not a real date');

/** POST /api/business-accounts (docs/product.md "Business savings"). Amounts: dollars in the body, parsed to integer cents. */
export const createBusinessAccountRequestSchema = z
  .object({
    businessName: z.string().trim().min(1, 'businessName must be at least 1 character').max(120),
    targetAmount: dollarAmount({ label: 'targetAmount', min: BUSINESS_TARGET_MIN, max: BUSINESS_MAX_AMOUNT }).prefault(BUSINESS_TARGET_DEFAULT),
    weeklyContribution: dollarAmount({ label: 'weeklyContribution', min: BUSINESS_WEEKLY_MIN, max: BUSINESS_MAX_AMOUNT }).prefault(BUSINESS_WEEKLY_DEFAULT),
    targetDate: isoDate.optional(),
    userId: z.string().uuid(),
  })
  .strict();
export type CreateBusinessAccountRequest = z.input<typeof createBusinessAccountRequestSchema>;

/** POST /api/business-accounts/{id}/contribute: dollars in the body, parsed to integer cents. */
export const contributeRequestSchema = z
  .object({ amount: dollarAmount({ max: BUSINESS_MAX_AMOUNT }) })
  .strict();

export const updateBusinessStatusRequestSchema = z.object({ status: z.enum(['active', 'paused']) }).strict();

/** POST /api/business-accounts/{id}/violations/{violationId}/pay: both ids are the rows' uuids. */
export const violationParamsSchema = z.object({ id: z.string().uuid(), violationId: z.string().uuid() });

/** Dollars everywhere in these shapes. */
export const businessAccountSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  targetAmount: z.number(),
  currentAmount: z.number(),
  weeklyContribution: z.number(),
  status: z.string(),
  startDate: z.number(),
  targetDate: z.string().nullable(),
  createdAt: z.number(),
});
export type BusinessAccount = z.infer<typeof businessAccountSchema>;
export const businessAccountListSchema = z.array(businessAccountSchema);

export const guidelineSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  penaltyAmount: z.number(),
  isActive: z.boolean(),
});
export const violationSchema = z.object({
  id: z.string(),
  guidelineId: z.string().nullable(),
  violationDate: z.string(),
  penaltyAmount: z.number(),
  reason: z.string(),
  /** Paid: the payment provider took the money (never merely asked for it). */
  processed: z.boolean(),
  /** Why an attempted payment left it Pending (a declined card, no saved card, the bank asking for approval); null otherwise. */
  paymentPendingReason: z.string().nullable(),
});
export const businessTransactionSchema = z.object({
  id: z.string(),
  amount: z.number(),
  type: z.string(),
  description: z.string().nullable(),
  createdAt: z.number(),
});

/** GET /api/business-accounts/{id}: the 5 latest transactions and the 3 most recent violations. */
export const businessAccountDetailsSchema = z.object({
  account: businessAccountSchema,
  guidelines: z.array(guidelineSchema),
  violations: z.array(violationSchema),
  transactions: z.array(businessTransactionSchema),
});
export type BusinessAccountDetails = z.infer<typeof businessAccountDetailsSchema>;

/** POST /api/business-accounts/{id}/contribute */
export const contributeResponseSchema = z.object({ account: businessAccountSchema, transaction: businessTransactionSchema });
export type ContributeResponse = z.infer<typeof contributeResponseSchema>;

/**
 * POST /api/business-accounts/{id}/violations/{violationId}/pay: the violation, Paid (processed) once
 * the provider took the money, else still Pending with paymentPendingReason; and whether a demo payment took it.
 */
export const paidViolationSchema = violationSchema.extend({ demoPayment: z.boolean() });
export type PaidViolation = z.infer<typeof paidViolationSchema>;
