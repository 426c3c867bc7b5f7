import { PiggyBank } from 'lucide-react';
import type { DashboardResponse } from '../../../../../shared/contracts/dashboard';
import { BarChart } from '@/components/charts/bar-chart';
import { FigureList } from '@/components/figure-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { compactMoney, wholeMoney } from '@/lib/format';
import { monthLabels } from '../lib/dashboard-format';

type Savings = DashboardResponse['savings'];

export function SavingsTracker({ savings, currency }: { savings: Savings; currency: string }) {
  // What cancelling subscriptions saves is in the home currency, as the subscriptions are.
  const money = (amount: number) => wholeMoney(amount, currency);
  const tick = (amount: number) => compactMoney(amount, currency);
  const progress = savings.monthlyTarget > 0 ? (savings.actualSaved / savings.monthlyTarget) * 100 : 0;
  const stats = [
    { label: 'Monthly target', value: money(savings.monthlyTarget), testId: 'savings-target' },
    { label: 'Saved this month', value: money(savings.actualSaved), testId: 'savings-actual' },
    { label: 'Subscriptions cancelled', value: String(savings.subscriptionsCancelled), testId: 'savings-cancelled' },
    { label: 'Saved all time', value: money(savings.totalSavedAllTime), testId: 'savings-total' },
  ];
  return (
    <Card data-testid="savings-tracker">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PiggyBank aria-hidden="true" className="size-5 text-gold-400" />
          <span>Savings tracker</span>
        </CardTitle>
        <CardDescription>Money you keep by cancelling subscriptions and sticking to your plan.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <FigureList
          figures={stats}
          className="grid grid-cols-2 gap-3 lg:grid-cols-4"
          itemClassName="flex flex-col-reverse justify-end gap-1 rounded-lg border border-white/10 bg-navy-950/60 p-3"
          valueClassName="font-serif text-2xl font-semibold text-white tabular-nums"
        />
        <div className="flex flex-col gap-2">
          <Progress value={progress} label="This month's savings against the target" indicatorClassName="bg-emerald-400" />
          <p className="text-sm text-slate-400">
            {money(savings.actualSaved)} of {money(savings.monthlyTarget)} this month (
            {Math.min(100, Math.round(progress))}%)
          </p>
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-slate-200">By month</h3>
          {savings.months.length > 0 ? (
            <BarChart
              testId="savings-chart"
              caption="Savings by month: amount saved and monthly target"
              valueLabel="Saved"
              targetLabel="Target"
              formatValue={money}
              formatTick={tick}
              data={savings.months.map((m) => {
                const label = monthLabels(m.month);
                return { key: m.month, shortLabel: label.short, longLabel: label.long, value: m.actualSaved, target: m.monthlyTarget };
              })}
            />
          ) : (
            <p className="text-sm text-slate-400" data-testid="savings-chart-empty">
              No months recorded yet. Each month you save appears here.
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
