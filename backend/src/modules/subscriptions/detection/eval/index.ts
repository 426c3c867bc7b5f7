/**
 * The evaluation harness (docs/detection.md "How it is evaluated"): both labelled sets (ours and the
 * held-out one written without reading the engine), the engine and the naive baseline on each,
 * precision and recall against the targets.
 */
import { generateHeldOutSet } from '../../heldout/generate';
import { detectRecurring } from '../detect';
import { evaluate, formatEvaluationTable, type EvaluationReport } from './evaluate';
import { generateEvaluationSet, generateLargeUser } from './generate';
import { naiveMedianDetector } from './naive';
import { DETECTION_TARGETS, detectionShortfalls } from './targets';

export { evaluate, formatEvaluationTable, generateEvaluationSet, generateLargeUser, naiveMedianDetector, DETECTION_TARGETS, detectionShortfalls };
export type { Engine, EnginePattern, EvaluationMiss, EvaluationReport, EvaluationRow } from './evaluate';
export type { EvaluationSet, EvaluationUser, TruthStream } from './generate';

/** The sets `npm run bench` reports: seeds and sizes fixed, so runs compare. */
export const EVALUATION_SETS = {
  ours: { seed: 42, users: 100 },
  heldOut: { seed: 2026, users: 80 },
} as const;

export interface SetEvaluation {
  name: string;
  engine: EvaluationReport;
  naive: EvaluationReport;
  /** What falls short of DETECTION_TARGETS (empty: all hold). */
  shortfalls: string[];
  table: string;
}

export interface SubscriptionEvaluation {
  sets: SetEvaluation[];
  table: string;
  /** detectRecurring on one user with `largeUserTransactions` transactions, ms. */
  largeUserMs: number;
  largeUserTransactions: number;
}

function evaluateSet(name: string, set: Parameters<typeof evaluate>[1]): SetEvaluation {
  const engine = evaluate(detectRecurring, set);
  const naive = evaluate(naiveMedianDetector, set);
  const shortfalls = detectionShortfalls(engine);
  const table = [
    `${name}:`,
    formatEvaluationTable(engine),
    `naive median-interval detector, same set: overall precision ${naive.rows.at(-1)?.precision.toFixed(3)}, recall ${naive.rows.at(-1)?.recall.toFixed(3)}`,
    shortfalls.length ? `BELOW TARGET: ${shortfalls.join('; ')}` : `targets (overall ${DETECTION_TARGETS.overall}, each cadence ${DETECTION_TARGETS.perCadence}) hold`,
  ].join('\n');
  return { name, engine, naive, shortfalls, table };
}

/** For `npm run bench`: both evaluation tables and the 100,000-transaction timing. */
export function runSubscriptionEvaluation(options: { users?: number; largeUserTransactions?: number } = {}): SubscriptionEvaluation {
  const { ours, heldOut } = EVALUATION_SETS;
  const sets = [
    evaluateSet(`Ours (seed ${ours.seed})`, generateEvaluationSet(ours.seed, options.users ?? ours.users)),
    evaluateSet(`Held out (seed ${heldOut.seed}, written without reading the engine)`, generateHeldOutSet(heldOut.seed, options.users ?? heldOut.users)),
  ];
  const largeUserTransactions = options.largeUserTransactions ?? 100_000;
  const big = generateLargeUser(ours.seed + 1, largeUserTransactions);
  const started = performance.now();
  detectRecurring(big, { today: '2025-06-30' });
  const largeUserMs = Math.round(performance.now() - started);
  return {
    sets,
    table: `${sets.map((s) => s.table).join('\n\n')}\ndetectRecurring on ${largeUserTransactions} transactions: ${largeUserMs} ms`,
    largeUserMs,
    largeUserTransactions,
  };
}
