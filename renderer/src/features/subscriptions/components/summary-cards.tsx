import { AlarmClock, ArrowUpRight, CalendarClock, PiggyBank, Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FREE_PLAN_SUBSCRIPTIONS } from '../../../../../shared/constants';
import type { SavingsSummary, SubscriptionList } from '../../../../../shared/contracts/subscriptions';
import { PATHS } from '../../../../../shared/routes';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '../lib/subscription-format';
import { planTotalsText } from '../messages';

interface SummaryCardProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId: string;
  valueTestId: string;
  loading: boolean;
}

function SummaryCard({ icon, label, value, note, testId, valueTestId, loading }: SummaryCardProps) {
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-4 sm:p-5" data-testid={testId}>
      <p className="flex items-center gap-2 text-sm text-slate-300">
        {icon}
        {label}
      </p>
      {loading ? (
        <Skeleton className="h-8 w-24" />
      ) : (
        <p className="font-serif text-2xl font-semibold text-white tabular-nums sm:text-3xl" data-testid={valueTestId}>
          {value}
        </p>
      )}
      {note && !loading ? <p className="text-xs text-slate-400">{note}</p> : null}
    </Card>
  );
}

/**
 * Active count, monthly total, forgotten count and cost (the list's own figures, over every active
 * subscription, also those the Free plan does not list) and total saved (the savings summary). When
 * the plan leaves some off the list, the line under the cards says so where the totals are.
 */
export function SummaryCards({ list, savings }: { list: SubscriptionList | undefined; savings: SavingsSummary | undefined | null }) {
  const limited = list?.limitedByPlan === true;
  const planNote = list ? planTotalsText(list) : null;
  const iconClass = 'size-4 text-gold-400';
  const all = list?.total ?? 0;
  const currency = list?.currency ?? 'USD';
  return (
    <section aria-label="Summary" className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard
          icon={<Repeat aria-hidden="true" className={iconClass} />}
          label="Active subscriptions"
          value={all}
          note={limited ? `First ${list?.planLimit ?? FREE_PLAN_SUBSCRIPTIONS} listed on the Free plan` : undefined}
          testId="summary-active"
          valueTestId="active-count"
          loading={!list}
        />
        <SummaryCard
          icon={<CalendarClock aria-hidden="true" className={iconClass} />}
          label="Monthly total"
          value={formatPrice(list?.monthlyTotal ?? 0, currency)}
          note={all === 1 ? 'Monthly equivalent of your 1 active subscription' : `Monthly equivalent of all ${all} active`}
          testId="summary-monthly"
          valueTestId="monthly-total"
          loading={!list}
        />
        <SummaryCard
          icon={<AlarmClock aria-hidden="true" className={iconClass} />}
          label="Forgotten"
          value={list?.forgottenCount ?? 0}
          note={list && list.forgottenCount > 0 ? `${formatPrice(list.forgottenMonthly, list.currency)} a month` : 'None flagged'}
          testId="summary-forgotten"
          valueTestId="forgotten-count"
          loading={!list}
        />
        <SummaryCard
          icon={<PiggyBank aria-hidden="true" className={iconClass} />}
          label="Total saved"
          value={savings ? formatPrice(savings.totalSaved, savings.currency) : '—'}
          note={
            savings
              ? `${savings.subscriptionsCancelled} cancelled · ${formatPrice(savings.monthlySavings, savings.currency)} a month`
              : savings === null
                ? 'Savings could not be loaded'
                : undefined
          }
          testId="summary-saved"
          valueTestId="total-saved"
          loading={savings === undefined}
        />
      </div>
      {planNote ? (
        <p
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-sky-400/30 bg-sky-400/5 p-3 text-sm text-sky-100"
          data-testid="plan-totals-note"
        >
          <span data-testid="plan-totals-text">{planNote}</span>
          <Link to={PATHS.pricing} className="inline-flex items-center gap-1 font-semibold text-gold-300 underline-offset-4 hover:underline">
            (upgrade to see all)
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      ) : null}
    </section>
  );
}
