/**
 * Scoring found streams against the held-out labels (docs/detection.md "How it is evaluated"): a found stream
 * is a true positive when it has the cadence of a labelled stream of the same user and holds at least
 * half of that stream's transaction ids; each labelled stream matches once (the best overlaps first).
 */
import type { TruthStream } from '../detection/eval';
import { CADENCES, type Cadence } from './generate';

export interface FoundStream {
  cadence: string;
  transactionIds: readonly string[];
  merchantName?: string;
}

export interface CadenceCount {
  truePositives: number;
  found: number;
  labelled: number;
}

export interface StreamScore extends CadenceCount {
  precision: number;
  recall: number;
  byCadence: Record<Cadence, CadenceCount>;
  missed: TruthStream[];
  spurious: FoundStream[];
}

const emptyCounts = (): Record<Cadence, CadenceCount> =>
  Object.fromEntries(CADENCES.map((c) => [c, { truePositives: 0, found: 0, labelled: 0 }])) as Record<Cadence, CadenceCount>;

const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

/** One user's found streams against their labels. */
export function scoreStreams(truth: readonly TruthStream[], found: readonly FoundStream[]): StreamScore {
  const pairs: { f: number; t: number; share: number }[] = [];
  found.forEach((stream, f) => {
    const ids = new Set(stream.transactionIds);
    truth.forEach((label, t) => {
      if (label.frequency !== stream.cadence) return;
      const held = label.transactionIds.filter((id) => ids.has(id)).length;
      if (held * 2 >= label.transactionIds.length && held > 0) pairs.push({ f, t, share: held / label.transactionIds.length });
    });
  });
  pairs.sort((a, b) => b.share - a.share || a.f - b.f || a.t - b.t);
  const foundMatched = new Set<number>();
  const truthMatched = new Set<number>();
  for (const { f, t } of pairs) {
    if (foundMatched.has(f) || truthMatched.has(t)) continue;
    foundMatched.add(f);
    truthMatched.add(t);
  }
  const byCadence = emptyCounts();
  for (const label of truth) byCadence[label.frequency].labelled++;
  for (const stream of found) if (stream.cadence in byCadence) byCadence[stream.cadence as Cadence].found++;
  for (const t of truthMatched) byCadence[truth[t]!.frequency].truePositives++;
  const truePositives = truthMatched.size;
  return {
    truePositives,
    found: found.length,
    labelled: truth.length,
    precision: ratio(truePositives, found.length),
    recall: ratio(truePositives, truth.length),
    byCadence,
    missed: truth.filter((_, t) => !truthMatched.has(t)),
    spurious: found.filter((_, f) => !foundMatched.has(f)),
  };
}

/** Several users' scores added up (precision and recall over all their streams). */
export function addScores(scores: readonly StreamScore[]): StreamScore {
  const byCadence = emptyCounts();
  let truePositives = 0;
  let found = 0;
  let labelled = 0;
  for (const s of scores) {
    truePositives += s.truePositives;
    found += s.found;
    labelled += s.labelled;
    for (const c of CADENCES) {
      byCadence[c].truePositives += s.byCadence[c].truePositives;
      byCadence[c].found += s.byCadence[c].found;
      byCadence[c].labelled += s.byCadence[c].labelled;
    }
  }
  return {
    truePositives,
    found,
    labelled,
    precision: ratio(truePositives, found),
    recall: ratio(truePositives, labelled),
    byCadence,
    missed: scores.flatMap((s) => s.missed),
    spurious: scores.flatMap((s) => s.spurious),
  };
}
