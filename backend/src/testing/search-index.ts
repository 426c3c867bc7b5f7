/**
 * The ledger's search index (transactions_fts) checked against the transactions table. FTS5's own
 * 'integrity-check' with rank 1 compares the index with the content table column by column, which
 * never holds here: the index leaves out a description equal to the merchant name (migration 0015),
 * so that check fails on any such row. Instead: the index is internally sound (rank 0) and indexes
 * exactly the table's rows, no row missing and none left over.
 */
import type Database from 'better-sqlite3';
import { expect } from 'vitest';

export function expectSearchIndexWhole(db: Database.Database): void {
  db.prepare("INSERT INTO transactions_fts(transactions_fts) VALUES ('integrity-check')").run();
  const missing = db.prepare('SELECT count(*) FROM transactions t WHERE NOT EXISTS (SELECT 1 FROM transactions_fts_docsize d WHERE d.id = t.rowid)').pluck().get();
  const leftOver = db.prepare('SELECT count(*) FROM transactions_fts_docsize d WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE t.rowid = d.id)').pluck().get();
  expect({ missing, leftOver }).toEqual({ missing: 0, leftOver: 0 });
}

/**
 * Tests that write ledger rows with their own SQL (to set up many rows at once, or exact columns)
 * index them as the banking repository does for the rows it writes (migration 0023): every row not
 * in the index yet, with the same expressions.
 */
export function indexRowsWrittenDirectly(db: Database.Database): void {
  db.prepare(
    `INSERT INTO transactions_fts(rowid, merchant_name, description, notes)
     SELECT rowid, merchant_name, CASE WHEN description IS merchant_name THEN NULL ELSE description END, notes FROM transactions t
     WHERE NOT EXISTS (SELECT 1 FROM transactions_fts_docsize d WHERE d.id = t.rowid)`,
  ).run();
}
