import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';

export function healthRepository(db: AppDatabase) {
  return {
    /** Throws when the database does not answer. */
    ping(): void {
      db.get(sql`select 1`);
    },
  };
}
