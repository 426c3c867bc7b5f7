/**
 * What the code that writes ledger rows keeps beside them, checked and rebuilt for tests: the search
 * index (transactions_fts, migration 0023) and the ledger's totals (ledger_month_totals, 0024).
 */
import type Database from 'better-sqlite3';
import { expect } from 'vitest';
import { addTotalsSql, totalsOf } from '../db/ledger-totals';
import { REMOVING_IMPORT } from '../db/visible-rows';

/**
 * The search index against the transactions table. FTS5's own 'integrity-check' with rank 1
 * compares the index with the content table column by column, which never holds here: the index
 * leaves out a description equal to the merchant name (migration 0015), so that check fails on any
 * such row. Instead: the index is internally sound (rank 0) and indexes exactly the table's rows,
 * no row missing and none left over.
 */
function expectSearchIndexWhole(db: Database.Database): void {
  db.prepare("INSERT INTO transactions_fts(transactions_fts) VALUES ('integrity-check')").run();
  const missing = db.prepare('SELECT count(*) FROM transactions t WHERE NOT EXISTS (SELECT 1 FROM transactions_fts_docsize d WHERE d.id = t.rowid)').pluck().get();
  const leftOver = db.prepare('SELECT count(*) FROM transactions_fts_docsize d WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE t.rowid = d.id)').pluck().get();
  expect({ missing, leftOver }).toEqual({ missing: 0, leftOver: 0 });
}

/**
 * The ledger's totals hold exactly the figures of the stored rows (summary rows at zero aside), but
 * for the rows an undo in progress has already taken out of them (through its undo_cursor).
 */
function expectLedgerTotalsWhole(db: Database.Database): void {
  const order = 'ORDER BY user_id, bank_account_id, currency, month, category';
  const kept = db.prepare(`SELECT * FROM ledger_month_totals WHERE n <> 0 OR n_in <> 0 OR n_out <> 0 OR in_cents <> 0 OR out_cents <> 0 ${order}`).all();
  const counted = `NOT EXISTS (SELECT 1 FROM bank_imports i WHERE i.id = transactions.import_id AND i.imported = ${REMOVING_IMPORT} AND transactions.rowid <= i.undo_cursor)`;
  const fromRows = db.prepare(`SELECT * FROM (${totalsOf(counted)}) ${order}`).all();
  expect(kept).toEqual(fromRows);
}

/** The search index and the ledger's totals both match the stored rows. */
export function expectLedgerRecordsWhole(db: Database.Database): void {
  expectSearchIndexWhole(db);
  expectLedgerTotalsWhole(db);
}

/**
 * Tests that write ledger rows with their own SQL (to set up many rows at once, or exact columns)
 * record them as the banking repository does for the rows it writes: every row not in the search
 * index yet, with the same expressions, and the totals rebuilt from the rows.
 */
export function recordRowsWrittenDirectly(db: Database.Database): void {
  db.prepare(
    `INSERT INTO transactions_fts(rowid, merchant_name, description, notes)
     SELECT rowid, merchant_name, CASE WHEN description IS merchant_name THEN NULL ELSE description END, notes FROM transactions t
     WHERE NOT EXISTS (SELECT 1 FROM transactions_fts_docsize d WHERE d.id = t.rowid)`,
  ).run();
  db.prepare('DELETE FROM ledger_month_totals').run();
  db.prepare(addTotalsSql('1')).run();
}
