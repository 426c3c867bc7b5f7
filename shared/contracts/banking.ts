import { z } from 'zod';
import { dollarAmount } from './money';

export const BANK_ACCOUNT_TYPES = ['checking', 'savings', 'credit', 'investment'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** Largest single amount the banking API accepts, in dollars. */
export const MAX_TRANSFER_AMOUNT = 1_000_000;

/** GET /api/banking/accounts/{userId}: one item. accountNumber is masked to its last 4 ("••••1937"). */
export const bankAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  institution: z.string(),
  accountNumber: z.string(),
  type: z.enum(BANK_ACCOUNT_TYPES),
  /** Dollars. Credit cards: the amount owed is negative. */
  balance: z.number(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountListSchema = z.array(bankAccountSchema);

/** GET /api/banking/transactions/{userId}?days=7: newest first. amount is positive; type says the direction. */
export const bankingTransactionSchema = z.object({
  id: z.string(),
  description: z.string(),
  category: z.string(),
  date: z.string(),
  amount: z.number().nonnegative(),
  type: z.enum(['credit', 'debit']),
  pending: z.boolean(),
  accountId: z.string().nullable(),
});
export type BankingTransaction = z.infer<typeof bankingTransactionSchema>;
export const bankingTransactionListSchema = z.array(bankingTransactionSchema);

export const transactionsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(3650).default(30),
});

export const userIdParamsSchema = z.object({ userId: z.string().uuid() });
export const idParamsSchema = z.object({ id: z.string().uuid() });

/** POST /api/banking/create-link-token */
export const createLinkTokenRequestSchema = z.object({ userId: z.string().uuid() }).strict();
export const createLinkTokenResponseSchema = z.object({
  linkToken: z.string(),
  provider: z.enum(['plaid', 'demo']),
  /** Demo provider: the connection is made at once (no Link window). */
  connected: z.boolean(),
});
export type CreateLinkTokenResponse = z.infer<typeof createLinkTokenResponseSchema>;

/** POST /api/banking/exchange-public-token (Plaid Link's onSuccess). */
export const exchangePublicTokenRequestSchema = z.object({ publicToken: z.string().min(1).max(200) }).strict();
export const exchangePublicTokenResponseSchema = z.object({ connected: z.literal(true), accounts: z.number().int() });

/** POST /api/banking/sync: what the linked banks changed since their last sync. */
export const syncResponseSchema = z.object({ added: z.number().int(), removed: z.number().int() });

/** Dollars in the body, at most 2 decimals; parsed to integer cents. */
const money = dollarAmount({ max: MAX_TRANSFER_AMOUNT });

/** POST /api/banking/transfer: Send/Receive between the user's own accounts (ledger entries, no real money moves). */
export const transferRequestSchema = z
  .object({
    fromAccountId: z.string().uuid(),
    toAccountId: z.string().uuid(),
    amount: money,
    note: z.string().trim().max(140).optional(),
  })
  .strict()
  .refine((t) => t.fromAccountId !== t.toAccountId, { message: 'Choose two different accounts', path: ['toAccountId'] });
/** What a client sends (dollars); the handler receives z.output, with amount in cents. */
export type TransferRequest = z.input<typeof transferRequestSchema>;
/** The answer: both accounts with their new balances. */
export const transferResponseSchema = z.object({ from: bankAccountSchema, to: bankAccountSchema });
export type TransferResponse = z.infer<typeof transferResponseSchema>;

/** Bank-file import (CSV, OFX, QFX). */
export const IMPORT_FORMATS = ['csv', 'ofx', 'qfx'] as const;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** How CSV columns map onto a transaction; detected for common layouts, editable in the preview. */
export const csvMappingSchema = z
  .object({
    date: z.string().min(1),
    description: z.string().min(1),
    /** Either one signed amount column, or separate debit/credit columns. */
    amount: z.string().min(1).optional(),
    debit: z.string().min(1).optional(),
    credit: z.string().min(1).optional(),
    category: z.string().min(1).optional(),
    id: z.string().min(1).optional(),
    /** In a signed amount column, is money out negative (most banks) or positive? */
    outflowIsNegative: z.boolean().default(true),
  })
  .strict()
  .refine((m) => m.amount !== undefined || m.debit !== undefined || m.credit !== undefined, {
    message: 'Map an amount column, or debit and credit columns',
  });
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/**
 * The query of an import and its preview (the file itself is the raw request body): the file's name
 * (for format detection and naming), an optional CSV mapping (JSON) and an optional target account.
 */
export const importQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(200).default('bank-export.csv'),
  mapping: z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'mapping must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(csvMappingSchema)
    .optional(),
  accountId: z.string().uuid().optional(),
});

/** The first rows of an import as they would be stored, before anything is written. */
export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  columns: z.array(z.string()),
  mapping: csvMappingSchema.nullable(),
  totalRows: z.number().int(),
  sample: z.array(
    z.object({ date: z.string(), description: z.string(), amount: z.number(), category: z.string().nullable(), bankId: z.string().nullable() }),
  ),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  accountId: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
