import type { Subscription } from '../../../../../shared/contracts/subscriptions';
import { formatCurrency } from '@/lib/format';

/**
 * Subscription prices keep their cents ($15.49, €15.49), unlike the app's whole-unit totals. The
 * currency is the one the API names (the user's home currency: the finder stores subscriptions in it).
 */
export function formatPrice(amount: number, currency = 'USD'): string {
  return formatCurrency(Number.isFinite(amount) ? amount : 0, currency);
}

const FREQUENCY_LABELS: Record<string, { per: string; adjective: string }> = {
  weekly: { per: 'week', adjective: 'Weekly' },
  biweekly: { per: '2 weeks', adjective: 'Every 2 weeks' },
  monthly: { per: 'month', adjective: 'Monthly' },
  quarterly: { per: 'quarter', adjective: 'Quarterly' },
  'semi-annual': { per: '6 months', adjective: 'Every 6 months' },
  annual: { per: 'year', adjective: 'Yearly' },
};

/** "$15.49 / month", "€139.00 / year"; an unknown frequency is shown as the server wrote it. */
export function formatAmountPerFrequency(amount: number, frequency: string, currency = 'USD'): string {
  const per = FREQUENCY_LABELS[frequency]?.per ?? frequency;
  return `${formatPrice(amount, currency)} / ${per}`;
}

export function frequencyLabel(frequency: string): string {
  return FREQUENCY_LABELS[frequency]?.adjective ?? frequency;
}

/** Whether the monthly-equivalent cost is worth a line of its own (it differs from the price). */
export function showsMonthlyEquivalent(subscription: Pick<Subscription, 'frequency'>): boolean {
  return subscription.frequency !== 'monthly';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "2025-03-05" (or a full ISO time) -> "Mar 5, 2025", read as a calendar date so no time zone moves it a day. */
export function formatBillDate(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/**
 * The catalogue's cancellation instructions as steps: numbered lines or separate lines when the
 * text has them, else one step per sentence ("netflix.com, open ..." is not a sentence end).
 */
export function instructionSteps(text: string | null): string[] {
  if (!text) return [];
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const lines = trimmed
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter(Boolean);
  if (lines.length > 1) return lines;
  return trimmed
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A `tel:` link target: digits and a leading + only ("1-866-579-7172" -> "tel:18665797172"). */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** Only http(s) addresses become links; anything else (javascript:, data:) is never clickable. */
export function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** "netflix.com" from "https://www.netflix.com/cancelplan", for the link's visible text. */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Forgotten ones first (they are the point of the screen), then the dearest; ties keep the server's order. */
export function sortForReview<T extends Pick<Subscription, 'isForgotten' | 'monthlyCost'>>(subscriptions: readonly T[]): T[] {
  return [...subscriptions].sort((a, b) => Number(b.isForgotten) - Number(a.isForgotten) || b.monthlyCost - a.monthlyCost);
}
