import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { SectionError } from '@/components/section-error';
import { LoadingSkeleton } from '@/components/load-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton, Skeletons } from '@/components/ui/skeleton';
import { formatCurrency } from '@/lib/format';
import { useUpcomingCharges } from '../api/get-upcoming';
import { firstCharges, formatChargeDate } from '../lib/dashboard-format';

/** How many of the next charges the card lists; the rest are on /subscriptions. */
export const UPCOMING_CARD_ROWS = 4;
/** Amounts in the currency the API names (the user's home currency), with their cents. */
const price = (amount: number, currency: string) => formatCurrency(amount, currency);

/**
 * One row's height; the list's box is always UPCOMING_CARD_ROWS rows tall (min-h-44 = 4 x h-11), so
 * the card keeps its size while loading, when short and when empty.
 */
const ROW = 'h-11';

/**
 * "Upcoming charges": the next few subscription charges and the total of the next 30 days, from
 * the same endpoint as the Subscription Finder's Upcoming view, with a link there.
 */
export function UpcomingCard() {
  const upcoming = useUpcomingCharges(true);
  const data = upcoming.data;
  let body;
  if (data) {
    const { shown, more } = firstCharges(data.charges, UPCOMING_CARD_ROWS);
    body = (
      <>
        <p className="text-sm text-slate-300" data-testid="dashboard-upcoming-total-line">
          <span className="font-serif text-2xl font-semibold text-white tabular-nums" data-testid="dashboard-upcoming-total">
            {price(data.total, data.currency)}
          </span>{' '}
          in the next {data.days} days{data.limitedByPlan ? ', for the subscriptions your plan shows' : ''}
        </p>
        {shown.length === 0 ? (
          <p className="flex min-h-44 items-center text-sm text-slate-400" data-testid="dashboard-upcoming-empty">
            No charges expected in the next {data.days} days.
          </p>
        ) : (
          <ol className="flex min-h-44 flex-col divide-y divide-white/5" data-testid="dashboard-upcoming-list">
            {shown.map((charge, i) => (
              <li key={`${charge.subscriptionId}-${charge.date}-${i}`} className={`flex items-center justify-between gap-3 text-sm ${ROW}`} data-testid="dashboard-upcoming-charge">
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-slate-100" data-testid="dashboard-upcoming-name">
                    {charge.name}
                  </span>
                  <span className="text-xs text-slate-400">{formatChargeDate(charge.date)}</span>
                </span>
                <span className="shrink-0 font-semibold text-white tabular-nums">{price(charge.amount, data.currency)}</span>
              </li>
            ))}
          </ol>
        )}
        <Link
          to={SCREENS.subscriptions[0]}
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
          data-testid="dashboard-upcoming-link"
        >
          {more > 0 ? `See all ${data.charges.length} upcoming charges` : 'See your subscriptions'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </>
    );
  } else if (upcoming.isError) {
    body = (
      <SectionError what="your upcoming charges" detail={upcoming.error.message} onRetry={() => void upcoming.refetch()} retrying={upcoming.isFetching} testId="dashboard-upcoming-error" />
    );
  } else {
    body = (
      <LoadingSkeleton label="Loading upcoming charges" testId="dashboard-upcoming-loading" className="flex flex-col gap-3">
        <Skeleton className="h-8 w-44" />
        <div className="flex min-h-44 flex-col justify-around">
          <Skeletons count={UPCOMING_CARD_ROWS} className="h-8 w-full" />
        </div>
        <Skeleton className="h-5 w-40" />
      </LoadingSkeleton>
    );
  }
  return (
    <Card data-testid="dashboard-upcoming">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5 text-gold-400" />
          <span>Upcoming charges</span>
        </CardTitle>
        <CardDescription>Subscription charges expected soon.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">{body}</CardContent>
    </Card>
  );
}
