/**
 * Display rules of the trend predictor: labels, score and momentum wording, the schedule in a fixed
 * platform order. Pure, so they are unit tested.
 */
import {
  TREND_PLATFORM_LABELS,
  TREND_PLATFORMS,
  type TrendPlatform,
  type TrendSchedule,
} from '../../../../../shared/contracts/trends';

/** The viewer's offset from UTC (Date#getTimezoneOffset), so hours of day are the viewer's. */
export const viewerTzOffset = () => new Date().getTimezoneOffset();

export const platformLabel = (platform: TrendPlatform) => TREND_PLATFORM_LABELS[platform];

export type SentimentTone = 'success' | 'destructive' | 'secondary';
export function sentimentTone(sentiment: 'positive' | 'negative' | 'neutral'): { label: string; tone: SentimentTone } {
  if (sentiment === 'positive') return { label: 'Positive', tone: 'success' };
  if (sentiment === 'negative') return { label: 'Negative', tone: 'destructive' };
  return { label: 'Neutral', tone: 'secondary' };
}

/** A 0-100 score with at most one decimal, e.g. 72.3 -> "72.3", 72 -> "72". */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const formatCount = (n: number) => whole.format(n);

/** Last 7 days' visits against the weekly average: "No visits yet", "Steady", "2.1x the weekly average". */
export function formatMomentum(momentum: number | null): string {
  if (momentum === null) return 'No visits yet';
  if (momentum >= 0.95 && momentum <= 1.05) return 'Steady';
  return `${momentum.toFixed(momentum < 10 ? 2 : 1).replace(/\.?0+$/, '')}x the weekly average`;
}

/** The schedule's platforms in the app's fixed order, skipping any the server left out. */
export function scheduleRows(schedule: TrendSchedule['schedule']): Array<{ platform: TrendPlatform; times: string[] }> {
  return TREND_PLATFORMS.flatMap((platform) => {
    const times = schedule[platform];
    return times && times.length > 0 ? [{ platform, times }] : [];
  });
}

/** "HH:MM" as the viewer's clock shows it, e.g. "17:00" -> "5:00 PM" (en-US). */
export function formatClockTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** The analysis time line: "Not analyzed yet" or "Last analyzed Nov 21, 2026, 12:00 PM". */
export function formatAnalyzedAt(at: number | null, timeZone?: string): string {
  if (at === null) return 'Not analyzed yet';
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
  return `Last analyzed ${when}`;
}
