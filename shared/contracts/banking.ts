import { z } from 'zod';
import { dollarAmount } from './money';

export const BANK_ACCOUNT_TYPES = ['checking', 'savings', 'credit', 'loan', 'investment'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** Largest single amount the banking API accepts, in dollars. */
export const MAX_TRANSFER_AMOUNT = 1_000_000;

/** An ISO 4217 currency code ("USD", "EUR"); upper-cased. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'use a 3-letter currency code such as USD or EUR')
  .transform((code) => code.toUpperCase());

/** Where a balance came from: the bank (a statement balance in a file, Plaid), the user, or nobody yet. */
export const BALANCE_SOURCES = ['bank', 'user'] as const;

/**
 * GET /api/banking/accounts/{userId}: one item. accountNumber is masked to its last 4 ("••••1937").
 * balance is null until the bank or the user states it: such an account is left out of totals.
 */
export const bankAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  institution: z.string(),
  accountNumber: z.string(),
  type: z.enum(BANK_ACCOUNT_TYPES),
  /** Dollars, in the account's currency. Credit cards and loans: the amount owed is negative. */
  balance: z.number().nullable(),
  currency: z.string(),
  balanceSource: z.enum(BALANCE_SOURCES).nullable(),
  /** The date the balance is stated for. */
  balanceAsOf: z.string().nullable(),
  closed: z.boolean(),
  /** 'demo' for the sample data. */
  source: z.enum(['real', 'demo']),
  /** Made from a bank file (not linked through a bank). */
  imported: z.boolean(),
  transactionCount: z.number().int(),
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

/** PATCH /api/accounts/:id: what the user may change. closed: true closes it (kept, out of totals), false reopens. */
export const accountUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the account a name').max(100).optional(),
    type: z.enum(BANK_ACCOUNT_TYPES).optional(),
    institution: z.string().trim().min(1).max(100).optional(),
    currency: currencyCodeSchema.optional(),
    closed: z.boolean().optional(),
  })
  .strict()
  .refine((u) => Object.keys(u).length > 0, { message: 'Nothing to change' });
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

/** POST /api/accounts/:id/balance: the balance on a statement (dollars, signed), and its date. */
export const setBalanceRequestSchema = z
  .object({
    balance: dollarAmount({ signed: true, allowZero: true, label: 'balance' }),
    asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD'),
  })
  .strict();
export type SetBalanceRequest = z.input<typeof setBalanceRequestSchema>;

/** DELETE /api/accounts/:id: the account and every row in it. */
export const deleteAccountResponseSchema = z.object({ deletedTransactions: z.number().int() });

/** Bank-file import (CSV, OFX, QFX, QIF). */
export const IMPORT_FORMATS = ['csv', 'ofx', 'qfx', 'qif'] as const;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** The most transactions one file may hold (a CSV's lines besides its header, an OFX's or QIF's entries). */
export const MAX_IMPORT_ROWS = 1_000_000;
/** The most columns one CSV row may have. */
export const MAX_IMPORT_COLUMNS = 200;
/** The longest line (in characters) a CSV file may have. */
export const MAX_IMPORT_LINE_CHARS = 10_000;

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
    /** A running-balance column: the last row's value is the account's balance. */
    balance: z.string().min(1).optional(),
    /** A currency column (ISO code per row). */
    currency: z.string().min(1).optional(),
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
  /** Import into this account; without it, the account the file is recognised as, else a new one. */
  accountId: z.string().uuid().optional(),
  /** Always make a new account (the user chose "New account"). */
  newAccount: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  /** Flip every amount's sign (a card statement whose charges are positive). */
  invertSigns: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  /** The currency the user chose for a file that does not state one (the preview's currencyKnown: false). */
  currency: currencyCodeSchema.optional(),
});
export type ImportQuery = z.input<typeof importQuerySchema>;

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
  /** Of totalRows, how many the target account does not have yet, and how many it already has. */
  newRows: z.number().int(),
  duplicateRows: z.number().int(),
  /** Over every readable row, in the file's currency (dollars, both positive). */
  moneyIn: z.number(),
  moneyOut: z.number(),
  currency: z.string(),
  /**
   * False when neither the file, the chosen currency nor the target account says the currency:
   * `currency` is then only the home currency as a suggestion, and the user is asked.
   */
  currencyKnown: z.boolean(),
  /** Why the import would be refused (a currency mismatch, a closed account); null when it can go ahead. */
  blockedReason: z.string().nullable(),
  /** What the file says about its account. */
  fileAccount: z.object({
    name: z.string().nullable(),
    accountNumber: z.string().nullable(),
    type: z.enum(BANK_ACCOUNT_TYPES).nullable(),
    balance: z.number().nullable(),
    balanceAsOf: z.string().nullable(),
  }),
  /** The existing account the rows would go into (null: a new one is made). */
  targetAccountId: z.string().nullable(),
  /** Plain sentences, e.g. a card statement whose charges look like deposits. */
  warnings: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  accountId: z.string(),
  /** The import in the history (undo it with DELETE /api/banking/imports/:id). */
  importId: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** GET /api/banking/imports: the import history, newest first. */
export const importHistoryItemSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  /** Of the rows it imported, how many are still there (the rest were deleted since): what an undo removes. */
  remaining: z.number().int(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type ImportHistoryItem = z.infer<typeof importHistoryItemSchema>;
export const importHistorySchema = z.array(importHistoryItemSchema);

/** DELETE /api/banking/imports/:id: the rows it wrote are removed (and the account, when the import made it and nothing else is in it). */
export const undoImportResponseSchema = z.object({ removed: z.number().int(), accountRemoved: z.boolean() });
