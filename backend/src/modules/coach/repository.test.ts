/** The coach's numbers count the home currency only: nothing is converted (docs/product.md "Your data"). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open';
import { users } from '../../db/schema';
import { bankingRepository } from '../banking/repository';
import { coachRepository } from './repository';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const USER = '33333333-3333-4333-8333-333333333333';

describe('coach context', () => {
  it('adds the last 30 days of spending in the home currency only', () => {
    const db = openDatabase({ file: ':memory:' });
    db.insert(users).values({ id: USER, username: 'cleo', email: 'cleo@example.com' }).run();
    bankingRepository(db).importUnlinked(
      USER,
      [
        { bankTransactionId: 'usd-1', merchant: 'GROCER', amountCents: 4_210, date: '2026-11-10', category: 'Groceries', currency: 'USD' },
        { bankTransactionId: 'usd-2', merchant: 'DINER', amountCents: 1_990, date: '2026-11-12', category: 'Dining', currency: 'USD' },
        { bankTransactionId: 'eur-1', merchant: 'SUPERMARCHE', amountCents: 9_999, date: '2026-11-11', category: 'Groceries', currency: 'EUR' },
      ],
      NOW,
    );
    const coach = coachRepository(db);
    expect(coach.context(USER, NOW).spendingLast30Days).toBe(62);
    expect(coach.context(USER, NOW).topSpendingCategories).toEqual([
      { name: 'Groceries', amount: 42.1 },
      { name: 'Dining', amount: 19.9 },
    ]);

    db.update(users).set({ homeCurrency: 'EUR' }).where(eq(users.id, USER)).run();
    expect(coach.context(USER, NOW).spendingLast30Days).toBe(99.99);
    db.$client.close();
  });
});
