/**
 * How /billing words the provider's answer (docs/product.md "Billing"). The provider speaks in
 * cents, ISO dates and lower-case ids; the screen shows money, dates and names.
 */
import { PLANS, type PlanId } from '../../../../../shared/plans';
import { formatCurrency, formatUsd } from '@/lib/format';

/** Cents in the subscription's currency, always with two decimals, as invoices show money. */
export function formatCents(cents: number, currency = 'usd'): string {
  const code = /^[a-z]{3}$/i.test(currency) ? currency.toUpperCase() : 'USD';
  return formatCurrency(cents / 100, code);
}

/** Dollars (the usage figures), with cents only when there are any. */
export function formatDollars(dollars: number): string {
  return formatUsd(dollars, { cents: 'auto' });
}

/**
 * "December 21, 2026". Read in UTC: a period that ends at midnight UTC must not show the day before
 * to someone west of Greenwich. An unreadable date is shown as the provider sent it.
 */
export function formatBillingDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The catalogue's name for a plan id, else the id itself, capitalised (a plan the catalogue lost). */
export function planName(planId: string): string {
  return planId in PLANS ? PLANS[planId as PlanId].name : capitalise(planId);
}

/** "month" -> "/ month"; the provider also says "monthly" or "yearly" at times. */
export function intervalLabel(interval: string): string {
  const normal = interval.toLowerCase();
  if (normal === 'month' || normal === 'monthly') return 'month';
  if (normal === 'year' || normal === 'yearly' || normal === 'annual') return 'year';
  return normal;
}

/** docs/product.md "Billing": active is green, any other status neutral. */
export function statusBadgeVariant(status: string): 'success' | 'secondary' {
  return status.toLowerCase() === 'active' ? 'success' : 'secondary';
}

/** "past_due" -> "Past due". */
export function statusLabel(status: string): string {
  return capitalise(status.replace(/[_-]+/g, ' ').trim());
}

/** Statuses with nothing left to cancel. */
const ENDED_STATUSES = new Set(['canceled', 'cancelled', 'incomplete_expired']);

/** docs/product.md "Billing": the Cancel button is hidden once the subscription is set to end. */
export function canCancel(subscription: { status: string; cancel_at_period_end: boolean } | null): boolean {
  return subscription !== null && !subscription.cancel_at_period_end && !ENDED_STATUSES.has(subscription.status.toLowerCase());
}

/** "visa" -> "Visa", "amex" -> "American Express". */
export function cardBrandLabel(brand: string): string {
  const known: Record<string, string> = {
    amex: 'American Express',
    diners: 'Diners Club',
    jcb: 'JCB',
    mastercard: 'Mastercard',
    unionpay: 'UnionPay',
    visa: 'Visa',
    discover: 'Discover',
  };
  return known[brand.toLowerCase()] ?? capitalise(brand);
}

/** "Expires 04/2030". */
export function cardExpiry(month: number, year: number): string {
  return `Expires ${String(month).padStart(2, '0')}/${year}`;
}

/**
 * The file name the server gave in Content-Disposition (RFC 6266: filename* wins over filename),
 * else the fallback. Only a base name is kept: a path in a header must not steer where it is saved.
 */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
    name = plain?.[1] ?? plain?.[2];
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
