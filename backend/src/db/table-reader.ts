import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AppDatabase } from './open';

/**
 * Whole rows of one table, read by a raw prepared statement and decoded by the table's own drizzle
 * columns (booleans, JSON): the same objects as `db.select().from(table)`, without drizzle's
 * per-row, per-column walk of field paths, which allocated more than anything else on
 * GET /api/dashboard (docs/architecture.md "Hot reads", bench (j)).
 *
 *   const active = tableReader(db, subscriptions, 'WHERE user_id = ? AND status = ? ORDER BY detected_at');
 *   active(userId, 'active');
 *
 * @param rest the statement after `SELECT <every column> FROM <table>`, with `?` parameters.
 */
export function tableReader<T extends SQLiteTable>(db: AppDatabase, table: T, rest: string): (...params: unknown[]) => T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  const keys = columns.map(([key]) => key);
  const decoders = columns.map(([, column]) => column);
  const statement = db.$client
    .prepare(`SELECT ${decoders.map((column) => `"${column.name}"`).join(', ')} FROM "${getTableName(table)}" ${rest}`)
    .raw(true);
  return (...params) =>
    (statement.all(...params) as unknown[][]).map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = values[i];
        row[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    });
}
