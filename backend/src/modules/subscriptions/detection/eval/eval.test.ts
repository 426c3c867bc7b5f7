import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_FREQUENCIES } from '../../../../../../shared/contracts/subscriptions';
import { detectRecurring } from '../detect';
import { toDayNumber } from '../dates';
import { generateHeldOutSet } from '../../heldout/generate';
import { DETECTION_TARGETS, detectionShortfalls, EVALUATION_SETS, evaluate, formatEvaluationTable, generateEvaluationSet, generateLargeUser, naiveMedianDetector, runSubscriptionEvaluation } from './index';

const set = generateEvaluationSet(EVALUATION_SETS.ours.seed, EVALUATION_SETS.ours.users);

describe('evaluation set', () => {
  it('is deterministic for a seed', () => {
    const again = generateEvaluationSet(42, 2);
    expect(again.users[0]?.transactions.slice(0, 20)).toEqual(set.users[0]?.transactions.slice(0, 20));
    expect(generateEvaluationSet(43, 1).users[0]?.transactions.slice(0, 20)).not.toEqual(set.users[0]?.transactions.slice(0, 20));
  });

  it('has 100 users with two years of transactions each', () => {
    expect(set.users).toHaveLength(100);
    for (const user of set.users) {
      const days = user.transactions.map((t) => toDayNumber(t.date));
      expect(Math.max(...days) - Math.min(...days)).toBeGreaterThanOrEqual(700);
      expect(Math.max(...days)).toBeLessThan(toDayNumber(user.today));
    }
  });

  it('has every cadence, price changes, cancellations, noisy strings and decoys', () => {
    const truth = set.users.flatMap((u) => u.truth);
    for (const f of SUBSCRIPTION_FREQUENCIES) expect(truth.filter((t) => t.frequency === f).length).toBeGreaterThanOrEqual(10);
    expect(truth.filter((t) => t.priceChanged).length).toBeGreaterThanOrEqual(20);
    expect(truth.filter((t) => t.status === 'inactive').length).toBeGreaterThanOrEqual(20);
    const all = set.users.flatMap((u) => u.transactions);
    const descriptions = all.map((t) => t.description ?? '');
    expect(descriptions.some((d) => d.startsWith('SQ *') || d.startsWith('sq *'))).toBe(true);
    expect(descriptions.some((d) => /#\d{2,5}$/.test(d))).toBe(true);
    expect(descriptions.some((d) => /\d{3}-\d{3}-\d{4}$/.test(d))).toBe(true);
    expect(descriptions.some((d) => /TRANSFER TO SAVINGS/.test(d))).toBe(true);
    expect(descriptions.some((d) => /PAYROLL/.test(d))).toBe(true);
    expect(descriptions.some((d) => /REFUND/.test(d))).toBe(true);
    expect(descriptions.some((d) => /STARBUCKS|BLUE BOTTLE|CORNER CAFE|DUNKIN/.test(d))).toBe(true);
    expect(all.filter((t) => t.amountCents < 0).length).toBeGreaterThan(1000);
  });
});

describe('engine on the evaluation set', () => {
  const report = evaluate(detectRecurring, set);

  it.each(SUBSCRIPTION_FREQUENCIES)(`%s: precision and recall >= ${DETECTION_TARGETS.perCadence}`, (cadence) => {
    const row = report.rows.find((r) => r.cadence === cadence);
    expect(row?.truth).toBeGreaterThan(0);
    expect(row?.precision).toBeGreaterThanOrEqual(DETECTION_TARGETS.perCadence);
    expect(row?.recall).toBeGreaterThanOrEqual(DETECTION_TARGETS.perCadence);
  });

  it('overall, status and merchant names', () => {
    expect(detectionShortfalls(report)).toEqual([]);
    expect(report.statusAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(report.merchantNameAccuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('the metric can fail: an engine that reports nothing, or everything as monthly', () => {
    const none = evaluate(() => [], generateEvaluationSet(42, 5));
    expect(none.rows.find((r) => r.cadence === 'overall')?.recall).toBe(0);
    const allMonthly = evaluate(
      (txs, o) => detectRecurring(txs, o).map((p) => ({ ...p, frequency: 'monthly' as const })),
      generateEvaluationSet(42, 5),
    );
    expect(allMonthly.rows.find((r) => r.cadence === 'monthly')?.precision).toBeLessThan(0.95);
  });

  it('formats a table with one row per cadence and overall', () => {
    const lines = formatEvaluationTable(report).split('\n');
    expect(lines).toHaveLength(2 + SUBSCRIPTION_FREQUENCIES.length + 1 + 1);
    expect(lines[1]).toBe('cadence       truth  found  tp     precision  recall');
  });
});

describe('engine on the held-out set (written without reading the engine)', () => {
  const heldOut = generateHeldOutSet(EVALUATION_SETS.heldOut.seed, EVALUATION_SETS.heldOut.users);
  const report = evaluate(detectRecurring, heldOut);

  it(`precision and recall >= ${DETECTION_TARGETS.overall} overall and >= ${DETECTION_TARGETS.perCadence} per cadence`, () => {
    expect(detectionShortfalls(report), formatEvaluationTable(report)).toEqual([]);
    expect(report.statusAccuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('beats the naive median-interval detector on the same set', () => {
    const naive = evaluate(naiveMedianDetector, heldOut);
    const overall = (r: typeof report) => r.rows.find((row) => row.cadence === 'overall');
    expect(overall(report)?.precision).toBeGreaterThan(overall(naive)?.precision ?? 1);
    expect(overall(report)?.recall).toBeGreaterThan(overall(naive)?.recall ?? 1);
  });

  it('the shortfall check names what falls short', () => {
    const none = evaluate(() => [], generateHeldOutSet(EVALUATION_SETS.heldOut.seed, 3));
    expect(detectionShortfalls(none)).toContain('overall recall 0.000 < 0.97');
  });
});

describe('performance', () => {
  it('detectRecurring on one user with 100,000 transactions (target < 1 s; generous bound 5 s)', () => {
    const big = generateLargeUser(7, 100_000);
    expect(big).toHaveLength(100_000);
    const started = performance.now();
    const found = detectRecurring(big, { today: '2025-06-30' });
    const ms = performance.now() - started;
    expect(found.length).toBeGreaterThan(0);
    expect(ms).toBeLessThan(5_000);
  });

  it('runSubscriptionEvaluation returns the table and the timing', () => {
    const r = runSubscriptionEvaluation({ users: 3, largeUserTransactions: 2_000 });
    expect(r.sets.map((s) => s.engine.users)).toEqual([3, 3]);
    expect(r.largeUserTransactions).toBe(2_000);
    expect(r.table).toContain('detectRecurring on 2000 transactions');
  });
});
