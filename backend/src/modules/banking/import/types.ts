import type { BankAccountType, CsvMapping, IMPORT_FORMATS } from '../../../../../shared/contracts/banking';

export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** One bank-export line, normalised to the transactions table's conventions. */
export interface ParsedTransaction {
  /** 'YYYY-MM-DD'. */
  date: string;
  description: string;
  /** Positive = money out (Plaid's convention, as transactions.amountCents), negative = money in. */
  amountCents: number;
  category: string | null;
  /** OFX FITID, the CSV id column or a QIF reference number; null when the file has none. */
  bankId: string | null;
  /** The row's own ISO currency code (a CSV currency column), when the file gives one per row. */
  currency?: string;
}

/**
 * A problem with one input row; the row is skipped and the others still parse. `row` is the 1-based
 * data row (CSV: counted from the line after the header; OFX: the nth STMTTRN); 0 = the whole file.
 */
export interface ImportRowError {
  row: number;
  message: string;
}

export interface ParsedAccount {
  name?: string;
  /** Last 4 characters of the account number. */
  mask?: string;
  /**
   * The full account number as the file gives it (OFX BANKID + ACCTID, a CSV account column): used
   * only to recognise the account in a later file (stored hashed), never stored or shown in clear.
   */
  accountNumber?: string;
  type?: BankAccountType;
  /** Ledger balance as the bank states it (credit cards: owed is negative), like bankAccountSchema.balance. */
  balanceCents?: number;
  /** The date that balance is stated for, 'YYYY-MM-DD' (OFX DTASOF, the running balance's row). */
  balanceAsOf?: string;
  /** ISO currency code of the file's amounts (OFX CURDEF, a CSV currency column when all rows agree). */
  currency?: string;
}

export interface ParseResult {
  format: ImportFormat;
  rows: ParsedTransaction[];
  errors: ImportRowError[];
  /** CSV header (or "Column N" for a file without one); [] for OFX/QFX/QIF. */
  columns: string[];
  /** The mapping applied; null for OFX/QFX/QIF, or for a CSV whose columns could not be recognised. */
  mapping: CsvMapping | null;
  account?: ParsedAccount;
  /** CSV: the normalised header, which recognises a later file of the same layout; absent for OFX/QFX/QIF. */
  headerKey?: string;
}
