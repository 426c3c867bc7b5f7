/** The evaluation harness: generate the labelled set, run the engine, report precision and recall. */
import { detectRecurring } from '../detect';
import { evaluate, formatEvaluationTable, type EvaluationReport } from './evaluate';
import { generateEvaluationSet, generateLargeUser } from './generate';

export { evaluate, formatEvaluationTable, generateEvaluationSet, generateLargeUser };
export type { Engine, EnginePattern, EvaluationMiss, EvaluationReport, EvaluationRow } from './evaluate';
export type { EvaluationSet, EvaluationUser, TruthStream } from './generate';

export interface SubscriptionEvaluation {
  report: EvaluationReport;
  table: string;
  /** detectRecurring on one user with `largeUserTransactions` transactions, ms. */
  largeUserMs: number;
  largeUserTransactions: number;
}

/** For `npm run bench`: the evaluation table (default seed 42, 50 users) and the 100,000-transaction timing. */
export function runSubscriptionEvaluation(options: { seed?: number; users?: number; largeUserTransactions?: number } = {}): SubscriptionEvaluation {
  const set = generateEvaluationSet(options.seed ?? 42, options.users ?? 50);
  const report = evaluate(detectRecurring, set);
  const largeUserTransactions = options.largeUserTransactions ?? 100_000;
  const big = generateLargeUser((options.seed ?? 42) + 1, largeUserTransactions);
  const started = performance.now();
  detectRecurring(big, { today: '2025-06-30' });
  const largeUserMs = Math.round(performance.now() - started);
  return { report, table: `${formatEvaluationTable(report)}\ndetectRecurring on ${largeUserTransactions} transactions: ${largeUserMs} ms`, largeUserMs, largeUserTransactions };
}
