/** How the coach screen writes probabilities, rates, large amounts and dates. */
import type { EmotionalState } from '../../../../../shared/contracts/coach';
import { formatUsdCompact } from '@/lib/format';

/** 0.634 -> "63%". */
export function formatProbability(probability: number): string {
  const p = Number.isFinite(probability) ? Math.min(1, Math.max(0, probability)) : 0;
  return `${Math.round(p * 100)}%`;
}

/** A yearly rate given as a fraction: 0.07 -> "7.0%", 0.025 -> "2.5%". */
export function formatRate(rate: number): string {
  return `${((Number.isFinite(rate) ? rate : 0) * 100).toFixed(1)}%`;
}

/** A signed change as a fraction: 0.072 -> "+7.2%", -0.03 -> "-3.0%". */
export function formatSignedRate(rate: number): string {
  const text = formatRate(Math.abs(rate));
  return rate > 0 ? `+${text}` : rate < 0 ? `-${text}` : text;
}

/** Axis labels: "$1.2M", "-$250K", "$0". */
export function formatCompactUsd(dollars: number): string {
  return formatUsdCompact(Number.isFinite(dollars) ? dollars : 0);
}

/** "1 year", "10 years", "2.5 years". */
export function formatYears(years: number): string {
  return `${Number.isInteger(years) ? years : years.toFixed(1)} ${years === 1 ? 'year' : 'years'}`;
}

const EARNED_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An instant (unix ms) in the viewer's time zone, e.g. "Mar 3, 2025". */
export function formatEarnedDate(ms: number): string {
  return EARNED_DATE.format(new Date(ms));
}

export const EMOTIONAL_STATE_LABELS: Record<EmotionalState, string> = {
  stressed: 'Stressed',
  confident: 'Confident',
  uncertain: 'Uncertain',
  excited: 'Excited',
};
