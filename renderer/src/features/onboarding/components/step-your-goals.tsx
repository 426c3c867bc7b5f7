import { useId } from 'react';
import { PRIMARY_GOALS, type PrimaryGoal } from '../../../../../shared/contracts/onboarding';
import { wholeMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { moneyNotice, showsTargetAmount, type OnboardingForm } from '../lib/onboarding-form';
import { GOALS } from '../messages';
import { AnswerField } from './answer-field';

interface StepYourGoalsProps {
  form: OnboardingForm;
  onChange: (patch: Partial<OnboardingForm>) => void;
  /** The person's home currency (ISO 4217): what their target and subscriptions are in. */
  currency?: string;
}

export function StepYourGoals({ form, onChange, currency = 'USD' }: StepYourGoalsProps) {
  const name = useId();
  const bound = { values: form, onChange };
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium text-slate-200">What is your primary goal?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PRIMARY_GOALS.map((goal) => (
            <GoalOption
              key={goal}
              goal={goal}
              name={name}
              checked={form.primaryGoal === goal}
              onSelect={() => onChange({ primaryGoal: goal })}
            />
          ))}
        </div>
      </fieldset>

      {showsTargetAmount(form.primaryGoal) ? (
        <AnswerField
          {...bound}
          answer="targetAmount"
          label={`Target Amount (${currency})`}
          hint="Optional. How much you want to reach for this goal."
          notice={moneyNotice(form.targetAmount) ? 'That is not an amount we can use, so no target will be saved.' : null}
          inputMode="decimal"
          placeholder="e.g. 10000"
        />
      ) : null}

      <fieldset className="border-t border-white/10 pt-5">
        <legend className="sr-only">Your subscriptions</legend>
        <p aria-hidden="true" className="mb-4 text-sm font-medium text-slate-200">
          Your subscriptions
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <AnswerField
            {...bound}
            answer="estimatedCount"
            label="How many subscriptions do you think you pay for?"
            hint="A guess is fine."
            inputMode="numeric"
          />
          <AnswerField
            {...bound}
            answer="monthlyCost"
            label={`What do they cost a month in total? (${currency})`}
            hint={`We use ${wholeMoney(0, currency)} if you leave it blank.`}
            notice={moneyNotice(form.monthlyCost)}
            inputMode="decimal"
            placeholder="e.g. 85"
          />
        </div>
      </fieldset>
    </div>
  );
}

interface GoalOptionProps {
  goal: PrimaryGoal;
  name: string;
  checked: boolean;
  onSelect: () => void;
}

/** A native radio (arrow keys, screen readers) drawn as a card. */
function GoalOption({ goal, name, checked, onSelect }: GoalOptionProps) {
  const { label, description, icon: Icon } = GOALS[goal];
  const id = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors',
        'has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-gold-300',
        checked ? 'border-gold-400 bg-gold-400/10' : 'border-white/10 bg-navy-950/50 hover:border-white/25',
      )}
      data-testid={`goal-${goal}`}
    >
      <input
        type="radio"
        name={name}
        value={goal}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="mt-1 size-4 shrink-0 accent-gold-400"
      />
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', checked ? 'text-gold-300' : 'text-slate-400')} />
      <span className="flex flex-col gap-0.5">
        <span id={`${id}-label`} className="font-semibold text-white">
          {label}
        </span>
        <span id={`${id}-description`} className="text-sm text-slate-400">
          {description}
        </span>
      </span>
    </label>
  );
}
