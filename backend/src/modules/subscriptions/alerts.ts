/**
 * The alerts on a subscription (docs/product.md "Subscriptions"): a recent price rise on an active
 * one, and a charge from the merchant after the user marked it cancelled.
 */
import { PRICE_ALERT_DAYS, type SubscriptionAlert } from '../../../../shared/contracts/subscriptions';
import { DAY_MS } from '../../../../shared/dates';
import { subscriptionMoney } from '../../../../shared/money';
import { exclusionReason, normaliseMerchant, type DetectionTransaction, type PriceChange } from './detection';
import type { SubscriptionRow } from './repository';

/** A charge within this share of the subscription's price is the same service charging again. */
export const CHARGE_AFTER_CANCEL_TOLERANCE = 0.25;

/**
 * The price rise to keep on the row: the series' last price change when it is a rise (a later fall
 * means the price did not stay up, so there is nothing to warn about); null otherwise.
 */
export function latestRise(changes: readonly PriceChange[]): PriceChange | null {
  const last = changes[changes.length - 1];
  return last && last.toCents > last.fromCents ? last : null;
}

const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** An amount in cents as an alert's sentence writes it, in the subscription's currency ("€17.99"). */
const alertMoney = (cents: number, currency: string) => subscriptionMoney(cents / 100, currency);

/**
 * The price-increase alert while the rise is at most PRICE_ALERT_DAYS old (active subscriptions
 * only). `currency`: the user's home currency, the one the finder stores subscriptions in.
 */
export function priceIncreaseAlert(row: SubscriptionRow, today: string, currency = 'USD'): SubscriptionAlert | null {
  if (row.status !== 'active' || row.previousAmountCents === null || row.priceChangedAt === null) return null;
  if (row.amountCents <= row.previousAmountCents) return null;
  const age = dayNumber(today) - dayNumber(row.priceChangedAt);
  if (!(age >= 0 && age <= PRICE_ALERT_DAYS)) return null;
  const pct = ((row.amountCents - row.previousAmountCents) / row.previousAmountCents) * 100;
  return {
    kind: 'price-increase',
    date: row.priceChangedAt,
    amount: row.amountCents / 100,
    previousAmount: row.previousAmountCents / 100,
    message: `Price rose from ${alertMoney(row.previousAmountCents, currency)} to ${alertMoney(row.amountCents, currency)} on ${row.priceChangedAt} (+${pct.toFixed(1)}%).`,
  };
}

/** The charged-again alert on a cancelled subscription the merchant charged after the cancel day. */
export function chargedAfterCancelAlert(row: SubscriptionRow, currency = 'USD'): SubscriptionAlert | null {
  if (row.status !== 'cancelled' || row.cancelledAt === null || row.chargedAfterCancelDate === null || row.chargedAfterCancelCents === null) return null;
  return {
    kind: 'charged-after-cancel',
    date: row.chargedAfterCancelDate,
    amount: row.chargedAfterCancelCents / 100,
    previousAmount: null,
    message: `Charged ${alertMoney(row.chargedAfterCancelCents, currency)} on ${row.chargedAfterCancelDate} after you cancelled on ${cancelDay(row.cancelledAt)}: contact ${row.name} or dispute it with your bank.`,
  };
}

/** Every current alert on one subscription, its amounts written in `currency` (the user's home currency). */
export function subscriptionAlerts(row: SubscriptionRow, today: string, currency = 'USD'): SubscriptionAlert[] {
  return [priceIncreaseAlert(row, today, currency), chargedAfterCancelAlert(row, currency)].filter((a): a is SubscriptionAlert => a !== null);
}

/** The day Mark Cancelled was pressed ('YYYY-MM-DD', UTC). */
export const cancelDay = (cancelledAt: number) => new Date(cancelledAt).toISOString().slice(0, 10);

export interface ChargeAfterCancel {
  id: string;
  date: string;
  cents: number;
}

/**
 * For each cancelled subscription, the earliest money-out charge dated after its cancel day from
 * the same merchant (the finder's merchant name) at about its price (within
 * CHARGE_AFTER_CANCEL_TOLERANCE); refunds, transfers and income never count. `transactions` are
 * the user's rows after the earliest cancel day, oldest first. Keyed by subscription id; a
 * subscription with none is absent.
 */
export function chargesAfterCancel(cancelled: readonly SubscriptionRow[], transactions: readonly DetectionTransaction[]): Map<string, ChargeAfterCancel> {
  const found = new Map<string, ChargeAfterCancel>();
  const byMerchant = new Map<string, { row: SubscriptionRow; day: string }[]>();
  for (const row of cancelled) {
    if (row.cancelledAt === null) continue;
    const list = byMerchant.get(row.merchantName) ?? [];
    list.push({ row, day: cancelDay(row.cancelledAt) });
    byMerchant.set(row.merchantName, list);
  }
  if (byMerchant.size === 0) return found;
  for (const tx of transactions) {
    if (!(tx.amountCents > 0)) continue;
    const descriptor = (tx.merchantName && tx.merchantName.trim()) || tx.description || '';
    const candidates = byMerchant.get(normaliseMerchant(descriptor).displayName);
    if (!candidates || exclusionReason(tx)) continue;
    for (const { row, day } of candidates) {
      if (found.has(row.id) || tx.date <= day) continue;
      if (Math.abs(tx.amountCents - row.amountCents) > row.amountCents * CHARGE_AFTER_CANCEL_TOLERANCE) continue;
      found.set(row.id, { id: tx.id, date: tx.date, cents: tx.amountCents });
    }
  }
  return found;
}
