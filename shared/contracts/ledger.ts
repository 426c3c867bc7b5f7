/**
 * The transactions ledger (/transactions): every transaction of every account, searched, filtered,
 * sorted and paged on the server; edits, deletes with undo, CSV export; the user's categories and
 * their "payee contains X → category Y" rules. See docs/product.md "Transactions".
 *
 * Amounts in answers are dollars as on a bank statement: positive = money in, negative = money out
 * (the database keeps Plaid's opposite convention in integer cents).
 */
import { z } from 'zod';

/** Rows per page unless the client asks for another size (at most LEDGER_MAX_PAGE). */
export const LEDGER_PAGE_SIZE = 100;
export const LEDGER_MAX_PAGE = 500;
/** Rows one delete may name. */
export const MAX_DELETE_IDS = 1000;
export const LEDGER_SORTS = ['date', 'amount', 'description'] as const;
export type LedgerSort = (typeof LEDGER_SORTS)[number];
export const MAX_CATEGORY_NAME = 60;
export const MAX_RULE_TEXT = 100;
export const MAX_NOTES = 1000;
export const MAX_DESCRIPTION = 200;

/** How rows without a category are shown, and the category filter that selects them (a reserved name). */
export const UNCATEGORISED = 'Uncategorised';

/** The category names a user starts with; theirs to extend and rename. */
export const DEFAULT_CATEGORIES = [
  'Groceries',
  'Dining',
  'Transport',
  'Housing',
  'Utilities',
  'Bills',
  'Subscriptions',
  'Shopping',
  'Entertainment',
  'Health',
  'Travel',
  'Income',
  'Transfer',
  'Fees',
  'Other',
] as const;

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD')
  // Date.parse rolls 2026-02-30 over to March: the date must read back as itself.
  .refine((d) => {
    const ms = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === d;
  }, 'not a real date');

/** Dollars in a query string, at most 2 decimals, not negative (amount filters are on the size of the amount). */
const queryDollars = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'use an amount such as 12.50')
  .transform((text) => Math.round(Number(text) * 100));

/** What is shown: the filters of the list, its export and its totals. */
export const ledgerFilterSchema = z.object({
  /** Words of the description, merchant or notes; or an amount ("12.99") matching either direction. */
  q: z.string().trim().max(200).optional(),
  accountId: z.string().uuid().optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** A category name; "Uncategorised" selects rows without one. */
  category: z.string().trim().min(1).max(MAX_CATEGORY_NAME).optional(),
  direction: z.enum(['in', 'out']).optional(),
  /** Size of the amount, in dollars (parsed to cents). */
  minAmount: queryDollars.optional(),
  maxAmount: queryDollars.optional(),
  sort: z.enum(LEDGER_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type LedgerFilter = z.output<typeof ledgerFilterSchema>;
export type LedgerFilterInput = z.input<typeof ledgerFilterSchema>;

/** GET /api/transactions */
export const ledgerQuerySchema = ledgerFilterSchema.extend({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(LEDGER_MAX_PAGE).default(LEDGER_PAGE_SIZE),
});
export type LedgerQuery = z.input<typeof ledgerQuerySchema>;

export const ledgerTransactionSchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  notes: z.string().nullable(),
  /** Dollars: positive = money in, negative = money out. */
  amount: z.number(),
  currency: z.string(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  pending: z.boolean(),
  /** 'demo' for the sample data. */
  source: z.enum(['real', 'demo']),
  /** The import that wrote it, when one did. */
  importId: z.string().nullable(),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

/** Totals of everything the filters select (not only the page), one line per currency. */
export const currencyTotalSchema = z.object({
  currency: z.string(),
  count: z.number().int(),
  moneyIn: z.number(),
  moneyOut: z.number(),
  net: z.number(),
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

export const ledgerPageSchema = z.object({
  items: z.array(ledgerTransactionSchema),
  /** Rows the filters select. */
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  totals: z.array(currencyTotalSchema),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** PATCH /api/transactions/:id: what the user may correct. category null = uncategorised. */
export const transactionUpdateSchema = z
  .object({
    description: z.string().trim().min(1, 'description cannot be empty').max(MAX_DESCRIPTION).optional(),
    category: z.string().trim().min(1).max(MAX_CATEGORY_NAME).nullable().optional(),
    notes: z.string().trim().max(MAX_NOTES).nullable().optional(),
  })
  .strict()
  .refine((u) => u.description !== undefined || u.category !== undefined || u.notes !== undefined, { message: 'Nothing to change' });
export type TransactionUpdate = z.infer<typeof transactionUpdateSchema>;

/** POST /api/transactions/delete: the rows go to the trash, from where one undo brings them back. */
export const deleteTransactionsRequestSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(MAX_DELETE_IDS) }).strict();
export const deleteTransactionsResponseSchema = z.object({ deleted: z.number().int(), batchId: z.string() });
export type DeleteTransactionsResponse = z.infer<typeof deleteTransactionsResponseSchema>;

/** POST /api/transactions/restore: undo of one delete. */
export const restoreTransactionsRequestSchema = z.object({ batchId: z.string().uuid() }).strict();
export const restoreTransactionsResponseSchema = z.object({ restored: z.number().int() });

export const idParamsSchema = z.object({ id: z.string().uuid() });

/** GET /api/transaction-categories: the user's categories, with how many rows each has. */
export const categorySchema = z.object({ id: z.string(), name: z.string(), transactionCount: z.number().int() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);
const categoryName = z.string().trim().min(1, 'Give the category a name').max(MAX_CATEGORY_NAME);
/** POST /api/transaction-categories and PATCH /api/transaction-categories/:id (a rename moves its rows and rules). */
export const categoryRequestSchema = z.object({ name: categoryName }).strict();

/** "Payee contains matchText → category". */
export const categoryRuleSchema = z.object({ id: z.string(), matchText: z.string(), category: z.string(), createdAt: z.string() });
export type CategoryRule = z.infer<typeof categoryRuleSchema>;
export const categoryRuleListSchema = z.array(categoryRuleSchema);
/** POST /api/category-rules; applyToExisting also recategorises the rows already stored. */
export const categoryRuleRequestSchema = z
  .object({
    matchText: z.string().trim().min(2, 'Type at least 2 characters of the payee').max(MAX_RULE_TEXT),
    category: categoryName,
    applyToExisting: z.boolean().default(false),
  })
  .strict();
export type CategoryRuleRequest = z.input<typeof categoryRuleRequestSchema>;
export const categoryRuleResponseSchema = z.object({ rule: categoryRuleSchema, applied: z.number().int() });
/** POST /api/category-rules/:id/apply: how many stored rows it recategorised. */
export const applyRuleResponseSchema = z.object({ applied: z.number().int() });
