import type { Subscription, SubscriptionAlert, SubscriptionList } from '../../../../../shared/contracts/subscriptions';

/** How the summary names each kind of alert, after the subscription's name. */
const SHORT_TEXT: Record<SubscriptionAlert['kind'], string> = {
  'price-increase': 'price up',
  'charged-after-cancel': 'charged after you cancelled',
};

export interface AlertEntry {
  subscription: Pick<Subscription, 'id' | 'name'>;
  alert: SubscriptionAlert;
  /** "Netflix price up" */
  text: string;
}

/**
 * Every alert on the screen, in the order the user should look at them: money taken after a
 * cancellation first (it is money to get back), then price rises; each group in the list's order.
 */
export function alertEntries(list: Pick<SubscriptionList, 'subscriptions' | 'cancelled'>): AlertEntry[] {
  const all = [...list.cancelled, ...list.subscriptions].flatMap((s) =>
    s.alerts.map((alert) => ({ subscription: { id: s.id, name: s.name }, alert, text: `${s.name} ${SHORT_TEXT[alert.kind]}` })),
  );
  const rank = (e: AlertEntry) => (e.alert.kind === 'charged-after-cancel' ? 0 : 1);
  return all.map((e, i) => ({ e, i })).sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i).map(({ e }) => e);
}

/** "2 alerts: Netflix price up, Hulu charged after you cancelled"; null when there is none. */
export function alertSummaryText(entries: readonly Pick<AlertEntry, 'text'>[]): string | null {
  if (entries.length === 0) return null;
  const count = entries.length === 1 ? '1 alert' : `${entries.length} alerts`;
  return `${count}: ${entries.map((e) => e.text).join(', ')}`;
}

export function priceAlertOf(subscription: Pick<Subscription, 'alerts'>): SubscriptionAlert | undefined {
  return subscription.alerts.find((a) => a.kind === 'price-increase');
}

export function chargedAfterCancelOf(subscription: Pick<Subscription, 'alerts'>): SubscriptionAlert | undefined {
  return subscription.alerts.find((a) => a.kind === 'charged-after-cancel');
}
