import { RotateCcw } from 'lucide-react';
import type { Subscription } from '../../../../../shared/contracts/subscriptions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { chargedAfterCancelOf } from '../lib/alerts';
import { formatBillDate, formatPrice } from '../lib/subscription-format';
import { AlertBlock } from './subscription-alerts';
import { SampleDataBadge } from './sample-data-badge';

interface CancelledSectionProps {
  cancelled: readonly Subscription[];
  /** Ids whose undo is being sent. */
  reactivating: ReadonlySet<string>;
  onReactivate: (subscription: Subscription) => void;
  /** The currency of their amounts (the list's: the user's home currency). */
  currency?: string;
}

/**
 * The subscriptions marked cancelled, newest first: when, what each saves a month, and an undo
 * ("Mark active again"). A charge after cancelling shows here as a warning. Hidden when there is none.
 */
export function CancelledSection({ cancelled, reactivating, onReactivate, currency = 'USD' }: CancelledSectionProps) {
  if (cancelled.length === 0) return null;
  return (
    <section aria-labelledby="cancelled-heading" className="flex flex-col gap-3" data-testid="cancelled-section">
      <h2 id="cancelled-heading" className="text-xl font-semibold text-white">
        Cancelled
      </h2>
      <ul className="flex flex-col gap-3" data-testid="cancelled-list">
        {cancelled.map((s) => {
          const afterCancel = chargedAfterCancelOf(s);
          const busy = reactivating.has(s.id);
          return (
            <li key={s.id} data-testid="cancelled-item" data-subscription-id={s.id}>
              <Card className={afterCancel ? 'flex flex-col gap-3 border-red-400/40 p-4' : 'flex flex-col gap-3 p-4'}>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold break-words text-white" data-testid="cancelled-name">
                        {s.name}
                      </h3>
                      {s.source === 'demo' ? <SampleDataBadge /> : null}
                    </div>
                    <p className="text-sm text-slate-300">
                      <span data-testid="cancelled-on">Cancelled on {formatBillDate(s.cancelledAt) ?? 'an unknown date'}</span>
                      {' · '}
                      {afterCancel ? (
                        <span className="text-red-200" data-testid="cancelled-saving">
                          no longer counted as saved: it charged again
                        </span>
                      ) : (
                        <span className="text-emerald-300 tabular-nums" data-testid="cancelled-saving">
                          saves {formatPrice(s.monthlyCost, currency)} a month
                        </span>
                      )}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onReactivate(s)}
                    disabled={busy}
                    data-testid="reactivate-subscription"
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {busy ? 'Restoring...' : 'Undo: mark active again'}
                    <span className="sr-only"> ({s.name})</span>
                  </Button>
                </div>
                {afterCancel ? <AlertBlock alert={afterCancel} /> : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
