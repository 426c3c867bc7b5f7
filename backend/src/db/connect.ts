/**
 * A connection to the app's SQLite file with the pragmas the app relies on, without migrations: the
 * server opens its database with db/open.ts (which also brings the schema up to date); the import
 * worker opens a second connection to the same, already current file with this alone (the migrations
 * are collected by the bundler, which the worker's own build does not do).
 */
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema';

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export function connectDatabase(file: string): AppDatabase {
  const sqlite = new Database(file);
  // WAL lets readers run while a write is in progress; NORMAL sync is durable in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as AppDatabase;
}
