import { CalendarDays } from 'lucide-react';
import type { UpcomingResponse } from '../../../../../shared/contracts/subscriptions';
import { SectionError } from '@/components/section-error';
import { LoadingSkeleton } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeleton, Skeletons } from '@/components/ui/skeleton';
import { UPCOMING_EMPTY_MESSAGE } from '../messages';
import { formatBillDate, formatPrice, frequencyLabel } from '../lib/subscription-format';
import { chargeCount, groupByDate } from '../lib/upcoming';

interface UpcomingSectionProps {
  data: UpcomingResponse | undefined;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}

/** The fixed part of the card: heading and the total line's place. */
function Heading() {
  return (
    <h2 id="upcoming-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
      <CalendarDays aria-hidden="true" className="size-5 text-gold-300" />
      Upcoming
    </h2>
  );
}

/**
 * The Upcoming view (docs/product.md "Subscriptions"): every charge expected in the next 30 days,
 * grouped by day, with the total. Loading keeps the card's shape (heading, total, four rows).
 */
export function UpcomingSection({ data, error, onRetry, retrying }: UpcomingSectionProps) {
  let body;
  if (data) {
    const days = groupByDate(data.charges);
    body = (
      <>
        <p className="text-sm text-slate-300" data-testid="upcoming-total-line">
          <span className="font-serif text-2xl font-semibold text-white tabular-nums" data-testid="upcoming-total">
            {formatPrice(data.total, data.currency)}
          </span>{' '}
          in the next {data.days} days{data.limitedByPlan ? ', for the subscriptions your plan shows' : ''}
        </p>
        {days.length === 0 ? (
          <p className="rounded-lg border border-white/10 bg-navy-950/60 p-4 text-sm text-slate-300" data-testid="upcoming-empty">
            {UPCOMING_EMPTY_MESSAGE}. Charges show here once a scan finds subscriptions with a next bill date.
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-white/5" data-testid="upcoming-list" aria-label={`${chargeCount(data.charges.length)} by date`}>
            {days.map((day) => (
              <li key={day.date} className="flex flex-col gap-1 py-2.5" data-testid="upcoming-day" data-date={day.date}>
                <p className="flex items-baseline justify-between gap-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
                  <span data-testid="upcoming-date">{formatBillDate(day.date)}</span>
                  {day.charges.length > 1 ? <span className="tabular-nums normal-case">{formatPrice(day.total, data.currency)}</span> : null}
                </p>
                <ul className="flex flex-col gap-1">
                  {day.charges.map((charge, i) => (
                    <li
                      key={`${charge.subscriptionId}-${i}`}
                      className="flex items-baseline justify-between gap-3 text-sm"
                      data-testid="upcoming-charge"
                      data-subscription-id={charge.subscriptionId}
                      data-date={charge.date}
                    >
                      <span className="min-w-0 break-words text-slate-100">
                        <span data-testid="upcoming-name">{charge.name}</span>
                        <span className="text-xs text-slate-400"> · {frequencyLabel(charge.frequency)}</span>
                        {charge.source === 'demo' ? <span className="text-xs text-fuchsia-200"> · sample data</span> : null}
                      </span>
                      <span className="shrink-0 font-semibold text-white tabular-nums" data-testid="upcoming-amount">
                        {formatPrice(charge.amount, data.currency)}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </>
    );
  } else if (error) {
    body = <SectionError what="the upcoming charges" detail={error.message} onRetry={onRetry} retrying={retrying} testId="upcoming-error" />;
  } else {
    body = (
      <LoadingSkeleton label="Loading upcoming charges" testId="upcoming-loading" className="flex flex-col gap-3">
        <Skeleton className="h-8 w-48" />
        <div className="flex flex-col gap-3 py-1">
          <Skeletons count={4} className="h-10 w-full" />
        </div>
      </LoadingSkeleton>
    );
  }
  return (
    <section aria-labelledby="upcoming-heading" data-testid="upcoming-section">
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <Heading />
        {body}
      </Card>
    </section>
  );
}
