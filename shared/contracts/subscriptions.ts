import { z } from 'zod';
import { dollarAmount } from './money';

export const SUBSCRIPTION_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'quarterly', 'semi-annual', 'annual'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** GET /api/subscriptions: one active subscription (docs/product.md "Subscriptions"). Amounts in dollars. */
export const subscriptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  merchantName: z.string(),
  amount: z.number(),
  frequency: z.string(),
  status: z.enum(['active', 'cancelled']),
  isForgotten: z.boolean(),
  category: z.string().nullable(),
  nextBillDate: z.string().nullable(),
  lastUsedDate: z.string().nullable(),
  cancellationUrl: z.string().nullable(),
  cancellationPhone: z.string().nullable(),
  cancellationInstructions: z.string().nullable(),
  /** Monthly-equivalent cost, dollars. */
  monthlyCost: z.number(),
  /** Why the engine thinks it is forgotten (empty when it is not). */
  forgottenReasons: z.array(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.object({
  subscriptions: z.array(subscriptionSchema),
  /** Active subscriptions in all; the Free plan sees only the first FREE_PLAN_SUBSCRIPTIONS of them. */
  total: z.number().int(),
  limitedByPlan: z.boolean(),
});
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/** GET /api/savings-summary */
export const savingsSummarySchema = z.object({
  totalSaved: z.number(),
  monthlySavings: z.number(),
  subscriptionsCancelled: z.number().int(),
});
export type SavingsSummary = z.infer<typeof savingsSummarySchema>;

/** One recurring pattern the engine found, with its reasons. */
export const patternSchema = z.object({
  merchantName: z.string(),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  amount: z.number(),
  monthlyCost: z.number(),
  occurrences: z.number().int(),
  lastDate: z.string(),
  nextBillDate: z.string(),
  confidence: z.number().min(0).max(1),
  status: z.enum(['mature', 'early', 'inactive']),
  isForgotten: z.boolean(),
  reasons: z.array(z.string()),
  category: z.string().nullable(),
});
export type Pattern = z.infer<typeof patternSchema>;

/** POST /api/analyze-transactions (no body fields) */
export const analyzeResponseSchema = z.object({
  patterns: z.array(patternSchema),
  insights: z.object({ savingsOpportunity: z.number(), forgottenCount: z.number().int(), monthlyTotal: z.number() }),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** POST /api/scan-subscriptions (no body fields) */
export const scanResponseSchema = z.object({
  newSubscriptions: z.number().int(),
  potentialSavings: z.number(),
  realDataUsed: z.boolean(),
});
export type ScanResponse = z.infer<typeof scanResponseSchema>;

/**
 * POST /api/subscriptions/scan (no body): the Subscription Finder's whole scan in one request. The
 * stored transactions are analysed; when they show no recurring charge, the sample bank history is
 * imported and scanned instead. The answer carries the scan's result and the lists it changed.
 */
export const subscriptionScanResponseSchema = scanResponseSchema.extend({
  /** True when the stored transactions had no recurring charge, so the sample bank history was scanned. */
  sampleDataUsed: z.boolean(),
  /** Recurring charges (not inactive) found in the transactions that were scanned. */
  patternsFound: z.number().int(),
  /** The list and the savings as GET /api/subscriptions and GET /api/savings-summary answer them now. */
  subscriptions: subscriptionListSchema,
  savings: savingsSummarySchema,
});
export type SubscriptionScanResponse = z.infer<typeof subscriptionScanResponseSchema>;

/** POST /api/import-bank-transactions: the spec's sample bank transaction shape (Plaid's convention: positive = money out). */
export const MAX_IMPORT_TRANSACTIONS = 100_000;
/** Largest amount of one bank transaction either way, in dollars. */
export const BANK_TRANSACTION_MAX_AMOUNT = 1_000_000;
export const sampleBankTransactionSchema = z
  .object({
    transaction_id: z.string().min(1).max(200),
    merchant_name: z.string().trim().min(1).max(200),
    amount: z.number().finite().min(-BANK_TRANSACTION_MAX_AMOUNT).max(BANK_TRANSACTION_MAX_AMOUNT),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD'),
    category: z.array(z.string().max(100)).max(10).optional(),
  })
  .strict();
export const importBankTransactionsRequestSchema = z
  .object({
    bankConnectionId: z.string().max(200).optional(),
    /** amount: signed dollars, at most 2 decimals, parsed to integer cents (the sample answer keeps dollars). */
    transactions: z
      .array(sampleBankTransactionSchema.extend({ amount: dollarAmount({ signed: true, allowZero: true, max: BANK_TRANSACTION_MAX_AMOUNT }) }))
      .min(1)
      .max(MAX_IMPORT_TRANSACTIONS),
  })
  .strict();
export type ImportBankTransactionsRequest = z.input<typeof importBankTransactionsRequestSchema>;
export const importBankTransactionsResponseSchema = z.object({ imported: z.number().int(), duplicates: z.number().int(), skippedFuture: z.number().int() });

/** GET /api/subscriptions/sample-transactions: a realistic sample bank history (demo data) to import. */
export const sampleTransactionsResponseSchema = z.object({ transactions: z.array(sampleBankTransactionSchema) });
