import { z } from 'zod';
import { UPCOMING_DAYS } from '../constants';
import { currencyCodeSchema } from './banking';
import { dollarAmount } from './money';

export const SUBSCRIPTION_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'quarterly', 'semi-annual', 'annual'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** A rise this recent (days, counted from the charge at the new price) raises a price-increase alert. */
export const PRICE_ALERT_DAYS = 90;

/**
 * An alert on one subscription (docs/product.md "Subscriptions"):
 * - 'price-increase': the last charges cost more than the ones before (from the engine's price
 *   changes; only rises, only in the last PRICE_ALERT_DAYS days);
 * - 'charged-after-cancel': the merchant charged again after the user marked it cancelled.
 */
export const SUBSCRIPTION_ALERT_KINDS = ['price-increase', 'charged-after-cancel'] as const;
export const subscriptionAlertSchema = z.object({
  kind: z.enum(SUBSCRIPTION_ALERT_KINDS),
  /** The charge that raised it ('YYYY-MM-DD'). */
  date: z.string(),
  /** The charge's amount, dollars. */
  amount: z.number(),
  /** The price before the rise, dollars (price-increase only; null otherwise). */
  previousAmount: z.number().nullable(),
  /** One sentence for the screen: "Price rose from $15.49 to $17.99 on 2026-10-03 (+16.1%)." */
  message: z.string(),
});
export type SubscriptionAlert = z.infer<typeof subscriptionAlertSchema>;

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
  /** Date of the last charge the finder saw ('YYYY-MM-DD'), when known. */
  lastBillDate: z.string().nullable(),
  /** When Mark Cancelled was pressed ('YYYY-MM-DD'); null while active. */
  cancelledAt: z.string().nullable(),
  /** 'demo' when every transaction behind it is sample data (docs/product.md "Your data"). */
  source: z.enum(['real', 'demo']),
  /** What the user should look at now: a price rise, a charge after cancelling (see subscriptionAlertSchema). */
  alerts: z.array(subscriptionAlertSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * GET /api/subscriptions. Totals always cover every active subscription; on the Free plan the list
 * holds only the first FREE_PLAN_SUBSCRIPTIONS (limitedByPlan), and the screen says so next to the
 * totals. One service computes these figures for /subscriptions and the dashboard.
 */
export const subscriptionListSchema = z.object({
  /**
   * The currency of every amount here (the user's home currency: the finder reads only rows in it
   * and stores the subscriptions in it; nothing is converted). The screen writes each amount in it.
   */
  currency: z.string(),
  subscriptions: z.array(subscriptionSchema),
  /** Active subscriptions in all; the Free plan sees only the first FREE_PLAN_SUBSCRIPTIONS of them. */
  total: z.number().int(),
  limitedByPlan: z.boolean(),
  /** Monthly-equivalent cost of every active subscription (not only the ones shown), dollars. */
  monthlyTotal: z.number(),
  /** Active subscriptions that look forgotten, and their monthly cost (all of them, not only the ones shown). */
  forgottenCount: z.number().int(),
  forgottenMonthly: z.number(),
  /** How many the plan shows (null: no limit). */
  planLimit: z.number().int().nullable(),
  /** Cancelled subscriptions, newest cancellation first (undo, and the charged-after-cancel alert). */
  cancelled: z.array(subscriptionSchema),
});
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/**
 * GET /api/savings-summary. Savings follow real cancellations: each cancelled subscription's
 * monthly cost for each month from the month it was cancelled, up to the month the merchant
 * charged again (if it did). The dashboard's savings tracker shows these same figures.
 */
export const savingsSummarySchema = z.object({
  /** The currency of the amounts (the user's home currency, as the subscriptions'). */
  currency: z.string(),
  totalSaved: z.number(),
  monthlySavings: z.number(),
  subscriptionsCancelled: z.number().int(),
});
export type SavingsSummary = z.infer<typeof savingsSummarySchema>;

// Declared with the other constants (no zod there: a screen that shows it need not load zod first).
export { UPCOMING_DAYS };

/** One expected charge in the Upcoming view. */
export const upcomingChargeSchema = z.object({
  subscriptionId: z.string(),
  name: z.string(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  /** Dollars: the subscription's current price. */
  amount: z.number(),
  frequency: z.string(),
  source: z.enum(['real', 'demo']),
});
export type UpcomingCharge = z.infer<typeof upcomingChargeSchema>;

/**
 * GET /api/subscriptions/upcoming: charges expected from today through today + UPCOMING_DAYS - 1,
 * by date (a weekly subscription appears four or five times), from every active subscription.
 */
export const upcomingResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  charges: z.array(upcomingChargeSchema),
  /** Sum of the charges, dollars. */
  total: z.number(),
  /** True when the plan hides some subscriptions: their charges are neither listed nor in the total. */
  limitedByPlan: z.boolean(),
  /** The currency of the amounts (the user's home currency, as the subscriptions'). */
  currency: z.string(),
});
export type UpcomingResponse = z.infer<typeof upcomingResponseSchema>;

