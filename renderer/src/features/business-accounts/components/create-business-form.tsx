import { LoaderCircle, LogIn, PlusCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { BUSINESS_TARGET_MIN, BUSINESS_WEEKLY_MIN } from '../../../../../shared/contracts/business';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useCreateBusinessAccount } from '../api/create-business-account';
import { formatMoney, todayIso } from '../lib/business-format';
import {
  BUSINESS_NAME_MAX_LENGTH,
  firstInvalidField,
  INITIAL_BUSINESS_FORM,
  targetDateNotice,
  validateBusinessForm,
  type BusinessForm,
  type BusinessFormErrors,
  type BusinessFormField,
} from '../lib/business-form';
import { BUSINESS_TOASTS, createdToast } from '../messages';

interface CreateBusinessFormProps {
  /** The owner of the new account; undefined while the signed-in user is still loading. */
  userId: string | undefined;
  /** The name input, so the empty list can point straight at it. */
  nameInputRef: RefObject<HTMLInputElement | null>;
  /** Hosted mode with nobody signed in: only a signed-in user can create an account. */
  signInHref?: string;
}

/** Create form (docs/product.md "Business savings"): nothing is sent while a field is invalid. */
export function CreateBusinessForm({ userId, nameInputRef, signInHref }: CreateBusinessFormProps) {
  const [form, setForm] = useState<BusinessForm>(INITIAL_BUSINESS_FORM);
  const [errors, setErrors] = useState<BusinessFormErrors>({});
  const titleId = useId();
  const targetRef = useRef<HTMLInputElement>(null);
  const weeklyRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const refs: Record<BusinessFormField, RefObject<HTMLInputElement | null>> = {
    businessName: nameInputRef,
    targetAmount: targetRef,
    weeklyContribution: weeklyRef,
    targetDate: dateRef,
  };

  const create = useCreateBusinessAccount({
    onSuccess: (account) => {
      toast(createdToast(account.businessName));
      setForm(INITIAL_BUSINESS_FORM);
      setErrors({});
    },
    onError: (error) => {
      console.error('Business account could not be created', error);
      toast(BUSINESS_TOASTS.createFailed);
    },
  });

  function update(field: BusinessFormField, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending || !userId || signInHref) return;
    const result = validateBusinessForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidField(result.errors);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    create.mutate({ ...result.value, userId });
  }

  return (
    <Card data-testid="business-form-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PlusCircle aria-hidden="true" className="size-5 text-gold-400" />
          <span id={titleId}>New savings account</span>
        </CardTitle>
        <CardDescription>
          Set a target and a weekly amount. Each week that falls short records a penalty, so the account keeps you honest.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="flex flex-col gap-5" data-testid="business-form">
          <FormField label="Business name" error={errors.businessName} errorTestId="business-name-error">
            {(control) => (
              <Input
                {...control}
                ref={nameInputRef}
                name="businessName"
                autoComplete="organization"
                maxLength={BUSINESS_NAME_MAX_LENGTH}
                placeholder="e.g. Coffee cart equipment"
                value={form.businessName}
                onChange={(e) => update('businessName', e.target.value)}
              />
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
            <FormField
              label="Target amount (USD)"
              hint={`At least ${formatMoney(BUSINESS_TARGET_MIN)}.`}
              error={errors.targetAmount}
              errorTestId="target-amount-error"
            >
              {(control) => (
                <Input
                  {...control}
                  ref={targetRef}
                  name="targetAmount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={form.targetAmount}
                  onChange={(e) => update('targetAmount', e.target.value)}
                />
              )}
            </FormField>
            <FormField
              label="Weekly contribution (USD)"
              hint={`At least ${formatMoney(BUSINESS_WEEKLY_MIN)}.`}
              error={errors.weeklyContribution}
              errorTestId="weekly-contribution-error"
            >
              {(control) => (
                <Input
                  {...control}
                  ref={weeklyRef}
                  name="weeklyContribution"
                  inputMode="decimal"
                  autoComplete="off"
                  value={form.weeklyContribution}
                  onChange={(e) => update('weeklyContribution', e.target.value)}
                />
              )}
            </FormField>
          </div>
          <FormField
            label="Target date (optional)"
            hint="When you want to reach the target."
            error={errors.targetDate}
            notice={errors.targetDate ? null : targetDateNotice(form.targetDate, todayIso())}
            errorTestId="target-date-error"
          >
            {(control) => (
              <Input
                {...control}
                ref={dateRef}
                type="date"
                name="targetDate"
                className="[color-scheme:dark]"
                value={form.targetDate}
                onChange={(e) => update('targetDate', e.target.value)}
              />
            )}
          </FormField>
          {signInHref ? (
            <a href={signInHref} className={cn(buttonVariants(), 'w-full')} data-testid="business-form-sign-in">
              <LogIn aria-hidden="true" className="size-4" />
              Sign in to create an account
            </a>
          ) : (
            <Button type="submit" disabled={create.isPending || !userId} className="w-full">
              {create.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              {create.isPending ? 'Creating...' : 'Create account'}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
