import { describe, expect, it } from 'vitest';
import { detectRecurring } from './detect';
import { addDays, everyDays, everyMonths, series, tx } from './test-helpers';

const TODAY = '2024-12-20';
const netflixNames = ['NETFLIX.COM 866-579-7172 CA', 'SQ *NETFLIX', 'Netflix'];

describe('detectRecurring: cadences', () => {
  it('monthly Netflix under three spellings is one mature stream with exact figures', () => {
    const txs = series(everyMonths('2024-01-15', 1, 12, 15, [0, 1, 0, 2, 0, 3]), 1549, (i) => netflixNames[i % 3] ?? '');
    const [p, ...rest] = detectRecurring(txs, { today: TODAY });
    expect(rest).toHaveLength(0);
    expect(p).toMatchObject({
      merchantName: 'Netflix',
      merchantKey: 'netflix',
      catalogueId: 'netflix',
      category: 'Streaming',
      frequency: 'monthly',
      amount: 15.49,
      amountCents: 1549,
      monthlyCost: 15.49,
      occurrences: 12,
      firstDate: '2024-01-15',
      lastDate: '2024-12-18',
      nextBillDate: '2025-01-15', // the median charge is on the anchor day
      status: 'mature',
      priceChanges: [],
      missedCycles: 0,
    });
    expect(p?.transactionIds).toEqual(txs.map((t) => t.id));
    expect(p?.reasons[0]).toBe('12 charges from 2024-01-15 to 2024-12-18, monthly: typically 32 days apart (27-34 days).');
    expect(p?.reasons).toContain('Next charge expected around 2025-01-15.');
    expect(p?.reasons).toContain('Amount stable at $15.49 (within 7.5%).');
    expect(p?.reasons).toContain('Matches the known service Netflix (Streaming).');
  });

  it('end-of-month billing through short months: Jan 31 -> Feb 29 -> Mar 31 -> Apr 30', () => {
    const dates = ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31', '2024-06-30'];
    expect(everyMonths('2024-01-01', 1, 6, 31)).toEqual(dates);
    const [p] = detectRecurring(series(dates, 999, 'IRON PEAK GYM'), { today: '2024-07-10' });
    expect(p).toMatchObject({ frequency: 'monthly', occurrences: 6, lastDate: '2024-06-30', nextBillDate: '2024-07-31', status: 'mature', merchantName: 'Iron Peak Gym' });
    expect(p?.reasons[0]).toBe('6 charges from 2024-01-31 to 2024-06-30, monthly: typically 30 days apart (29-31 days).');
  });

  it('end of month in a non-leap year: Jan 31 -> Feb 28 -> Mar 31, next bill Apr 30', () => {
    const [p] = detectRecurring(series(['2023-01-31', '2023-02-28', '2023-03-31'], 1200, 'IRON PEAK GYM'), { today: '2023-04-02' });
    expect(p).toMatchObject({ frequency: 'monthly', occurrences: 3, nextBillDate: '2023-04-30', status: 'early' });
  });

  it('weekly: monthly cost uses 52/12', () => {
    const [p] = detectRecurring(series(everyDays('2024-09-02', 7, 14, [0, 1, 1, 0]), 2500, 'PAWS DOG WALKING'), { today: '2024-12-05' });
    expect(p).toMatchObject({ frequency: 'weekly', amount: 25, monthlyCost: 108.33, occurrences: 14, status: 'mature' });
  });

  it('biweekly: monthly cost uses 26/12', () => {
    const [p] = detectRecurring(series(everyDays('2024-06-07', 14, 14, [0, 2, 1]), 4500, 'SQ *SUNRISE LAWN CARE'), { today: TODAY });
    expect(p).toMatchObject({ frequency: 'biweekly', amount: 45, monthlyCost: 97.5, occurrences: 14, merchantName: 'Sunrise Lawn Care' });
  });

  it('quarterly, semi-annual and annual', () => {
    const q = detectRecurring(series(everyMonths('2023-02-01', 3, 8, 5, [0, 5, 2]), 8900, 'BUG SHIELD PEST CONTROL'), { today: TODAY });
    expect(q[0]).toMatchObject({ frequency: 'quarterly', monthlyCost: 29.67, occurrences: 8, status: 'mature' });
    const s = detectRecurring(series(everyMonths('2023-03-01', 6, 4, 12, [0, 8]), 60000, 'HARBOR INSURANCE'), { today: TODAY });
    expect(s[0]).toMatchObject({ frequency: 'semi-annual', monthlyCost: 100, occurrences: 4, status: 'mature' });
    const a = detectRecurring(series(['2023-04-03', '2024-04-12'], 1299, 'CLOUD9 DOMAINS'), { today: TODAY });
    // Two charges nine days apart in the calendar: the next one is expected between them.
    expect(a[0]).toMatchObject({ frequency: 'annual', monthlyCost: 1.08, occurrences: 2, status: 'early', nextBillDate: '2025-04-07' });
  });
});

