/**
 * The detection targets both evaluation sets must hold (docs/detection.md "How it is evaluated"):
 * the unit tests assert them and `npm run bench` fails loudly when a run falls short.
 */
import type { EvaluationReport } from './evaluate';

export const DETECTION_TARGETS = { overall: 0.97, perCadence: 0.95 } as const;

/** What falls short of the targets, one line each ("monthly recall 0.930 < 0.95"); empty when all hold. */
export function detectionShortfalls(report: EvaluationReport): string[] {
  const out: string[] = [];
  for (const row of report.rows) {
    const target = row.cadence === 'overall' ? DETECTION_TARGETS.overall : DETECTION_TARGETS.perCadence;
    if (row.truth === 0) {
      out.push(`${row.cadence}: no labelled streams to measure`);
      continue;
    }
    if (row.precision < target) out.push(`${row.cadence} precision ${row.precision.toFixed(3)} < ${target}`);
    if (row.recall < target) out.push(`${row.cadence} recall ${row.recall.toFixed(3)} < ${target}`);
  }
  return out;
}
