import { Cpu, LoaderCircle, Rocket } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  BUDGET_MODES,
  INITIAL_CALCULATOR_INCOME,
  INITIAL_CALCULATOR_MODE,
  INSTITUTIONAL_MODE_LABELS,
  type BudgetMode,
} from '../../../../../shared/constants';
import type { BudgetCalculateResponse } from '../../../../../shared/contracts/budget';
import { IconText } from '@/components/icon-text';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useCalculateBudget } from '../api/calculate-budget';
import { parseIncome } from '../lib/allocation-math';
import { headingIdOf, LANDING_SECTIONS } from '../lib/landing-links';
import { LANDING_TOASTS } from '../messages';
import { AllocationResults, AllocationResultsPlaceholder } from './allocation-results';

const RUN_LABEL = 'Run Allocation Analysis';
const RUN_PENDING_LABEL = 'Analyzing Portfolio...';

function isBudgetMode(value: string): value is BudgetMode {
  return (BUDGET_MODES as readonly string[]).includes(value);
}

/** The Portfolio Allocation Engine (docs/product.md "Allocation calculator"). */
export function AllocationEngine() {
  const [incomeText, setIncomeText] = useState(String(INITIAL_CALCULATOR_INCOME));
  const [mode, setMode] = useState<BudgetMode>(INITIAL_CALCULATOR_MODE);
  const [result, setResult] = useState<BudgetCalculateResponse | null>(null);
  const ids = { income: useId(), incomeHint: useId(), mode: useId() };

  const calculation = useCalculateBudget({
    onSuccess: (data) => setResult(data),
    onError: () => toast(LANDING_TOASTS.calculationError),
  });

  function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (calculation.isPending) return;
    const income = parseIncome(incomeText);
    if (income === null) {
      toast(LANDING_TOASTS.invalidIncome);
      return;
    }
    calculation.mutate({ income, mode });
  }

  function deploy() {
    toast(result ? LANDING_TOASTS.comingSoon : LANDING_TOASTS.calculateFirst);
  }

  return (
    <section
      id={LANDING_SECTIONS.performance}
      aria-labelledby={headingIdOf(LANDING_SECTIONS.performance)}
      className="scroll-mt-20"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mb-10 flex max-w-3xl flex-col gap-3">
          <IconText as="p" icon={Cpu} iconClassName="size-4" className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">
            Allocation engine
          </IconText>
          {/* Focusable so "View Performance" can move focus here (lib/landing-links.ts). */}
          <h2
            id={headingIdOf(LANDING_SECTIONS.performance)}
            tabIndex={-1}
            className="font-serif text-3xl font-semibold text-white focus:outline-none sm:text-4xl"
          >
            Portfolio Allocation Engine
          </h2>
          <p className="text-slate-300">
            Enter a monthly amount and a strategy. The engine splits it across five asset classes in whole dollars and
            projects the effect of following the plan.
          </p>
        </div>

        <Card className="border-gold-400/20 p-6 sm:p-8">
          <form onSubmit={run} noValidate className="grid gap-5 md:grid-cols-[1fr_1fr_auto] md:items-end">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.income}>Monthly investable income (USD)</Label>
              <Input
                id={ids.income}
                name="income"
                inputMode="decimal"
                autoComplete="off"
                value={incomeText}
                onChange={(e) => setIncomeText(e.target.value)}
                aria-describedby={ids.incomeHint}
              />
              <p id={ids.incomeHint} className="text-xs text-slate-500">
                A number greater than 0, e.g. 4500.
              </p>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.mode}>Investment strategy</Label>
              <Select
                id={ids.mode}
                name="mode"
                value={mode}
                onChange={(e) => {
                  if (isBudgetMode(e.target.value)) setMode(e.target.value);
                }}
              >
                {BUDGET_MODES.map((m) => (
                  <option key={m} value={m}>
                    {INSTITUTIONAL_MODE_LABELS[m]}
                  </option>
                ))}
              </Select>
              {/* Keeps the two columns aligned with the income hint. */}
              <p aria-hidden="true" className="hidden text-xs text-transparent select-none md:block">
                &nbsp;
              </p>
            </div>
            <div className="flex flex-col gap-2">
              <Button type="submit" size="lg" disabled={calculation.isPending} className="w-full md:w-auto">
                {calculation.isPending ? (
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <Cpu aria-hidden="true" className="size-4" />
                )}
                {calculation.isPending ? RUN_PENDING_LABEL : RUN_LABEL}
              </Button>
              <p aria-hidden="true" className="hidden text-xs text-transparent select-none md:block">
                &nbsp;
              </p>
            </div>
          </form>

          <div className="mt-8 border-t border-white/10 pt-8">
            {result ? (
              <AllocationResults result={result} />
            ) : (
              <AllocationResultsPlaceholder loading={calculation.isPending} />
            )}
          </div>

          <div className="mt-8 flex flex-col gap-3 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-400">
              Deploying connects the strategy to live accounts with secure vaults and spending locks.
            </p>
            <Button variant="outline" size="lg" onClick={deploy}>
              <Rocket aria-hidden="true" className="size-4" />
              Deploy Strategy
            </Button>
          </div>
        </Card>
      </div>
    </section>
  );
}
