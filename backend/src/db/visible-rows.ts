/**
 * The ledger's rows a person sees: every row but those of an import being undone. An undo hides all
 * of its import's rows in one step (bank_imports.imported = REMOVING_IMPORT) and deletes them
 * afterwards, in the background (docs/architecture.md "Undo of an import"), so every read and write of
 * `transactions` leaves them out with this condition.
 */
import { sql } from 'drizzle-orm';

/**
 * bank_imports.imported of an import being undone: its rows are hidden, out of the ledger's totals
 * through bank_imports.undo_cursor, and deleted in slices. Migration 0024's delete trigger skips the
 * search index and the totals for such rows (the undo takes them out itself).
 */
export const REMOVING_IMPORT = -2;

/** SQL: the row of `transactions` under the name `table` (the table's own name or an alias) is visible. */
export function visibleRowSql(table: string): string {
  return `(${table}.import_id IS NULL OR ${table}.import_id NOT IN (SELECT id FROM bank_imports WHERE imported = ${REMOVING_IMPORT}))`;
}

/** The same condition for a drizzle query over `transactions` under its own name. */
export const visibleRow = sql.raw(visibleRowSql('"transactions"'));

/**
 * SQL with one parameter, a user's id: 1 while an import of theirs is being undone, else 0. A query
 * whose plan reads an index alone adds visibleRowSql only then (the condition reads each row).
 */
export const HIDES_ROWS_SQL = `SELECT EXISTS (SELECT 1 FROM bank_imports WHERE user_id = ? AND imported = ${REMOVING_IMPORT})`;

/**
 * SQL with one parameter, a user's id: 1 while an undo of theirs has hidden rows that are still in
 * ledger_month_totals (the seconds it takes them out), else 0. Totals are then read from the rows.
 */
export const TOTALS_CATCHING_UP_SQL = `SELECT EXISTS (SELECT 1 FROM bank_imports i WHERE i.user_id = ? AND i.imported = ${REMOVING_IMPORT}
  AND EXISTS (SELECT 1 FROM transactions t WHERE t.import_id = i.id AND t.rowid > i.undo_cursor))`;
