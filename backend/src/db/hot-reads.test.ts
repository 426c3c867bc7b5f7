/** The hot-read helpers: tableReader answers exactly what drizzle's `select().from(table)` answers, decoded columns included. */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open';
import { subscriptions, users } from './schema';
import { plainReader, sqlLiteral, tableReader } from './hot-reads';

const USER = '44444444-4444-4444-8444-444444444444';

describe('tableReader', () => {
  it('reads whole rows with booleans, JSON and nulls decoded as drizzle decodes them, in the same order', () => {
    const db = openDatabase({ file: ':memory:' });
    db.insert(users).values({ id: USER, username: 'dana', email: 'dana@example.com' }).run();
    db.insert(subscriptions)
      .values([
        { userId: USER, name: 'Netflix', merchantName: 'NETFLIX', amountCents: 1_549, frequency: 'monthly', isForgotten: true, forgottenReasons: ['no use in 90 days', 'price rose'], detectedAt: 2 },
        { userId: USER, name: 'Gym', merchantName: 'GYM', amountCents: 4_000, frequency: 'monthly', detectedAt: 1, cancellationUrl: null },
        { userId: USER, name: 'Old', merchantName: 'OLD', amountCents: 999, frequency: 'yearly', status: 'cancelled', cancelledAt: 5, detectedAt: 0 },
      ])
      .run();

    const active = tableReader(db, subscriptions, "WHERE user_id = ? AND status = 'active' ORDER BY detected_at ASC, name ASC");
    const viaDrizzle = db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, USER), eq(subscriptions.status, 'active')))
      .orderBy(asc(subscriptions.detectedAt), asc(subscriptions.name))
      .all();

    const rows = active(USER);
    expect(rows).toStrictEqual(viaDrizzle);
    expect(rows.map((r) => r.name)).toEqual(['Gym', 'Netflix']);
    expect(rows[1]).toMatchObject({ isForgotten: true, forgottenReasons: ['no use in 90 days', 'price rose'], cancelledAt: null });
    expect(rows[0]!.isForgotten).toBe(false);
    expect(Object.keys(rows[0]!)).toEqual(Object.keys(viaDrizzle[0]!));
    expect(active('someone-else')).toEqual([]);
    db.$client.close();
  });

  it('plainReader answers the selected columns under their AS names; sqlLiteral keeps a quote inside the string', () => {
    const db = openDatabase({ file: ':memory:' });
    db.insert(users).values({ id: USER, username: "o'brien", email: 'ob@example.com' }).run();
    const byName = plainReader<{ id: string; handle: string }>(db, `SELECT id, username AS handle FROM users WHERE username = ${sqlLiteral("o'brien")}`);
    expect(byName.all()).toEqual([{ id: USER, handle: "o'brien" }]);
    expect(byName.get()).toEqual({ id: USER, handle: "o'brien" });
    const byId = plainReader<{ n: number }>(db, 'SELECT count(*) AS n FROM users WHERE id = ?');
    expect(byId.get('nobody')).toEqual({ n: 0 });
    expect(sqlLiteral("a'; DROP TABLE users; --")).toBe("'a''; DROP TABLE users; --'");
    db.$client.close();
  });
});
