import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { runMigrations } from './migrate';
import * as schema from './schema';

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export interface OpenDatabaseOptions {
  /** A file path, or ':memory:' for tests. */
  file: string;
  /** Apply only the first N migrations (upgrade tests). */
  migrateUpTo?: number;
}

/** Opens SQLite with the pragmas the app relies on and brings the schema up to date. */
export function openDatabase({ file, migrateUpTo }: OpenDatabaseOptions): AppDatabase {
  const sqlite = new Database(file);
  // WAL lets readers run while a write is in progress; NORMAL sync is durable in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  runMigrations(sqlite, migrateUpTo);
  return drizzle(sqlite, { schema }) as AppDatabase;
}
