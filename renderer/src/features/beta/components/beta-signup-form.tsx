import { CheckCircle2, LoaderCircle, Rocket } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { useBetaSignup } from '../api/post-beta-signup';
import {
  BETA_FIELD_MAX,
  firstInvalidBetaField,
  INITIAL_BETA_FORM,
  validateBetaForm,
  type BetaForm,
  type BetaFormErrors,
  type BetaFormField,
} from '../lib/beta-form';
import { BETA_TOASTS, signupFailedToast } from '../messages';

interface BetaSignupFormProps {
  /** Campaign tags from the link, stored with the signup. */
  campaign: { utmSource?: string; utmCampaign?: string };
  /** Known to be closed (not open yet, deadline passed or no spots left): the form stays visible but cannot be sent. */
  closed: boolean;
  /** What the disabled button says while closed. */
  closedLabel?: string;
}

type Outcome = { kind: 'joined' | 'already'; email: string } | null;

/** The signup form (docs/product.md "Beta"): nothing is sent while a field is invalid. */
export function BetaSignupForm({ campaign, closed, closedLabel = 'The beta is closed' }: BetaSignupFormProps) {
  const [form, setForm] = useState<BetaForm>(INITIAL_BETA_FORM);
  const [errors, setErrors] = useState<BetaFormErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const titleId = useId();
  const refs: Record<BetaFormField, RefObject<HTMLInputElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    financialGoal: useRef<HTMLInputElement>(null),
    referralSource: useRef<HTMLInputElement>(null),
  };

  const signup = useBetaSignup({
    onSuccess: (answer, request) => {
      setOutcome({ kind: answer.alreadySignedUp ? 'already' : 'joined', email: request.email });
      toast(answer.alreadySignedUp ? BETA_TOASTS.alreadySignedUp : BETA_TOASTS.welcome);
      setForm(INITIAL_BETA_FORM);
      setErrors({});
    },
    onError: (error) => {
      console.error('Beta signup failed', error);
      toast(signupFailedToast(errorText(error)));
    },
  });

  function update(field: BetaFormField, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signup.isPending || closed) return;
    const result = validateBetaForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidBetaField(result.errors);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    setOutcome(null);
    signup.mutate({ ...result.value, ...campaign });
  }

  const field = (name: BetaFormField, label: string, props: { type?: string; autoComplete: string; placeholder?: string; hint?: string }) => (
    <FormField label={label} hint={props.hint} error={errors[name]} errorTestId={`beta-${name}-error`}>
      {(control) => (
        <Input
          {...control}
          ref={refs[name]}
          name={name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          maxLength={BETA_FIELD_MAX[name]}
          disabled={closed}
          value={form[name]}
          onChange={(e) => update(name, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Rocket aria-hidden="true" className="size-5 text-gold-400" />
          <span id={titleId}>Request beta access</span>
        </CardTitle>
        <CardDescription>Name, email and your main financial goal are required.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {outcome ? (
          <p role="status" className="flex items-start gap-2 rounded-lg border border-emerald-400/30 bg-emerald-400/5 p-3 text-sm text-emerald-100" data-testid="beta-outcome">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {outcome.kind === 'already'
              ? `You're already on the list: ${outcome.email} joined the beta before.`
              : `You're in: ${outcome.email} has joined the beta.`}
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="flex flex-col gap-5" data-testid="beta-form">
          {field('name', 'Name', { autoComplete: 'name', placeholder: 'Your full name' })}
          {field('email', 'Email', { type: 'email', autoComplete: 'email', placeholder: 'name@example.com' })}
          {field('financialGoal', 'Financial goal', { autoComplete: 'off', placeholder: 'e.g. Cut my subscriptions by half' })}
          {field('referralSource', 'How did you hear about us? (optional)', { autoComplete: 'off' })}
          <Button type="submit" disabled={signup.isPending || closed} className="w-full">
            {signup.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {signup.isPending ? 'Joining...' : closed ? closedLabel : 'Join the Beta'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
