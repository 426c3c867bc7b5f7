/**
 * The pricing experiment card's arithmetic (docs/product.md "A/B tests and personalisation"):
 * variant B's payback days and variant C's 86400 s countdown, whose deadline is stored on this
 * device the first time the visitor sees it, so a reload does not start it again; at zero it is
 * gone.
 */
import { PRICING_CARD_COUNTDOWN_SECONDS } from '../../../../../../shared/landing';
import { AVERAGE_MONTHLY_SAVING } from '../../../../../../shared/plans';
import type { KeyValueStorage } from './ab-assignment';

/** ceil(price / 127 * 30): the days of the average saving claim that pay for a month of the plan. */
export function paybackDays(monthlyPriceDollars: number, averageMonthlySaving: number = AVERAGE_MONTHLY_SAVING): number {
  if (!(averageMonthlySaving > 0) || !(monthlyPriceDollars > 0)) return 0;
  // Rounded to 9 decimals first, so float noise (e.g. 12.000000000001) cannot add a whole day.
  return Math.ceil(Number(((monthlyPriceDollars / averageMonthlySaving) * 30).toFixed(9)));
}

export const COUNTDOWN_DEADLINE_KEY = 'wealth-desk.landing.pricing-countdown-deadline';

/**
 * The stored deadline (epoch ms), or a new one PRICING_CARD_COUNTDOWN_SECONDS from `now`, stored. A
 * stored deadline further away than the countdown's length (a clock that was wrong when it was
 * written) is not trusted and starts again.
 */
export function countdownDeadline(storage: KeyValueStorage | undefined, now: number, seconds: number = PRICING_CARD_COUNTDOWN_SECONDS): number {
  let stored: number | null;
  try {
    const raw = storage?.getItem(COUNTDOWN_DEADLINE_KEY) ?? null;
    stored = raw !== null && /^\d{1,16}$/.test(raw) ? Number(raw) : null;
  } catch {
    stored = null;
  }
  if (stored !== null && stored - now <= seconds * 1000) return stored;
  const deadline = now + seconds * 1000;
  try {
    storage?.setItem(COUNTDOWN_DEADLINE_KEY, String(deadline));
  } catch {
    // Storage blocked: the countdown holds for this page only.
  }
  return deadline;
}

/** Whole seconds left, never below zero; a started second counts as a whole one. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 86400 -> "24:00:00", 61 -> "00:01:01". */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** "23 hours, 59 minutes and 58 seconds": the countdown as a screen reader should say it. */
export function describeHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const parts: Array<[number, string]> = [
    [Math.floor(s / 3600), 'hour'],
    [Math.floor((s % 3600) / 60), 'minute'],
    [s % 60, 'second'],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  if (words.length === 0) return '0 seconds';
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}
