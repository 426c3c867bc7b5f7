import { ONBOARDING_AGE_MAX, ONBOARDING_AGE_MIN, ONBOARDING_DEFAULT_AGE } from '../../../../../shared/contracts/onboarding';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ageNotice, moneyNotice, NAME_MAX_LENGTH, type OnboardingForm } from '../lib/onboarding-form';

interface StepAboutYouProps {
  form: OnboardingForm;
  onChange: (patch: Partial<OnboardingForm>) => void;
}

export function StepAboutYou({ form, onChange }: StepAboutYouProps) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-300">Tell us a little about yourself so the numbers fit you.</p>
      <FormField label="Your name" hint="Required. This is how we greet you.">
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            required
            value={form.name}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Age"
          hint={`${ONBOARDING_AGE_MIN} to ${ONBOARDING_AGE_MAX}. We use ${ONBOARDING_DEFAULT_AGE} if you leave it blank.`}
          notice={ageNotice(form.age)}
        >
          {(control) => (
            <Input
              {...control}
              name="age"
              inputMode="numeric"
              autoComplete="off"
              value={form.age}
              onChange={(e) => onChange({ age: e.target.value })}
            />
          )}
        </FormField>
        <FormField
          label="Monthly income (USD)"
          hint="Take-home pay per month. We use $0 if you leave it blank."
          notice={moneyNotice(form.monthlyIncome)}
        >
          {(control) => (
            <Input
              {...control}
              name="monthlyIncome"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 4500"
              value={form.monthlyIncome}
              onChange={(e) => onChange({ monthlyIncome: e.target.value })}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
