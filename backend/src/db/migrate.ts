/**
 * Applies the drizzle-kit migrations, which are bundled into the code (import.meta.glob) so that the
 * desktop app, the hosted server and the tests never have to find a folder on disk at run time.
 * Bookkeeping uses drizzle's own `__drizzle_migrations` table and format, so `drizzle-kit migrate`
 * and this runner agree on what has been applied.
 */
import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import journal from './migrations/meta/_journal.json';

const sqlFiles = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface Migration {
  tag: string;
  createdAt: number;
  statements: string[];
  hash: string;
}

export const MIGRATIONS: readonly Migration[] = journal.entries.map((entry) => {
  const text = sqlFiles[`./migrations/${entry.tag}.sql`];
  if (text === undefined) throw new Error(`Migration file for ${entry.tag} is missing from the bundle`);
  return {
    tag: entry.tag,
    createdAt: entry.when,
    statements: text
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean),
    hash: createHash('sha256').update(text).digest('hex'),
  };
});

/**
 * Runs every migration newer than the last one recorded, each in its own transaction, so a failure
 * leaves the database at the last good version. `upTo` (a count) exists for upgrade tests.
 */
export function runMigrations(sqlite: BetterSqlite3.Database, upTo = MIGRATIONS.length): string[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (
    id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)`);
  const last = sqlite
    .prepare('SELECT created_at AS createdAt FROM "__drizzle_migrations" ORDER BY created_at DESC LIMIT 1')
    .get() as { createdAt: number } | undefined;
  const pending = MIGRATIONS.slice(0, upTo).filter((m) => !last || m.createdAt > Number(last.createdAt));
  const record = sqlite.prepare('INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (?, ?)');
  for (const migration of pending) {
    sqlite.transaction(() => {
      for (const statement of migration.statements) sqlite.exec(statement);
      record.run(migration.hash, migration.createdAt);
    })();
  }
  return pending.map((m) => m.tag);
}
