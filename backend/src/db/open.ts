import { connectDatabase, type AppDatabase } from './connect';
import { runMigrations } from './migrate';

export type { AppDatabase };

export interface OpenDatabaseOptions {
  /** A file path, or ':memory:' for tests. */
  file: string;
  /** Apply only the first N migrations (upgrade tests). */
  migrateUpTo?: number;
}

/** Opens SQLite with the pragmas the app relies on and brings the schema up to date. */
export function openDatabase({ file, migrateUpTo }: OpenDatabaseOptions): AppDatabase {
  const db = connectDatabase(file);
  runMigrations(db.$client, migrateUpTo);
  return db;
}
