/**
 * Keeps a user's credit estimate current (docs/product.md "Credit score monitor"): compute it from
 * the user's data, store a history entry when the score changes, and raise alerts from real changes
 * (utilisation crossing 30%, a late payment, a score change). The first evaluation also rebuilds
 * the last 12 month-ends from the data as it stood then, so history starts with real entries (and
 * their utilisation and late-payment alerts; score changes found that way alert nobody).
 */
import { CREDIT_UTILIZATION_ALERT } from '../../../../shared/contracts/credit';
import type { AppDatabase } from '../../db/open';
import { describeChange, estimateCreditScore, extractCreditEvidence, type CreditEstimate } from './model';
import { creditRepository, type CreditRepository, type NewAlert } from './repository';
import { isoDate } from '../../../../shared/dates';

/** Month-ends rebuilt on a user's first evaluation. */
export const BACKFILL_MONTHS = 12;

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** The last day of each of the `count` months before the month of `today`, oldest first. */
export function previousMonthEnds(today: string, count: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const ends: string[] = [];
  for (let back = count; back >= 1; back -= 1) ends.push(isoDate(Date.UTC(y, m - 1 - back + 1, 0)));
  return ends;
}

/**
 * Alerts a step from `previous` (the latest history entry, `baselineId`) to `next` deserves. Each
 * carries a key so it is raised once: a utilisation crossing is keyed by the entry it is measured
 * from, so re-reading the same state never repeats it.
 */
export function alertsFor(
  previous: CreditEstimate | null,
  baselineId: string | null,
  next: CreditEstimate,
  date: string,
  historyId: string | null,
): NewAlert[] {
  const alerts: NewAlert[] = [];
  const before = previous?.evidence.utilization ?? null;
  const now = next.evidence.utilization;
  if (now !== null && now > CREDIT_UTILIZATION_ALERT && (before === null || before <= CREDIT_UTILIZATION_ALERT)) {
    alerts.push({
      type: 'warning',
      title: 'High credit utilization',
      message: `${pct(now)} of your card limits is in use. Keeping it under ${pct(CREDIT_UTILIZATION_ALERT)} protects your score.`,
      date,
      dedupeKey: `utilization-high:${baselineId ?? 'start'}`,
    });
  }
  if (now !== null && before !== null && before > CREDIT_UTILIZATION_ALERT && now <= CREDIT_UTILIZATION_ALERT) {
    alerts.push({
      type: 'positive',
      title: 'Utilization back under 30%',
      message: `Your cards are at ${pct(now)} of their limits, down from ${pct(before)}.`,
      date,
      dedupeKey: `utilization-ok:${baselineId ?? 'start'}`,
    });
  }
  for (const late of next.evidence.latePayments) {
    alerts.push({
      type: 'warning',
      title: 'Late payment recorded',
      message: `"${late.description}" on ${late.date}. Late payments weigh on payment history, the largest factor (35%), for up to two years here.`,
      date: late.date,
      dedupeKey: `late:${late.date}:${late.description}`,
    });
  }
  if (previous && historyId && next.currentScore !== previous.currentScore) {
    const change = next.currentScore - previous.currentScore;
    alerts.push({
      type: change > 0 ? 'positive' : 'warning',
      title: `Estimated score ${change > 0 ? 'up' : 'down'} ${Math.abs(change)} points`,
      message: `${describeChange(previous, next)}. Your estimate is now ${next.currentScore}.`,
      date,
      dedupeKey: `score:${historyId}`,
    });
  }
  return alerts;
}

export interface CreditService {
  /** The estimate as of today, with history and alerts brought up to date. */
  current(userId: string): CreditEstimate;
  repo: CreditRepository;
}

export function creditService(db: AppDatabase, now: () => number): CreditService {
  const repo = creditRepository(db);
  // Per-user memo: a read whose data and day did not change reuses the last estimate.
  const memo = new Map<string, { key: string; estimate: CreditEstimate }>();

  function estimateAt(asOf: string, data: ReturnType<typeof load>): CreditEstimate {
    return estimateCreditScore(extractCreditEvidence(data.transactions, data.accounts, asOf), data.startingScore);
  }
  function load(userId: string) {
    return { transactions: repo.transactions(userId), accounts: repo.accounts(userId), startingScore: repo.startingScore(userId) };
  }

  type Baseline = { id: string; estimate: CreditEstimate } | null;

  /**
   * Records `next` as of `date` if its score differs from the latest entry and raises the alerts it
   * deserves; returns the latest entry afterwards.
   */
  function record(userId: string, baseline: Baseline, next: CreditEstimate, date: string, at: number, rebuilding = false): Baseline {
    const previous = baseline?.estimate ?? null;
    let historyId: string | null = null;
    if (!previous || previous.currentScore !== next.currentScore) {
      historyId = repo.addHistory(userId, {
        date,
        score: next.currentScore,
        change: previous ? next.currentScore - previous.currentScore : 0,
        event: describeChange(previous, next),
        snapshot: next,
        now: at,
      });
    }
    // Rebuilt month-ends show their score changes in the history; only live changes alert about them.
    for (const alert of alertsFor(previous, baseline?.id ?? null, next, date, rebuilding ? null : historyId)) repo.addAlert(userId, alert, at);
    return historyId ? { id: historyId, estimate: next } : baseline;
  }

  return {
    repo,
    current(userId) {
      const at = now();
      const today = isoDate(at);
      const key = `${today}|${repo.fingerprint(userId)}`;
      const cached = memo.get(userId);
      if (cached?.key === key) return cached.estimate;

      const estimate = db.transaction(() => {
        const data = load(userId);
        const latest = repo.latest(userId);
        let baseline: Baseline = latest ? { id: latest.id, estimate: latest.snapshot } : null;
        if (baseline === null) {
          const earliest = data.transactions[0]?.date;
          for (const monthEnd of previousMonthEnds(today, BACKFILL_MONTHS)) {
            if (earliest === undefined || monthEnd < earliest) continue;
            baseline = record(userId, baseline, estimateAt(monthEnd, data), monthEnd, at, true);
          }
        }
        const next = estimateAt(today, data);
        record(userId, baseline, next, today, at);
        return next;
      });
      memo.set(userId, { key, estimate });
      return estimate;
    },
  };
}
