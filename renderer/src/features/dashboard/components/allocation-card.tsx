import { useIsMutating } from '@tanstack/react-query';
import { Calculator, Gauge, Lightbulb, PieChart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ALLOCATION_KEYS } from '../../../../../shared/constants';
import { CREDIT_PROJECTION_MONTHS } from '../../../../../shared/constants';
import { SCREENS } from '../../../../../shared/routes';
import type { DashboardResponse } from '../../../../../shared/contracts/dashboard';
import { BUDGET_SECTION_ID } from '@/components/app-nav/areas';
import { Callout } from '@/components/callout';
import { DonutChart } from '@/components/charts/donut-chart';
import { sharePercents } from '@/components/charts/chart-math';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { wholeMoney } from '@/lib/format';
import { budgetSettingsMutationKey } from '../api/update-budget-settings';
import { ALLOCATION_COLORS, ALLOCATION_LABELS, MODE_LABELS } from '../labels';
import { formatScoreChange } from '../lib/dashboard-format';

type Allocation = NonNullable<DashboardResponse['allocation']>;

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The latest allocation: amounts and shares, a donut, the AI tip and the credit projection. */
export function AllocationCard({ allocation, demoData, currency }: { allocation: Allocation; demoData: boolean; currency: string }) {
  // The plan is in the home currency (GET /api/dashboard's user.homeCurrency): never "$" for euros.
  const money = (amount: number) => wholeMoney(amount, currency);
  const amounts = ALLOCATION_KEYS.map((key) => allocation.allocations[key]);
  const shares = sharePercents(amounts);
  const total = amounts.reduce((sum, v) => sum + v, 0);
  const rows = ALLOCATION_KEYS.map((key, index) => ({
    key,
    label: ALLOCATION_LABELS[key],
    amount: amounts[index]!,
    share: shares[index]!,
  }));
  const chartLabel = `Allocation chart: ${rows.map((r) => `${r.label} ${money(r.amount)} (${r.share}%)`).join(', ')}.`;

  return (
    <Card id={BUDGET_SECTION_ID} data-testid="allocation-card" className="scroll-mt-4">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2" className="flex items-center gap-2">
            <PieChart aria-hidden="true" className="size-5 text-gold-400" />
            <span>Your monthly plan</span>
          </CardTitle>
          <CardDescription data-testid="allocation-summary">
            {MODE_LABELS[allocation.mode]} · {money(allocation.income)} a month · calculated{' '}
            {DATE.format(new Date(allocation.createdAt))}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="grid items-center gap-6 sm:grid-cols-[11rem_1fr]">
          <DonutChart
            className="mx-auto w-40 sm:w-44"
            testId="allocation-chart"
            label={chartLabel}
            data={rows.map((r) => ({ key: r.key, value: r.amount, strokeClassName: ALLOCATION_COLORS[r.key].stroke }))}
            center={
              <>
                <span className="font-serif text-xl font-semibold text-white">{money(total)}</span>
                <span className="text-xs text-slate-400">a month</span>
              </>
            }
          />
          <ul className="flex flex-col divide-y divide-white/5">
            {rows.map((r) => (
              <li key={r.key} className="flex items-center gap-3 py-2.5" data-testid={`allocation-${r.key}`}>
                <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${ALLOCATION_COLORS[r.key].swatch}`} />
                <span className="flex-1 text-slate-200">{r.label}</span>
                <span className="font-semibold text-white tabular-nums" data-testid="allocation-amount">
                  {money(r.amount)}
                </span>
                <span className="w-12 text-right text-sm text-slate-400 tabular-nums" data-testid="allocation-percent">
                  {r.share}%
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-4 md:grid-cols-[1.5fr_1fr]">
          <Callout icon={Lightbulb} title="AI tip" tone="gold" as="h3" aside={demoData ? <DemoDataBadge /> : null} className="p-4">
            <p className="mt-2 text-slate-100" data-testid="ai-tip">
              {allocation.aiTip}
            </p>
          </Callout>
          <Callout icon={Gauge} title="Credit score projection" tone="slate" as="h3" className="p-4" testId="credit-projection">
            <p className="mt-2 flex items-baseline gap-2 font-serif text-2xl font-semibold text-white">
              <span data-testid="credit-current">{allocation.currentScore}</span>
              <span aria-hidden="true" className="text-slate-400">
                →
              </span>
              <span className="sr-only">to</span>
              <span className="text-emerald-300" data-testid="credit-projected">
                {allocation.creditProjection}
              </span>
              <span className={`font-sans text-sm font-medium ${allocation.creditProjection < allocation.currentScore ? 'text-red-300' : 'text-emerald-300'}`}>
                ({formatScoreChange(allocation.currentScore, allocation.creditProjection)})
              </span>
            </p>
            <p className="mt-1 text-sm text-slate-300" data-testid="credit-projection-horizon">
              in {CREDIT_PROJECTION_MONTHS} months
            </p>
            <p className="mt-1 text-xs text-slate-400">
              Your estimated score and its projection if you follow the credit recommendations; not a bureau score.{' '}
              <Link to={SCREENS.creditScore[0]} className="text-gold-300 underline underline-offset-2 hover:text-gold-200">
                See how it adds up
              </Link>
            </p>
          </Callout>
        </div>
      </CardContent>
    </Card>
  );
}

/** No allocation yet: say why, and offer to calculate one by saving the settings form. */
export function AllocationEmpty({ formId }: { formId: string }) {
  const pending = useIsMutating({ mutationKey: budgetSettingsMutationKey }) > 0;
  return (
    <Card id={BUDGET_SECTION_ID} data-testid="allocation-empty" className="flex scroll-mt-4 flex-col items-start gap-4 p-6 sm:p-8">
      <Calculator aria-hidden="true" className="size-10 text-gold-400" />
      <h2 className="text-xl font-semibold text-white">No budget plan yet</h2>
      <p className="max-w-prose text-slate-300">
        Your plan splits your monthly income across bills, debt payoff, savings, spending and a flex fund. Check your income
        and budget mode in Budget settings, then calculate it.
      </p>
      <Button type="submit" form={formId} disabled={pending}>
        <Calculator aria-hidden="true" className="size-4" />
        Calculate my plan
      </Button>
    </Card>
  );
}
