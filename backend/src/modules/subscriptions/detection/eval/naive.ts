/**
 * A naive median-interval detector: the baseline the engine is compared with on both evaluation sets
 * (docs/detection.md "How it is evaluated"). Per merchant key, money out only: at least three
 * charges (annual: two), the median interval names the cadence, and it is reported when most charges
 * are within 10% of the median amount. No exclusions, price steps, pauses or late-charge handling.
 */
import type { SubscriptionFrequency } from '../../../../../../shared/contracts/subscriptions';
import { median } from '../cadence';
import { toDayNumber } from '../dates';
import type { DetectionTransaction, DetectOptions } from '../detect';
import { normaliseMerchant } from '../normalise';
import type { EnginePattern } from './evaluate';

const WINDOWS: readonly [SubscriptionFrequency, number, number][] = [
  ['weekly', 5, 9],
  ['biweekly', 11, 17],
  ['monthly', 26, 35],
  ['quarterly', 82, 100],
  ['semi-annual', 172, 194],
  ['annual', 351, 380],
];

export function naiveMedianDetector(transactions: readonly DetectionTransaction[], options: DetectOptions): EnginePattern[] {
  const today = toDayNumber(options.today);
  const groups = new Map<string, DetectionTransaction[]>();
  for (const t of transactions) {
    if (t.amountCents <= 0) continue;
    const key = normaliseMerchant(t.merchantName || t.description || '').key;
    const list = groups.get(key) ?? [];
    list.push(t);
    groups.set(key, list);
  }
  const found: EnginePattern[] = [];
  for (const list of groups.values()) {
    const sorted = [...list].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const days = sorted.map((t) => toDayNumber(t.date));
    const intervals = days.slice(1).map((d, i) => d - (days[i] as number));
    const typical = median(intervals);
    const window = WINDOWS.find(([, lo, hi]) => typical >= lo && typical <= hi);
    if (!window || sorted.length < (window[0] === 'annual' ? 2 : 3)) continue;
    const amount = median(sorted.map((t) => t.amountCents));
    const steady = sorted.filter((t) => Math.abs(t.amountCents - amount) <= amount * 0.1);
    if (steady.length * 2 < sorted.length * 1.5) continue;
    const last = days[days.length - 1] as number;
    found.push({
      merchantName: normaliseMerchant(sorted[0]?.merchantName || sorted[0]?.description || '').displayName,
      frequency: window[0],
      status: today - last > 2 * typical + window[2] - window[1] ? 'inactive' : 'mature',
      transactionIds: steady.map((t) => t.id),
    });
  }
  return found;
}