describe('detectRecurring: amounts and price changes', () => {
  it('a step price rise that stays is one subscription, reported with the rise', () => {
    const dates = everyMonths('2024-01-05', 1, 12, 5);
    const txs = series(dates, (i) => (i < 6 ? 1399 : 1549), 'NETFLIX.COM');
    const found = detectRecurring(txs, { today: TODAY });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ amountCents: 1549, occurrences: 12, priceChanges: [{ date: '2024-07-05', fromCents: 1399, toCents: 1549 }] });
    expect(found[0]?.reasons).toContain('Price rose from $13.99 to $15.49 on 2024-07-05 (+10.7%), then stayed.');
  });

  it('a small rise inside the 7.5% tolerance is still a price change', () => {
    const txs = series(everyMonths('2024-01-05', 1, 12, 5), (i) => (i < 8 ? 1549 : 1599), 'SPOTIFY USA');
    const [p] = detectRecurring(txs, { today: TODAY });
    expect(p?.priceChanges).toEqual([{ date: '2024-09-05', fromCents: 1549, toCents: 1599 }]);
    expect(p?.amount).toBe(15.99);
  });

  it('a one-off blip in the middle is not a price change', () => {
    const txs = series(everyMonths('2024-01-05', 1, 10, 5), (i) => (i === 4 ? 1450 : 1400), 'IRON PEAK GYM');
    const [p] = detectRecurring(txs, { today: '2024-10-20' });
    expect(p?.priceChanges).toEqual([]);
    expect(p?.amountCents).toBe(1400);
    expect(p?.occurrences).toBe(10);
  });

  it('two plans at one merchant with different prices are two streams', () => {
    const a = series(everyMonths('2024-03-02', 1, 9, 2), 299, 'APPLE.COM/BILL');
    const b = series(everyMonths('2024-03-20', 1, 9, 20), 1099, 'APPLE.COM/BILL');
    const found = detectRecurring([...a, ...b], { today: TODAY });
    expect(found.map((p) => p.amountCents)).toEqual([1099, 299]);
  });

  it('a price outside the tolerance without a lasting step is not joined', () => {
    const txs = series(everyMonths('2024-01-10', 1, 10, 10), (i) => (i % 2 ? 1000 : 2000), 'IRON PEAK GYM');
    expect(detectRecurring(txs, { today: '2024-10-20' })).toEqual([]);
  });
});

describe('detectRecurring: occurrences, status, confidence', () => {
  it('needs 3 charges (2 monthly charges are not reported)', () => {
    expect(detectRecurring(series(['2024-10-05', '2024-11-05'], 999, 'IRON PEAK GYM'), { today: '2024-11-20' })).toEqual([]);
  });

  it('three monthly charges are early; four are mature', () => {
    const three = detectRecurring(series(everyMonths('2024-09-05', 1, 3, 5), 999, 'IRON PEAK GYM'), { today: '2024-11-20' });
    expect(three[0]?.status).toBe('early');
    expect(three[0]?.confidence).toBe(0.89); // 0.4 * 0.95 regularity (intervals 30-31 of a 26-35 window) + 0.25 stability + 0.35 * 3/4
    const four = detectRecurring(series(everyMonths('2024-08-05', 1, 4, 5), 999, 'IRON PEAK GYM'), { today: '2024-11-20' });
    expect(four[0]?.status).toBe('mature');
    expect(four[0]?.confidence).toBe(0.98);
  });

  it('one missed bill keeps it active and moves the next bill date forward', () => {
    const [p] = detectRecurring(series(everyMonths('2024-01-10', 1, 10, 10), 999, 'IRON PEAK GYM'), { today: '2024-11-20' });
    expect(p).toMatchObject({ lastDate: '2024-10-10', status: 'mature', nextBillDate: '2024-12-10' });
  });

  it('two missed cycles make it inactive', () => {
    const [p] = detectRecurring(series(everyMonths('2024-01-10', 1, 9, 10), 999, 'IRON PEAK GYM'), { today: '2024-11-20' });
    expect(p).toMatchObject({ lastDate: '2024-09-10', status: 'inactive', nextBillDate: '2024-10-10', isForgotten: false });
    expect(p?.reasons).toContain('No charge since 2024-09-10: 2 or more expected charges missed, so treated as stopped.');
  });

  it('inactive weekly after two missed weeks (+2 days of late slack: a weekly charge may come 9 days after the last)', () => {
    const dates = everyDays('2024-10-01', 7, 6); // last 2024-11-05
    expect(detectRecurring(series(dates, 2500, 'PAWS DOG WALKING'), { today: '2024-11-21' })[0]?.status).toBe('mature');
    expect(detectRecurring(series(dates, 2500, 'PAWS DOG WALKING'), { today: '2024-11-22' })[0]?.status).toBe('inactive');
  });

  it('active streams come before inactive ones, then by monthly cost', () => {
    const inactive = series(everyMonths('2023-01-10', 1, 6, 10), 9900, 'OLD GYM');
    const cheap = series(everyMonths('2024-01-10', 1, 11, 10), 500, 'CHEAP APP');
    const dear = series(everyMonths('2024-01-12', 1, 11, 12), 2000, 'DEAR APP');
    expect(detectRecurring([...inactive, ...cheap, ...dear], { today: TODAY }).map((p) => p.merchantName)).toEqual(['Dear App', 'Cheap App', 'Old Gym']);
  });

  it('ignores future-dated rows', () => {
    const txs = series(everyMonths('2024-10-05', 1, 6, 5), 999, 'IRON PEAK GYM');
    expect(detectRecurring(txs, { today: '2024-11-20' })).toEqual([]);
  });

  it('rejects a bad today', () => {
    expect(() => detectRecurring([], { today: '20-11-2024' })).toThrow(/today must be YYYY-MM-DD/);
  });
});

