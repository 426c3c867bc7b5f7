/**
 * Precision and recall of a detection engine on an evaluation set, overall and per cadence.
 *
 * A reported pattern is a true positive when it has the cadence of a ground-truth stream of the same
 * user and holds at least half of that stream's transactions (each truth stream matches once).
 * Inactive patterns count like active ones; status and merchant-name agreement are reported apart.
 */
import { SUBSCRIPTION_FREQUENCIES, type SubscriptionFrequency } from '../../../../../../shared/contracts/subscriptions';
import type { DetectionTransaction, DetectOptions } from '../detect';
import type { EvaluationSet } from './generate';

export interface EnginePattern {
  merchantName: string;
  frequency: SubscriptionFrequency;
  status: 'mature' | 'early' | 'inactive';
  transactionIds: readonly string[];
}

export type Engine = (transactions: readonly DetectionTransaction[], options: DetectOptions) => readonly EnginePattern[];

export interface EvaluationRow {
  cadence: SubscriptionFrequency | 'overall';
  truth: number;
  predicted: number;
  truePositives: number;
  precision: number;
  recall: number;
}

export interface EvaluationMiss {
  userId: string;
  merchantName: string;
  frequency: SubscriptionFrequency;
}

export interface EvaluationReport {
  users: number;
  transactions: number;
  rows: EvaluationRow[];
  /** Matched streams whose inactive/active status agrees with the truth. */
  statusAccuracy: number;
  /** Matched streams whose reported merchant name equals the truth's. */
  merchantNameAccuracy: number;
  falsePositives: EvaluationMiss[];
  falseNegatives: EvaluationMiss[];
  /** Matched streams named differently from the truth: [truth name, reported name]. */
  nameMismatches: [string, string][];
  /** Time spent inside the engine, all users, ms. */
  engineMs: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 10_000) / 10_000);

export function evaluate(engine: Engine, set: EvaluationSet): EvaluationReport {
  const stats = new Map<SubscriptionFrequency, { truth: number; predicted: number; tp: number }>(
    SUBSCRIPTION_FREQUENCIES.map((f) => [f, { truth: 0, predicted: 0, tp: 0 }]),
  );
  const falsePositives: EvaluationMiss[] = [];
  const falseNegatives: EvaluationMiss[] = [];
  const nameMismatches: [string, string][] = [];
  let statusOk = 0;
  let nameOk = 0;
  let matched = 0;
  let transactions = 0;
  let engineMs = 0;
  for (const user of set.users) {
    transactions += user.transactions.length;
    const started = performance.now();
    const found = engine(user.transactions, { today: user.today });
    engineMs += performance.now() - started;
    const used = new Set<number>();
    for (const t of user.truth) (stats.get(t.frequency) as { truth: number }).truth += 1;
    for (const p of found) {
      const s = stats.get(p.frequency);
      if (!s) continue;
      s.predicted += 1;
      const ids = new Set(p.transactionIds);
      const hit = user.truth.findIndex(
        (t, i) => !used.has(i) && t.frequency === p.frequency && t.transactionIds.filter((id) => ids.has(id)).length * 2 >= t.transactionIds.length,
      );
      if (hit < 0) {
        falsePositives.push({ userId: user.userId, merchantName: p.merchantName, frequency: p.frequency });
        continue;
      }
      used.add(hit);
      s.tp += 1;
      matched += 1;
      const t = user.truth[hit];
      if (t && (p.status === 'inactive') === (t.status === 'inactive')) statusOk += 1;
      if (t && p.merchantName === t.merchantName) nameOk += 1;
      else if (t) nameMismatches.push([t.merchantName, p.merchantName]);
    }
    user.truth.forEach((t, i) => {
      if (!used.has(i)) falseNegatives.push({ userId: user.userId, merchantName: t.merchantName, frequency: t.frequency });
    });
  }
  const rows: EvaluationRow[] = SUBSCRIPTION_FREQUENCIES.map((cadence) => {
    const s = stats.get(cadence) ?? { truth: 0, predicted: 0, tp: 0 };
    return { cadence, truth: s.truth, predicted: s.predicted, truePositives: s.tp, precision: ratio(s.tp, s.predicted), recall: ratio(s.tp, s.truth) };
  });
  const total = rows.reduce((acc, r) => ({ truth: acc.truth + r.truth, predicted: acc.predicted + r.predicted, tp: acc.tp + r.truePositives }), { truth: 0, predicted: 0, tp: 0 });
  rows.push({ cadence: 'overall', truth: total.truth, predicted: total.predicted, truePositives: total.tp, precision: ratio(total.tp, total.predicted), recall: ratio(total.tp, total.truth) });
  return {
    users: set.users.length,
    transactions,
    rows,
    statusAccuracy: ratio(statusOk, matched),
    merchantNameAccuracy: ratio(nameOk, matched),
    falsePositives,
    falseNegatives,
    nameMismatches,
    engineMs: Math.round(engineMs),
  };
}

/** The report as a fixed-width text table. */
export function formatEvaluationTable(report: EvaluationReport): string {
  const lines = [
    `Subscription detection: ${report.users} users, ${report.transactions} transactions, engine ${report.engineMs} ms`,
    'cadence       truth  found  tp     precision  recall',
    ...report.rows.map(
      (r) =>
        `${r.cadence.padEnd(13)} ${String(r.truth).padEnd(6)} ${String(r.predicted).padEnd(6)} ${String(r.truePositives).padEnd(6)} ${r.precision.toFixed(3).padEnd(10)} ${r.recall.toFixed(3)}`,
    ),
    `status accuracy ${report.statusAccuracy.toFixed(3)}, merchant-name accuracy ${report.merchantNameAccuracy.toFixed(3)}`,
  ];
  return lines.join('\n');
}
