import { AlarmClock, CalendarClock, PiggyBank, Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { FREE_PLAN_SUBSCRIPTIONS } from '../../../../../shared/constants';
import type { SavingsSummary, SubscriptionList } from '../../../../../shared/contracts/subscriptions';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { forgottenOf, formatPrice, monthlyTotal } from '../lib/subscription-format';

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
 * Active count, monthly total, forgotten count (all from the subscription list) and total saved
 * (from the savings summary). On the Free plan the list holds only the first few, so the money
 * figures say which subscriptions they cover.
 */
export function SummaryCards({ list, savings }: { list: SubscriptionList | undefined; savings: SavingsSummary | undefined | null }) {
  const shown = list?.subscriptions ?? [];
  const forgotten = forgottenOf(shown);
  const limited = list?.limitedByPlan === true;
  const iconClass = 'size-4 text-gold-400';
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SummaryCard
        icon={<Repeat aria-hidden="true" className={iconClass} />}
        label="Active subscriptions"
        value={list?.total ?? 0}
        note={limited ? `First ${FREE_PLAN_SUBSCRIPTIONS} shown on the Free plan` : undefined}
        testId="summary-active"
        valueTestId="active-count"
        loading={!list}
      />
      <SummaryCard
        icon={<CalendarClock aria-hidden="true" className={iconClass} />}
        label="Monthly total"
        value={formatPrice(monthlyTotal(shown))}
        note={limited ? `For the ${shown.length} shown` : 'Monthly equivalent of every active one'}
        testId="summary-monthly"
        valueTestId="monthly-total"
        loading={!list}
      />
      <SummaryCard
        icon={<AlarmClock aria-hidden="true" className={iconClass} />}
        label="Forgotten"
        value={forgotten.length}
        note={forgotten.length > 0 ? `${formatPrice(monthlyTotal(forgotten))} a month` : 'None flagged'}
        testId="summary-forgotten"
        valueTestId="forgotten-count"
        loading={!list}
      />
      <SummaryCard
        icon={<PiggyBank aria-hidden="true" className={iconClass} />}
        label="Total saved"
        value={savings ? formatPrice(savings.totalSaved) : '—'}
        note={
          savings
            ? `${savings.subscriptionsCancelled} cancelled · ${formatPrice(savings.monthlySavings)} a month`
            : savings === null
              ? 'Savings could not be loaded'
              : undefined
        }
        testId="summary-saved"
        valueTestId="total-saved"
        loading={savings === undefined}
      />
    </section>
  );
}
