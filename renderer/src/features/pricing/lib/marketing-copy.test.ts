import { describe, expect, it } from 'vitest';
import { AVERAGE_MONTHLY_SAVING, FAQ_REFUND_DAYS, MONEY_BACK_DAYS } from '../../../../../shared/plans';
import { FAQ_ITEMS, TICKER_MESSAGES } from './marketing-copy';

describe('pricing copy', () => {
  it('the FAQ refund answer uses the FAQ reading (14 days), while the guarantee uses 30 (spec keeps both)', () => {
    expect(FAQ_REFUND_DAYS).toBe(14);
    expect(MONEY_BACK_DAYS).toBe(30);
    const refund = FAQ_ITEMS.find((f) => f.id === 'refund');
    expect(refund?.answer).toContain(`within ${FAQ_REFUND_DAYS} days`);
    expect(TICKER_MESSAGES.some((m) => m.includes(`${MONEY_BACK_DAYS}-day money-back`))).toBe(true);
  });

  it('FAQ ids are unique (they name the disclosure panels)', () => {
    expect(new Set(FAQ_ITEMS.map((f) => f.id)).size).toBe(FAQ_ITEMS.length);
  });

  it('prices in the FAQ come from the catalogue', () => {
    expect(FAQ_ITEMS.find((f) => f.id === 'annual')?.answer).toBe(
      'You pay once a year (Save 20% on the annual plans): Pro is $90 a year instead of $9 a month, Business $290 a year instead of $29 a month.',
    );
    expect(TICKER_MESSAGES[0]).toContain(`$${AVERAGE_MONTHLY_SAVING}`);
  });
});