/** Plaid's frequency words (quarterly and semi-annual have none there: UNKNOWN, with `cadence` saying which). */
export const PLAID_STREAM_FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY', 'ANNUALLY', 'UNKNOWN'] as const;
export const PLAID_STREAM_STATUSES = ['MATURE', 'EARLY_DETECTION', 'TOMBSTONED', 'UNKNOWN'] as const;
const streamAmountSchema = z.object({ amount: z.number(), iso_currency_code: z.string().nullable(), unofficial_currency_code: z.string().nullable() });

/**
 * One recurring outflow stream in the shape of Plaid's /transactions/recurring/get
 * (amounts positive = money out, as Plaid), plus our own cadence, monthly cost, confidence and reasons.
 */
export const recurringStreamSchema = z.object({
  stream_id: z.string(),
  account_id: z.string().nullable(),
  description: z.string(),
  merchant_name: z.string(),
  category: z.array(z.string()),
  first_date: z.string(),
  last_date: z.string(),
  predicted_next_date: z.string().nullable(),
  frequency: z.enum(PLAID_STREAM_FREQUENCIES),
  transaction_ids: z.array(z.string()),
  average_amount: streamAmountSchema,
  last_amount: streamAmountSchema,
  is_active: z.boolean(),
  status: z.enum(PLAID_STREAM_STATUSES),
  is_user_modified: z.boolean(),
  /** Ours: the cadence in our words (weekly ... annual). */
  cadence: z.enum(SUBSCRIPTION_FREQUENCIES),
  monthly_cost: z.number(),
  confidence: z.number().min(0).max(1),
  reasons: z.array(z.string()),
});
export type RecurringStream = z.infer<typeof recurringStreamSchema>;

/** GET /api/subscriptions/recurring-streams: Plaid's envelope (inflow streams are not detected here: always empty). */
export const recurringStreamsResponseSchema = z.object({
  inflow_streams: z.array(recurringStreamSchema),
  outflow_streams: z.array(recurringStreamSchema),
  updated_datetime: z.string(),
});
export type RecurringStreamsResponse = z.infer<typeof recurringStreamsResponseSchema>;

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

/**
 * How many transactions a scan read, by where they came from: the user's own (source 'real') and
 * the sample data (source 'demo'). The screen words its message from these
 * (docs/product.md "Your data").
 */
export const scanDataSourcesSchema = z.object({ real: z.number().int(), demo: z.number().int() });
export type ScanDataSources = z.infer<typeof scanDataSourcesSchema>;

/** POST /api/scan-subscriptions (no body fields) */
export const scanResponseSchema = z.object({
  newSubscriptions: z.number().int(),
  potentialSavings: z.number(),
  /** True when any transaction scanned is the user's own (not sample data). */
  realDataUsed: z.boolean(),
  /** Transactions scanned, by source: only those in the user's home currency. */
  dataSources: scanDataSourcesSchema,
  /** Transactions left out because they are not in the user's home currency (nothing is converted). */
  otherCurrencyRows: z.number().int(),
  /** The home currency the scan read, and the currency of potentialSavings. */
  currency: z.string(),
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

/** Largest number of rows one POST /api/import-bank-transactions takes. */
export const MAX_IMPORT_TRANSACTIONS = 100_000;
/** Largest amount of one bank transaction either way, in dollars. */
export const BANK_TRANSACTION_MAX_AMOUNT = 1_000_000;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD');
/** A day that exists: "2026-02-30" is refused, not read as 2 March. */
const calendarDay = isoDay.refine((d) => {
  const ms = Date.parse(d);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === d;
}, 'not a calendar date');

/** One row of the sample bank history as the server serves it (GET /api/subscriptions/sample-transactions). */
export const sampleBankTransactionSchema = z
  .object({
    transaction_id: z.string().min(1).max(200),
    merchant_name: z.string().trim().min(1).max(200),
    amount: z.number().finite().min(-BANK_TRANSACTION_MAX_AMOUNT).max(BANK_TRANSACTION_MAX_AMOUNT),
    date: isoDay,
    category: z.array(z.string().max(100)).max(10).optional(),
  })
  .strict();

/** Blank text counts as missing (Plaid sends null; other exporters send ""). */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v ?? '').trim() || null);

