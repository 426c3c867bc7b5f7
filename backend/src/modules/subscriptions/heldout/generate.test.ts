/**
 * The held-out generator itself (docs/detection.md "How it is evaluated"): deterministic, fast, labelled as the
 * brief says, with the drift, descriptor variants and decoys of real bank data really present.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { importBankTransactionsRequestSchema } from '../../../../../shared/contracts/subscriptions';
import type { EvaluationSet, EvaluationUser, TruthStream } from '../detection/eval';
import { CADENCES, dayNumber, generateHeldOutSet, HISTORY_DAYS, INACTIVE_GAP, intervalBounds, irregularDays, MIN_LABELLED_CHARGES, Rng, type Cadence } from './generate';
import { toPlaidTransactions } from './plaid';
import { addScores, scoreStreams } from './score';

const TODAY = '2026-03-31';
const NOMINAL: Record<Cadence, number> = { weekly: 7, biweekly: 14, monthly: 30.44, quarterly: 91.3, 'semi-annual': 182.6, annual: 365.25 };

let set: EvaluationSet;
beforeAll(() => {
  set = generateHeldOutSet(2026);
});

const streams = () => set.users.flatMap((user) => user.truth.map((stream) => ({ user, stream })));
const byId = (user: EvaluationUser) => new Map(user.transactions.map((t) => [t.id, t]));
function chargesOf(user: EvaluationUser, stream: TruthStream) {
  const rows = byId(user);
  return stream.transactionIds.map((id) => rows.get(id)!);
}
function gapsOf(user: EvaluationUser, stream: TruthStream): number[] {
  const days = chargesOf(user, stream).map((t) => dayNumber(t.date));
  return days.slice(1).map((d, i) => d - days[i]!);
}
/** Gaps between consecutive charges of a run (a skipped week or a pause excluded). */
const runGaps = (user: EvaluationUser, stream: TruthStream) => gapsOf(user, stream).filter((g) => g < NOMINAL[stream.frequency] * 1.5);
const labelledIds = (user: EvaluationUser) => new Set(user.truth.flatMap((s) => s.transactionIds));
const unlabelled = (user: EvaluationUser) => {
  const ids = labelledIds(user);
  return user.transactions.filter((t) => !ids.has(t.id));
};

describe('generateHeldOutSet: deterministic and fast', () => {
  it('gives the same set for the same seed; user i does not depend on how many users are asked for', () => {
    const again = generateHeldOutSet(2026, 5);
    expect(again.seed).toBe(2026);
    expect(again.users).toEqual(set.users.slice(0, 5));
    expect(JSON.stringify(generateHeldOutSet(2026, 5))).toBe(JSON.stringify(again));
  });

  it('gives a different set for another seed', () => {
    const other = generateHeldOutSet(2027, 5);
    const ids = new Set(set.users.slice(0, 5).flatMap((u) => u.transactions.map((t) => t.id)));
    expect(other.users.flatMap((u) => u.transactions).filter((t) => ids.has(t.id))).toEqual([]);
    expect(other.users.map((u) => u.truth.map((s) => s.merchantName))).not.toEqual(set.users.slice(0, 5).map((u) => u.truth.map((s) => s.merchantName)));
    expect(other.users.map((u) => u.transactions.length)).not.toEqual(set.users.slice(0, 5).map((u) => u.transactions.length));
  });

  it('builds 80 users in under a second', () => {
    generateHeldOutSet(11, 10); // warm
    const started = performance.now();
    const built = generateHeldOutSet(12);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(built.users).toHaveLength(80);
  });
});

