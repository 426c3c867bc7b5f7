import type { ComponentProps, ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { OnboardingForm } from '../lib/onboarding-form';

type TypedAnswer = Exclude<keyof OnboardingForm, 'primaryGoal'>;

interface AnswerFieldProps extends Omit<ComponentProps<typeof Input>, 'name' | 'value' | 'onChange'> {
  answer: TypedAnswer;
  values: OnboardingForm;
  onChange: (patch: Partial<OnboardingForm>) => void;
  label: ReactNode;
  hint?: ReactNode;
  /** What will be saved instead, when the typed value cannot be used. */
  notice?: string | null;
}

/** One typed answer of the setup form, with its label, hint and notice; browsers do not autofill these unless told. */
export function AnswerField({ answer, values, onChange, label, hint, notice, ...input }: AnswerFieldProps) {
  return (
    <FormField label={label} hint={hint} notice={notice}>
      {(control) => (
        <Input {...control} name={answer} autoComplete="off" {...input} value={values[answer]} onChange={(e) => onChange({ [answer]: e.target.value })} />
      )}
    </FormField>
  );
}
