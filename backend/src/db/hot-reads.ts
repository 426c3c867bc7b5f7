/**
 * Hot reads (docs/architecture.md "Hot reads"): statements prepared once and read without drizzle's
 * per-call and per-row work, for the few reads every home-screen visit makes (bench (j)). The SQL
 * stays in the repository that owns it; these only run it.
 */
import { Column, getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AppDatabase } from './open';

/**
 * Whole rows of one table, read by a raw prepared statement and decoded by the table's own drizzle
 * columns (booleans, JSON): the same objects as `db.select().from(table)`, without drizzle's
 * per-row, per-column walk of field paths. Only the columns whose drizzle type changes the stored
 * value are decoded; the others are the driver's values already.
 *
 *   const active = tableReader(db, subscriptions, 'WHERE user_id = ? AND status = ? ORDER BY detected_at');
 *   active(userId, 'active');
 *
 * @param rest the statement after `SELECT <every column> FROM <table>`, with `?` parameters.
 */
export function tableReader<T extends SQLiteTable>(db: AppDatabase, table: T, rest: string): (...params: unknown[]) => T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  const keys = columns.map(([key]) => key);
  const decoded = columns.flatMap(([, column], i) => (column.mapFromDriverValue === Column.prototype.mapFromDriverValue ? [] : [{ i, column }]));
  const statement = db.$client
    .prepare(`SELECT ${columns.map(([, column]) => `"${column.name}"`).join(', ')} FROM "${getTableName(table)}" ${rest}`)
    .raw(true);
  return (...params) =>
    (statement.all(...params) as unknown[][]).map((values) => {
      for (const { i, column } of decoded) if (values[i] !== null) values[i] = column.mapFromDriverValue(values[i]);
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) row[keys[i]!] = values[i];
      return row as T['$inferSelect'];
    });
}

/**
 * A statement whose rows are the driver's plain objects, one property per selected column (name
 * them with AS): for hot reads of plain text and number columns, which need no decoding.
 *
 *   const targets = plainReader<{ month: string }>(db, 'SELECT month FROM savings_tracking WHERE user_id = ?');
 */
export function plainReader<Row>(db: AppDatabase, text: string): { all(...params: unknown[]): Row[]; get(...params: unknown[]): Row | undefined } {
  const statement = db.$client.prepare(text);
  return {
    all: (...params) => statement.all(...params) as Row[],
    get: (...params) => statement.get(...params) as Row | undefined,
  };
}

/** A constant of the code as an SQL string literal (quotes doubled), for a hot read's fixed lists. */
export function sqlLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
