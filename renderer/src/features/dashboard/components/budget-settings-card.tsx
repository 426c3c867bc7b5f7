import { LoaderCircle, SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ALLOCATION_KEYS, ALLOCATION_PERCENTAGES, BUDGET_MODES, type BudgetMode } from '../../../../../shared/constants';
import type { DashboardResponse } from '../../../../../shared/contracts/dashboard';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { wholeMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useUpdateBudgetSettings } from '../api/update-budget-settings';
import { ALLOCATION_LABELS, DASHBOARD_TOASTS, MODE_DESCRIPTIONS, MODE_LABELS, settingsSavedToast } from '../labels';
import { validateBudgetSettings } from '../lib/dashboard-format';

interface BudgetSettingsCardProps {
  user: DashboardResponse['user'];
  /** Lets a button elsewhere (the empty allocation state) submit this form. */
  formId: string;
}

/** Income and budget mode, saved with PUT /api/user/budget-settings (docs/product.md "Budgets"). */
export function BudgetSettingsCard({ user, formId }: BudgetSettingsCardProps) {
  const [incomeText, setIncomeText] = useState(String(user.income));
  const [mode, setMode] = useState<BudgetMode>(user.mode);
  const [error, setError] = useState<string | null>(null);
  const incomeRef = useRef<HTMLInputElement>(null);
  const modeName = useId();

  const save = useUpdateBudgetSettings({
    onSuccess: (data) => toast(settingsSavedToast(data.user.mode, wholeMoney(data.user.income, data.user.homeCurrency))),
    onError: (err) => {
      console.error('Budget settings could not be saved', err);
      toast(DASHBOARD_TOASTS.saveFailed);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const result = validateBudgetSettings(incomeText, mode, user.homeCurrency);
    if (!result.ok) {
      setError(result.error);
      incomeRef.current?.focus();
      return;
    }
    setError(null);
    save.mutate(result.value);
  }

  return (
    <Card data-testid="budget-settings">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-5 text-gold-400" />
          <span id={`${formId}-title`}>Budget settings</span>
        </CardTitle>
        <CardDescription>Your monthly income and how you want it split.</CardDescription>
      </CardHeader>
      <CardContent>
        <form id={formId} onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`} className="flex flex-col gap-5">
          <FormField
            label={`Monthly income (${user.homeCurrency})`}
            hint="Take-home pay per month; 0 or more."
            error={error}
            errorTestId="income-error"
          >
            {(control) => (
              <Input
                {...control}
                ref={incomeRef}
                name="income"
                inputMode="decimal"
                autoComplete="off"
                value={incomeText}
                onChange={(e) => {
                  setIncomeText(e.target.value);
                  if (error) setError(null);
                }}
              />
            )}
          </FormField>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-200">Budget mode</legend>
            {BUDGET_MODES.map((m) => (
              <ModeOption key={m} mode={m} name={modeName} checked={mode === m} onSelect={() => setMode(m)} />
            ))}
          </fieldset>

          <Button type="submit" disabled={save.isPending} className="w-full">
            {save.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {save.isPending ? 'Saving...' : 'Save and recalculate'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ModeOption({ mode, name, checked, onSelect }: { mode: BudgetMode; name: string; checked: boolean; onSelect: () => void }) {
  const id = useId();
  const split = ALLOCATION_KEYS.map((key) => `${ALLOCATION_LABELS[key]} ${ALLOCATION_PERCENTAGES[mode][key]}%`).join(' · ');
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
        'has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-gold-300',
        checked ? 'border-gold-400 bg-gold-400/10' : 'border-white/10 bg-navy-950/50 hover:border-white/25',
      )}
    >
      <input
        type="radio"
        name={name}
        value={mode}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="mt-1 size-4 shrink-0 accent-gold-400"
      />
      <span className="flex flex-col gap-0.5">
        <span id={`${id}-label`} className="font-semibold text-white">
          {MODE_LABELS[mode]}
        </span>
        <span id={`${id}-description`} className="text-sm text-slate-400">
          {MODE_DESCRIPTIONS[mode]} <span className="block text-xs text-slate-500">{split}</span>
        </span>
      </span>
    </label>
  );
}
