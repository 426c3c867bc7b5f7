import { ONBOARDING_AGE_MAX, ONBOARDING_AGE_MIN, ONBOARDING_DEFAULT_AGE } from '../../../../../shared/contracts/onboarding';
import { wholeMoney } from '@/lib/format';
import { ageNotice, moneyNotice, NAME_MAX_LENGTH, type OnboardingForm } from '../lib/onboarding-form';
import { AnswerField } from './answer-field';

interface StepAboutYouProps {
  form: OnboardingForm;
  onChange: (patch: Partial<OnboardingForm>) => void;
  /** The person's home currency (ISO 4217): what their income is in. */
  currency?: string;
}

export function StepAboutYou({ form, onChange, currency = 'USD' }: StepAboutYouProps) {
  const bound = { values: form, onChange };
  const ageHint = `${ONBOARDING_AGE_MIN} to ${ONBOARDING_AGE_MAX}. We use ${ONBOARDING_DEFAULT_AGE} if you leave it blank.`;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-300">Tell us a little about yourself so the numbers fit you.</p>
      <AnswerField
        {...bound}
        answer="name"
        label="Your name"
        hint="Required. This is how we greet you."
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <AnswerField {...bound} answer="age" label="Age" hint={ageHint} notice={ageNotice(form.age)} inputMode="numeric" />
        <AnswerField
          {...bound}
          answer="monthlyIncome"
          label={`Monthly income (${currency})`}
          hint={`Take-home pay per month. We use ${wholeMoney(0, currency)} if you leave it blank.`}
          notice={moneyNotice(form.monthlyIncome)}
          inputMode="decimal"
          placeholder="e.g. 4500"
        />
      </div>
    </div>
  );
}