describe('detectRecurring: decoys are not reported', () => {
  const today = '2024-12-31';
  // Deterministic pseudo-random numbers.
  let s = 7;
  const rnd = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);

  function irregular(description: string, start: string, minGap: number, maxGap: number, minCents: number, maxCents: number, n: number) {
    let d = start;
    return Array.from({ length: n }, () => {
      d = addDays(d, minGap + Math.floor(rnd() * (maxGap - minGap + 1)));
      return tx(d, minCents + Math.floor(rnd() * (maxCents - minCents)), description);
    });
  }

  it('coffee: frequent, irregular days and amounts', () => {
    expect(detectRecurring(irregular('STARBUCKS STORE 04512 SEATTLE WA', '2024-01-01', 1, 4, 350, 750, 150), { today })).toEqual([]);
  });

  it('coffee: the same latte price on irregular days', () => {
    expect(detectRecurring(irregular('TST* BLUE BOTTLE COFFEE', '2024-01-01', 1, 5, 525, 526, 120), { today })).toEqual([]);
  });

  it('groceries: about weekly but varying amounts and days', () => {
    expect(detectRecurring(irregular('WHOLEFDS MKT #10234', '2024-01-01', 4, 10, 4000, 18000, 60), { today })).toEqual([]);
  });

  it('fuel: every 5-12 days at varying amounts', () => {
    expect(detectRecurring(irregular('SHELL OIL 57444 HOUSTON TX', '2024-01-01', 5, 12, 3000, 7000, 45), { today })).toEqual([]);
  });

  it('same amount at a roughly monthly but irregular rhythm (car wash)', () => {
    expect(detectRecurring(irregular('SPARKLE CAR WASH', '2024-01-01', 20, 45, 1200, 1201, 12), { today })).toEqual([]);
  });

  it('transfers between own accounts on a fixed monthly schedule', () => {
    const txs = [
      ...series(everyMonths('2024-01-01', 1, 12, 1), 50000, 'ONLINE TRANSFER TO SAVINGS XXXX1234'),
      ...series(everyMonths('2024-01-01', 1, 12, 25), 120000, 'CHASE CREDIT CRD AUTOPAY'),
      ...series(everyMonths('2024-01-01', 1, 12, 1), -50000, 'ONLINE TRANSFER FROM CHECKING XXXX9876'),
    ];
    expect(detectRecurring(txs, { today })).toEqual([]);
  });

  it('payroll and other income (money in, and an income descriptor)', () => {
    const txs = [
      ...series(everyDays('2024-01-05', 14, 26), -250000, 'ACME CORP PAYROLL'),
      ...series(everyMonths('2024-01-31', 1, 12, 31), -312, 'INTEREST PAYMENT'),
      ...series(everyMonths('2024-01-15', 1, 12, 15), 100, 'ACME PAYROLL FEE'),
    ];
    expect(detectRecurring(txs, { today })).toEqual([]);
  });

  it('refunds are ignored and do not break the subscription they refund', () => {
    const subs = series(everyMonths('2024-01-05', 1, 12, 5), 1549, 'NETFLIX.COM');
    const refunds = [tx('2024-03-07', -1549, 'NETFLIX.COM'), tx('2024-05-08', 1549, 'NETFLIX.COM REFUND'), tx('2024-06-08', 1549, 'NETFLIX REFUND')];
    const found = detectRecurring([...subs, ...refunds], { today });
    expect(found).toHaveLength(1);
    expect(found[0]?.occurrences).toBe(12);
    expect(found[0]?.transactionIds).toEqual(subs.map((t) => t.id));
  });

  it('a regular stream at a busy shop is kept only with 4+ charges', () => {
    const shop = irregular('CORNER MARKET', '2024-01-01', 1, 6, 500, 9000, 120);
    const two = series(['2024-02-10', '2025-02-10'].slice(0, 1).concat(['2024-11-10']), 3333, 'CORNER MARKET');
    expect(detectRecurring([...shop, ...two], { today }).filter((p) => p.amountCents === 3333)).toEqual([]);
  });
});
