import { Bell } from 'lucide-react';
import type { SubscriptionList } from '../../../../../shared/contracts/subscriptions';
import { alertEntries, alertSummaryText } from '../lib/alerts';

/**
 * At the top of the screen when any subscription has an alert: how many, and which (each card
 * below carries the full sentence).
 */
export function AlertsSummary({ list }: { list: Pick<SubscriptionList, 'subscriptions' | 'cancelled'> }) {
  const entries = alertEntries(list);
  const text = alertSummaryText(entries);
  if (!text) return null;
  return (
    <section
      aria-label="Alerts"
      className="flex items-start gap-3 rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-amber-50"
      data-testid="alerts-summary"
    >
      <Bell aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
      <p className="font-semibold" data-testid="alerts-summary-text">
        {text}
      </p>
    </section>
  );
}
