/**
 * The urgency banner's arithmetic (docs/product.md "Pricing"): a 24 h countdown that starts again
 * at 24 h when it reaches zero, and a dismissal that hides the banner for 24 h on this device. Time
 * is always passed in, so the tests run on an injected clock.
 */

const HOUR_MS = 60 * 60 * 1000;
/** The countdown's length: 24 h (spec "24 h countdown"). */
export const URGENCY_COUNTDOWN_MS = 24 * HOUR_MS;
/** How long a dismissal hides the banner (spec "banner dismissal lasts 24 h"). */
export const BANNER_DISMISS_MS = 24 * HOUR_MS;
/** localStorage key holding the dismissal time (epoch ms). */
export const BANNER_DISMISSED_KEY = 'wealth-desk.pricing.urgency-banner-dismissed-at';

/**
 * Milliseconds left on a countdown started at `startedAt`. It reads the full 24 h at the start and
 * again each time it runs out, so it never goes below zero.
 */
export function countdownRemainingMs(startedAt: number, now: number, periodMs = URGENCY_COUNTDOWN_MS): number {
  // A clock that moved backwards (sleep, manual change) reads as "just started", not negative.
  const elapsed = Math.max(0, now - startedAt);
  return periodMs - (elapsed % periodMs);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 86_400_000 -> "24:00:00"; a partial second counts as a whole one, so 00:00:00 is never shown. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** "23 hours, 59 minutes and 58 seconds": the countdown as a screen reader should say it. */
export function describeCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const parts: Array<[number, string]> = [
    [Math.floor(totalSeconds / 3600), 'hour'],
    [Math.floor((totalSeconds % 3600) / 60), 'minute'],
    [totalSeconds % 60, 'second'],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  if (words.length === 0) return '0 seconds';
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

/** A stored dismissal time, or null when absent or not a usable timestamp. */
export function parseDismissedAt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,16}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Hidden for BANNER_DISMISS_MS after a dismissal. A dismissal time in the future (a clock that was
 * wrong when it was written) is not trusted: the banner shows, rather than hiding for who knows how long.
 */
export function isBannerDismissed(dismissedAt: number | null, now: number): boolean {
  if (dismissedAt === null) return false;
  const since = now - dismissedAt;
  return since >= 0 && since < BANNER_DISMISS_MS;
}

/** The part of Storage the banner uses, so tests can hand in a plain object. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored dismissal time; null when storage is unavailable (private mode) or holds nothing usable. */
export function readDismissedAt(storage: KeyValueStore | undefined): number | null {
  try {
    return parseDismissedAt(storage?.getItem(BANNER_DISMISSED_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Records a dismissal at `now`. Storage may refuse (private mode): the banner still hides for this visit. */
export function writeDismissedAt(storage: KeyValueStore | undefined, now: number): void {
  try {
    storage?.setItem(BANNER_DISMISSED_KEY, String(Math.floor(now)));
  } catch {
    // Nothing to do: the caller keeps the dismissal in memory.
  }
}

/** Forgets a dismissal that has run out, so storage does not keep stale keys. */
export function clearExpiredDismissal(storage: KeyValueStore | undefined, now: number): void {
  const dismissedAt = readDismissedAt(storage);
  if (dismissedAt === null || isBannerDismissed(dismissedAt, now)) return;
  try {
    storage?.removeItem(BANNER_DISMISSED_KEY);
  } catch {
    // Unavailable storage holds nothing to clear.
  }
}