describe('labels', () => {
  it('at least 40 labelled streams of every cadence, stopped and active ones (seeds 2026, 1 and 2)', () => {
    for (const s of [set, generateHeldOutSet(1), generateHeldOutSet(2)]) {
      const all = s.users.flatMap((u) => u.truth);
      for (const cadence of CADENCES) {
        const of = all.filter((t) => t.frequency === cadence);
        expect(of.length, `${cadence} seed ${s.seed}`).toBeGreaterThanOrEqual(40);
        expect(of.filter((t) => t.status === 'active').length, cadence).toBeGreaterThan(10);
        // Two annual charges in two years leave no room for a missing renewal: every annual stream is active.
        if (cadence === 'annual') expect(of.filter((t) => t.status === 'inactive')).toEqual([]);
        else expect(of.filter((t) => t.status === 'inactive').length, cadence).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('every labelled id is a charge (money out) of that user, in one stream only, in date order, enough of them', () => {
    for (const user of set.users) {
      const rows = byId(user);
      const seen = new Set<string>();
      for (const stream of user.truth) {
        expect(stream.transactionIds.length).toBeGreaterThanOrEqual(MIN_LABELLED_CHARGES[stream.frequency]);
        const dates: string[] = [];
        for (const id of stream.transactionIds) {
          const row = rows.get(id);
          expect(row, id).toBeDefined();
          expect(row!.amountCents).toBeGreaterThan(0);
          expect(seen.has(id)).toBe(false);
          seen.add(id);
          dates.push(row!.date);
        }
        expect(dates).toEqual([...dates].sort());
      }
    }
  });

  it('stopped streams miss at least two expected charges (semi-annual: a renewal and a week); active ones are still charged', () => {
    for (const { user, stream } of streams()) {
      const last = dayNumber(chargesOf(user, stream).at(-1)!.date);
      const since = dayNumber(TODAY) - last;
      if (stream.status === 'inactive') expect(since, `${stream.merchantName} ${stream.frequency}`).toBeGreaterThanOrEqual(INACTIVE_GAP[stream.frequency]!);
      else expect(since, `${stream.merchantName} ${stream.frequency}`).toBeLessThanOrEqual(intervalBounds(stream.frequency, Math.round(NOMINAL[stream.frequency]))[1] + 1);
    }
    expect(INACTIVE_GAP).toEqual({ weekly: 18, biweekly: 34, monthly: 70, quarterly: 196, 'semi-annual': 190 });
  });
});

describe('rows', () => {
  it('two years per user, sorted by date, ids unique and shaped like Plaid’s, no merchant name, integer cents', () => {
    const all = new Set<string>();
    const wrong: unknown[] = [];
    for (const user of set.users) {
      expect(user.today).toBe(TODAY);
      expect(user.userId).toMatch(/^heldout-2026-\d{3}$/);
      const dates = user.transactions.map((t) => t.date);
      expect(dates).toEqual([...dates].sort());
      expect(dayNumber(dates[0]!)).toBeGreaterThanOrEqual(dayNumber(TODAY) - HISTORY_DAYS + 1);
      expect(dayNumber(dates[0]!)).toBeLessThan(dayNumber(TODAY) - HISTORY_DAYS + 15);
      expect(dates.at(-1)! <= TODAY).toBe(true);
      for (const t of user.transactions) {
        const ok = /^[A-Za-z0-9]{37}$/.test(t.id) && !all.has(t.id) && Number.isInteger(t.amountCents) && t.amountCents !== 0 && t.merchantName === null && t.description!.length > 2;
        if (!ok) wrong.push(t);
        all.add(t.id);
      }
    }
    expect(wrong).toEqual([]);
    expect(all.size).toBeGreaterThan(80 * 800);
  });

  it('no rent, mortgage, loan, insurance or utility bills', () => {
    const bill = /\b(RENT|RENTAL|MORTGAGE|LOAN|INSURANCE|INSUR|GEICO|PROGRESSIVE|STATE FARM|UTILIT\w*|ELECTRIC|PG&E|WATER DEPT|COMCAST|XFINITY|VERIZON|AT&T|T-MOBILE|SPECTRUM)\b/i;
    expect(set.users.flatMap((u) => u.transactions).filter((t) => bill.test(t.description!))).toEqual([]);
  });
});

describe('drift', () => {
  it.each(CADENCES)('%s: intervals drift per charge within the cadence’s bounds, reaching both ends', (cadence) => {
    const gaps: number[] = [];
    for (const { user, stream } of streams()) {
      if (stream.frequency !== cadence) continue;
      gaps.push(...runGaps(user, stream));
    }
    const lo = Math.min(...gaps);
    const hi = Math.max(...gaps);
    const expected: Record<Cadence, [number, number]> = { weekly: [5, 9], biweekly: [11, 17], monthly: [26, 35], quarterly: [82, 99], 'semi-annual': [174, 191], annual: [358, 373] };
    const [min, max] = expected[cadence];
    expect(lo).toBeGreaterThanOrEqual(min);
    expect(hi).toBeLessThanOrEqual(max);
    if (cadence === 'weekly' || cadence === 'biweekly' || cadence === 'monthly') expect([lo, hi]).toEqual([min, max]);
    else {
      // Renewals within about a week: earlier and later than the calendar, by several days.
      expect(lo).toBeLessThanOrEqual(Math.round(NOMINAL[cadence]) - 4);
      expect(hi).toBeGreaterThanOrEqual(Math.round(NOMINAL[cadence]) + 4);
    }
    expect(new Set(gaps).size).toBeGreaterThanOrEqual(cadence === 'weekly' ? 5 : 7);
  });

  it('drift is per charge, not a fixed offset: long monthly streams have several different intervals', () => {
    const long = streams().filter(({ stream }) => stream.frequency === 'monthly' && stream.transactionIds.length >= 8);
    expect(long.length).toBeGreaterThan(100);
    const varied = long.filter(({ user, stream }) => new Set(runGaps(user, stream)).size >= 3);
    expect(varied.length / long.length).toBeGreaterThan(0.9);
  });

  it('skipped weeks and pauses stay inside one labelled stream', () => {
    const withGap = (cadence: Cadence, factor: number) =>
      streams().filter(({ user, stream }) => stream.frequency === cadence && gapsOf(user, stream).some((g) => g >= NOMINAL[cadence] * factor));
    expect(withGap('weekly', 1.8).length).toBeGreaterThanOrEqual(10);
    expect(withGap('weekly', 3).length).toBeGreaterThanOrEqual(3);
    expect(withGap('biweekly', 3).length).toBeGreaterThanOrEqual(3);
    expect(withGap('monthly', 2).length).toBeGreaterThanOrEqual(10);
  });
});

describe('amounts', () => {
  const amounts = (user: EvaluationUser, stream: TruthStream) => chargesOf(user, stream).map((t) => t.amountCents);

  it('a price rise happens once and stays (priceChanged); other streams stay within a few percent', () => {
    const all = streams();
    const raised = all.filter(({ stream }) => stream.priceChanged);
    expect(raised.length).toBeGreaterThan(40);
    for (const { user, stream } of raised) {
      const a = amounts(user, stream);
      const steps = a.slice(1).map((x, i) => x / a[i]!);
      expect(steps.filter((r) => r >= 1.05)).toHaveLength(1);
      expect(steps.filter((r) => r < 0.97)).toEqual([]);
      const at = steps.findIndex((r) => r >= 1.05);
      expect(at).toBeGreaterThanOrEqual(1);
      expect(at).toBeLessThan(a.length - 2);
    }
    for (const { user, stream } of all.filter(({ stream }) => !stream.priceChanged)) {
      const a = amounts(user, stream);
      expect(Math.max(...a) / Math.min(...a), stream.merchantName).toBeLessThan(1.2);
    }
  });

  it('metered and meal-kit services vary a few percent; sales tax changes by cents', () => {
    const all = streams().filter(({ stream }) => !stream.priceChanged);
    const metered = all.filter(({ user, stream }) => new Set(amounts(user, stream)).size >= 4);
    expect(metered.length).toBeGreaterThan(30);
    const taxStep = all.filter(({ user, stream }) => {
      const a = amounts(user, stream);
      const distinct = new Set(a);
      return distinct.size === 2 && Math.max(...a) / Math.min(...a) < 1.015;
    });
    expect(taxStep.length).toBeGreaterThan(10);
  });

  it('a $1 first month and refunds are in the data, never in a stream', () => {
    let intros = 0;
    let refunds = 0;
    for (const user of set.users) {
      const ids = labelledIds(user);
      const streamTexts = new Set(user.truth.flatMap((s) => chargesOf(user, s).map((t) => t.description)));
      for (const t of user.transactions) {
        if (!streamTexts.has(t.description)) continue;
        if (t.amountCents === 100) {
          intros++;
          expect(ids.has(t.id)).toBe(false);
        }
        if (t.amountCents < 0) {
          refunds++;
          expect(ids.has(t.id)).toBe(false);
        }
      }
    }
    expect(intros).toBeGreaterThanOrEqual(5);
    expect(refunds).toBeGreaterThanOrEqual(20);
  });

  it('one-off purchases share a subscription’s descriptor at other amounts', () => {
    let oneOffs = 0;
    for (const user of set.users) {
      const ids = labelledIds(user);
      for (const stream of user.truth) {
        const charges = chargesOf(user, stream);
        const texts = new Set(charges.map((t) => t.description));
        const prices = new Set(charges.map((t) => t.amountCents));
        oneOffs += user.transactions.filter((t) => !ids.has(t.id) && t.amountCents > 100 && texts.has(t.description) && !prices.has(t.amountCents)).length;
      }
    }
    expect(oneOffs).toBeGreaterThan(30);
  });
});

describe('descriptors', () => {
  it('the same merchant prints several descriptors: processor prefixes, suffixes, store numbers, case', () => {
    const all = streams();
    const varied = all.filter(({ user, stream }) => new Set(chargesOf(user, stream).map((t) => t.description)).size >= 2);
    expect(varied.length / all.length).toBeGreaterThan(0.6);
    const texts = all.flatMap(({ user, stream }) => chargesOf(user, stream).map((t) => t.description!));
    const count = (re: RegExp) => texts.filter((t) => re.test(t)).length;
    expect(count(/^SQ \*/i)).toBeGreaterThan(50);
    expect(count(/^TST\* /i)).toBeGreaterThan(50);
    expect(count(/^PAYPAL \*/i)).toBeGreaterThan(20);
    expect(count(/^PP\*/i)).toBeGreaterThan(20);
    expect(count(/\.COM\b/i)).toBeGreaterThan(200);
    expect(count(/\b\d{3}-\d{3}-?\d{4}\b/)).toBeGreaterThan(200);
    expect(count(/\b[A-Z]+ [A-Z]{2}$/)).toBeGreaterThan(100);
    expect(count(/#\d{3,4}\b/)).toBeGreaterThan(50);
    expect(count(/\*MEMBERSHIP/i)).toBeGreaterThan(50);
    expect(texts.filter((t) => /[a-z]/.test(t) && t === t.toLowerCase()).length).toBeGreaterThan(50);
    expect(texts.filter((t) => /[a-z]/.test(t) && t !== t.toLowerCase()).length).toBeGreaterThan(200);
    // A stream whose club number changes (another location) is still one stream.
    const numbers = all.filter(({ user, stream }) => new Set(chargesOf(user, stream).flatMap((t) => /#(\d{3,4})\b/.exec(t.description!)?.[1] ?? [])).size >= 2);
    expect(numbers.length).toBeGreaterThan(5);
  });

  it('several services under one descriptor (Apple) differ in price', () => {
    const shared = set.users.filter((user) => {
      const apple = user.truth.filter((s) => chargesOf(user, s).some((t) => /^APPLE\.COM\/BILL/i.test(t.description!)));
      return apple.length >= 2;
    });
    expect(shared.length).toBeGreaterThan(3);
  });
});

describe('decoys', () => {
  it('payroll, own transfers, card payments, ATM, interest: regular or not, never labelled', () => {
    const rows = set.users.flatMap(unlabelled);
    const count = (re: RegExp, sign: 1 | -1) => rows.filter((t) => re.test(t.description!) && Math.sign(t.amountCents) === sign).length;
    expect(count(/PAYROLL|DIR(ECT)? DEP/i, -1)).toBeGreaterThan(2000);
    expect(count(/TRANSFER TO SAV|TRANSFER TO SAVINGS|transfer to SAV/i, 1)).toBeGreaterThan(800);
    expect(count(/TRANSFER FROM SAV/i, -1)).toBeGreaterThan(100);
    expect(count(/AUTOPAY|E-PAYMENT|MOBILE PMT|EPAYMENT/i, 1)).toBeGreaterThan(1500);
    expect(count(/THANK YOU|MOBILE PYMT/i, -1)).toBeGreaterThan(1500);
    expect(count(/ATM/i, 1)).toBeGreaterThan(300);
    expect(count(/^INTEREST (PAYMENT|EARNED|PAID)/i, -1)).toBeGreaterThan(800);
    expect(count(/INTEREST CHARGE/i, 1)).toBeGreaterThan(20);
    // Payroll comes every other Friday or twice a month: regular money in, not a subscription.
    const payroll = set.users[0]!.transactions.concat(set.users[1]!.transactions, set.users[2]!.transactions).filter((t) => /PAYROLL|DIR(ECT)? DEP/i.test(t.description!));
    expect(payroll.length).toBeGreaterThan(40);
  });

  it('frequent shopping: groceries, coffee, restaurants, fuel, rides, online shopping', () => {
    const rows = set.users.flatMap(unlabelled);
    const count = (re: RegExp) => rows.filter((t) => re.test(t.description!) && t.amountCents > 0).length;
    expect(count(/TRADER JOE|SAFEWAY|WHOLEFDS|WHOLE FOODS|KROGER|ALDI|H-E-B|HEB FOOD|PUBLIX|FARMERS MKT/i)).toBeGreaterThan(5000);
    expect(count(/STARBUCKS|COFFEE|DUNKIN|PEETS|PEET'S|CAFE/i)).toBeGreaterThan(5000);
    expect(count(/TST\* |SQ \*|CHIPOTLE|MCDONALD|DOORDASH|GRUBHUB|EATS/i)).toBeGreaterThan(5000);
    expect(count(/SHELL|CHEVRON|EXXON|COSTCO GAS|^QT |^BP/i)).toBeGreaterThan(2000);
    expect(count(/UBER +\*TRIP|LYFT/i)).toBeGreaterThan(500);
    expect(count(/AMAZON MKTPLACE|AMZN MKTP|AMAZON\.COM\*|TARGET|WALMART|WAL-MART|ETSY|EBAY/i)).toBeGreaterThan(2000);
  });

  it('a car wash at one price on irregular days: never two gaps in a row in the same cadence band', () => {
    let series = 0;
    for (const user of set.users) {
      const washes = user.transactions.filter((t) => /SPLASH N GO|MISTER SPARKLE/i.test(t.description!));
      if (washes.length < 5) continue;
      series++;
      expect(new Set(washes.map((t) => t.amountCents)).size).toBe(1);
    }
    expect(series).toBeGreaterThan(10);
    const rng = new Rng(5);
    const days = irregularDays(rng, 0, 5000, 4, 50);
    const band = (g: number) => (g >= 5 && g <= 9 ? 1 : g >= 11 && g <= 17 ? 2 : g >= 26 && g <= 35 ? 3 : 0);
    const gaps = days.slice(1).map((d, i) => d - days[i]!);
    expect(gaps.every((g) => g >= 4 && g <= 50)).toBe(true);
    expect(gaps.slice(1).filter((g, i) => band(g) !== 0 && band(g) === band(gaps[i]!))).toEqual([]);
    expect(gaps.filter((g) => band(g) === 3).length).toBeGreaterThan(10);
  });

  it('categories do not give the answer away: about half the subscription rows have none', () => {
    const labelled = set.users.flatMap((u) => {
      const ids = labelledIds(u);
      return u.transactions.filter((t) => ids.has(t.id));
    });
    const others = set.users.flatMap(unlabelled);
    const share = (rows: typeof labelled) => rows.filter((t) => t.category).length / rows.length;
    expect(share(labelled)).toBeGreaterThan(0.3);
    expect(share(labelled)).toBeLessThan(0.7);
    expect(share(others)).toBeGreaterThan(0.6);
    expect(labelled.filter((t) => /subscription/i.test(t.category ?? ''))).toEqual([]);
    // Categories of subscriptions also appear on one-off spending.
    const otherCategories = new Set(others.map((t) => t.category));
    const shared = labelled.filter((t) => t.category && otherCategories.has(t.category)).length;
    expect(shared / labelled.filter((t) => t.category).length).toBeGreaterThan(0.5);
  });
});

describe('toPlaidTransactions', () => {
  const FIELDS = [
    'account_id', 'account_owner', 'amount', 'authorized_date', 'authorized_datetime', 'category', 'category_id', 'check_number', 'counterparties', 'date',
    'datetime', 'iso_currency_code', 'location', 'logo_url', 'merchant_entity_id', 'merchant_name', 'name', 'payment_channel', 'payment_meta', 'pending',
    'pending_transaction_id', 'personal_finance_category', 'personal_finance_category_icon_url', 'transaction_code', 'transaction_id', 'transaction_type',
    'unofficial_currency_code', 'website',
  ].sort();

  it('one object per row with every field Plaid sends; id, amount in dollars, date and raw name', () => {
    const user = set.users[0]!;
    const rows = toPlaidTransactions(user);
    expect(rows).toHaveLength(user.transactions.length);
    rows.forEach((row, i) => {
      const tx = user.transactions[i]!;
      expect(Object.keys(row).sort()).toEqual(FIELDS);
      expect(row.transaction_id).toBe(tx.id);
      expect(Math.round(row.amount * 100)).toBe(tx.amountCents);
      expect(String(row.amount)).toMatch(/^-?\d+(\.\d{1,2})?$/);
      expect(row.date).toBe(tx.date);
      expect(row.name).toBe(tx.description);
      expect(row).toMatchObject({ iso_currency_code: 'USD', unofficial_currency_code: null, pending: false, pending_transaction_id: null });
      expect(row.account_id).toMatch(/^[A-Za-z0-9]{37}$/);
      if (row.authorized_date) expect(row.authorized_date <= row.date).toBe(true);
    });
    expect(new Set(rows.map((r) => r.account_id)).size).toBe(2);
    expect(rows.some((r) => r.payment_channel === 'in store' && r.location.city !== null && r.location.lat !== null)).toBe(true);
    expect(rows.some((r) => r.counterparties.some((c) => c.type === 'payment_processor'))).toBe(true);
  });

  it('merchant_name on about half the rows, null on the rest (always null on transfers and payroll)', () => {
    const rows = set.users.slice(0, 20).flatMap(toPlaidTransactions);
    const named = rows.filter((r) => r.merchant_name !== null).length / rows.length;
    expect(named).toBeGreaterThan(0.35);
    expect(named).toBeLessThan(0.65);
    expect(rows.filter((r) => /PAYROLL|TRANSFER|AUTOPAY|ATM|INTEREST/i.test(r.name) && r.merchant_name !== null)).toEqual([]);
    // Both forms within labelled streams: the merchant's clean name and the raw descriptor.
    const user = set.users[3]!;
    const plaid = new Map(toPlaidTransactions(user).map((r) => [r.transaction_id, r]));
    const ids = user.truth.flatMap((s) => s.transactionIds);
    expect(ids.some((id) => plaid.get(id)!.merchant_name !== null)).toBe(true);
    expect(ids.some((id) => plaid.get(id)!.merchant_name === null)).toBe(true);
  });

  it('the import contract reads them back as the same rows, category included', () => {
    for (const user of set.users.slice(0, 10)) {
      const plaid = toPlaidTransactions(user);
      const parsed = importBankTransactionsRequestSchema.parse({ transactions: plaid }).transactions;
      parsed.forEach((row, i) => {
        const tx = user.transactions[i]!;
        expect(row).toEqual({
          transaction_id: tx.id,
          amount: tx.amountCents,
          date: tx.date,
          merchant: plaid[i]!.merchant_name ?? tx.description,
          category: tx.category,
          pending: false,
          currency: 'USD',
        });
      });
    }
  });

  it('a copy of the user (no shared objects) gets the same Plaid objects', () => {
    const user = set.users[7]!;
    expect(toPlaidTransactions(structuredClone(user))).toEqual(toPlaidTransactions(user));
  });
});

describe('scoreStreams', () => {
  const label = (frequency: Cadence, ids: string[]): TruthStream => ({ merchantName: 'X', frequency, status: 'active', transactionIds: ids, priceChanged: false });

  it('a true positive has the cadence and at least half of the ids; each label matches once', () => {
    const truth = [label('monthly', ['a', 'b', 'c', 'd']), label('weekly', ['w1', 'w2', 'w3'])];
    const score = scoreStreams(truth, [
      { cadence: 'monthly', transactionIds: ['a', 'b', 'x'] }, // half: matches
      { cadence: 'monthly', transactionIds: ['c', 'd'] }, // the label is taken: spurious
      { cadence: 'biweekly', transactionIds: ['w1', 'w2', 'w3'] }, // wrong cadence
      { cadence: 'weekly', transactionIds: ['w1'] }, // under half
    ]);
    expect(score).toMatchObject({ truePositives: 1, found: 4, labelled: 2, precision: 0.25, recall: 0.5 });
    expect(score.missed.map((s) => s.frequency)).toEqual(['weekly']);
    expect(score.byCadence.monthly).toEqual({ truePositives: 1, found: 2, labelled: 1 });
    expect(score.byCadence.weekly).toEqual({ truePositives: 0, found: 1, labelled: 1 });
    const all = addScores([score, scoreStreams(truth, [{ cadence: 'weekly', transactionIds: ['w1', 'w2', 'w3', 'zz'] }])]);
    expect(all).toMatchObject({ truePositives: 2, found: 5, labelled: 4, precision: 0.4, recall: 0.5 });
    expect(scoreStreams([], [])).toMatchObject({ precision: 1, recall: 1 });
  });

  it('the labels themselves score 1.0', () => {
    const user = set.users[0]!;
    const score = scoreStreams(user.truth, user.truth.map((s) => ({ cadence: s.frequency, transactionIds: s.transactionIds })));
    expect([score.precision, score.recall]).toEqual([1, 1]);
  });
});