/**
 * POST /api/import-bank-transactions: one transaction as Plaid's /transactions/get answers it (its
 * convention: positive amount = money out). Data from outside is read tolerantly: fields it does
 * not use (account_id, authorized_date, payment_channel, location, pending_transaction_id ...) are
 * ignored, the ones it uses are validated. The parsed row is what the import stores: amount in
 * integer cents, one merchant, one category, the currency (null: the user's home currency).
 */
export const plaidTransactionSchema = z
  .object({
    transaction_id: z.string().trim().min(1).max(200),
    /** Signed dollars, at most 2 decimals, parsed to integer cents. */
    amount: dollarAmount({ signed: true, allowZero: true, max: BANK_TRANSACTION_MAX_AMOUNT }),
    date: calendarDay,
    /** The cleaned merchant; null or missing falls back to `name` (one of the two is required). */
    merchant_name: optionalText(200),
    name: optionalText(200),
    /** Plaid's legacy hierarchy, most general first (["Food and Drink", "Restaurants", "Coffee Shop"]). */
    category: z.array(z.string().max(100)).max(10).nullish(),
    /** Plaid's newer taxonomy, used when `category` is absent. */
    personal_finance_category: z.object({ primary: z.string().max(100), detailed: z.string().max(200).nullish() }).nullish(),
    /** Pending rows are skipped and counted: the posted row comes later under another id. */
    pending: z.boolean().nullish(),
    iso_currency_code: currencyCodeSchema.nullish(),
    /** Plaid sets this instead of iso_currency_code for currencies without an ISO code; 3 letters here. */
    unofficial_currency_code: currencyCodeSchema.nullish(),
  })
  .transform((t, ctx) => {
    const merchant = t.merchant_name ?? t.name;
    if (merchant === null) {
      ctx.addIssue({ code: 'custom', path: ['merchant_name'], message: 'merchant_name or name is required' });
      return z.NEVER;
    }
    return {
      transaction_id: t.transaction_id,
      amount: t.amount,
      date: t.date,
      merchant,
      category: plaidCategory(t.category, t.personal_finance_category),
      pending: t.pending === true,
      currency: t.iso_currency_code ?? t.unofficial_currency_code ?? null,
    };
  });
export type PlaidTransaction = z.output<typeof plaidTransactionSchema>;

/** "FOOD_AND_DRINK" -> "Food and drink". */
const humanise = (code: string) => {
  const words = code.trim().toLowerCase().replace(/_+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
};

/**
 * One category for the row: the most specific level of Plaid's legacy hierarchy; else the
 * personal finance category's detailed level without its primary prefix
 * ("FOOD_AND_DRINK_COFFEE" -> "Coffee"), or the primary alone.
 */
export function plaidCategory(
  category: readonly string[] | null | undefined,
  pfc: { primary: string; detailed?: string | null } | null | undefined,
): string | null {
  const levels = (category ?? []).map((c) => c.trim()).filter(Boolean);
  if (levels.length > 0) return levels[levels.length - 1]!;
  if (!pfc) return null;
  const primary = pfc.primary.trim().toUpperCase();
  const detailed = (pfc.detailed ?? '').trim().toUpperCase();
  const own = detailed.startsWith(`${primary}_`) ? detailed.slice(primary.length + 1) : detailed;
  return humanise(own) || humanise(primary) || null;
}

/**
 * The request: Plaid's envelope is read tolerantly too (its `accounts`, `item`,
 * `total_transactions`, `request_id` ... are ignored).
 */
export const importBankTransactionsRequestSchema = z.object({
  bankConnectionId: z.string().max(200).optional(),
  transactions: z.array(plaidTransactionSchema).min(1).max(MAX_IMPORT_TRANSACTIONS),
});
export type ImportBankTransactionsRequest = z.input<typeof importBankTransactionsRequestSchema>;
export const importBankTransactionsResponseSchema = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  skippedFuture: z.number().int(),
  /** Pending rows skipped (not stored): the bank sends the posted row later under its own id. */
  skippedPending: z.number().int().optional(),
});

/** GET /api/subscriptions/sample-transactions: a realistic sample bank history (demo data) to import. */
export const sampleTransactionsResponseSchema = z.object({ transactions: z.array(sampleBankTransactionSchema) });
