import { LoaderCircle, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { BILL_INFO_MAX_LENGTH, BILL_SERVICE_LABELS, BILL_SERVICE_TYPES } from '../../../../../shared/contracts/bills';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { fieldClassName, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { trackEvent } from '@/lib/analytics';
import { cn } from '@/lib/utils';
import { useSubmitBill } from '../api/submit-bill';
import { todayCounterText } from '../lib/bill-format';
import {
  firstInvalidBillField,
  INITIAL_BILL_FORM,
  submitEventProperties,
  validateBillForm,
  type BillForm,
  type BillFormErrors,
  type BillFormField,
} from '../lib/bill-form';
import { BILL_TOASTS, SUBMISSION_FAILED } from '../messages';

interface BillSubmitFormProps {
  /** Today's submissions by this user, from the server; undefined while it loads. */
  submittedToday: number | undefined;
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The submission form (docs/product.md "Bills"): nothing is sent while a field is invalid. */
export function BillSubmitForm({ submittedToday }: BillSubmitFormProps) {
  const [form, setForm] = useState<BillForm>(INITIAL_BILL_FORM);
  const [errors, setErrors] = useState<BillFormErrors>({});
  const [lastSubmitted, setLastSubmitted] = useState<string | null>(null);
  const titleId = useId();
  const refs: Record<BillFormField, RefObject<FieldElement | null>> = {
    service_type: useRef<HTMLSelectElement>(null),
    provider_name: useRef<HTMLInputElement>(null),
    current_bill_amount: useRef<HTMLInputElement>(null),
    account_number: useRef<HTMLInputElement>(null),
    contact_phone: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    additional_info: useRef<HTMLTextAreaElement>(null),
  };

  const submit = useSubmitBill({
    onSuccess: (bill) => {
      void trackEvent('bill_negotiation_submit', submitEventProperties({ service_type: bill.serviceType, current_bill_amount: bill.currentBillAmount }));
      setForm(INITIAL_BILL_FORM);
      setErrors({});
      setLastSubmitted(bill.providerName);
    },
    onError: (error) => {
      console.error(SUBMISSION_FAILED, error);
      toast(BILL_TOASTS.submitFailed);
    },
  });

  function update(field: BillFormField, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setLastSubmitted(null);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const result = validateBillForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidBillField(result.errors);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    submit.mutate(result.value);
  }

  const bind = <F extends BillFormField>(field: F) => ({
    name: field,
    value: form[field],
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });

  return (
    <Card data-testid="bill-form-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Send aria-hidden="true" className="size-5 text-gold-400" />
          <span id={titleId}>Submit a bill</span>
        </CardTitle>
        <CardDescription>Tell us about the bill you want lowered. Fields without “optional” are required.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="flex flex-col gap-5" data-testid="bill-form">
          <FormField label="Service Type" error={errors.service_type} errorTestId="service-type-error">
            {(control) => (
              <Select {...control} ref={refs.service_type as RefObject<HTMLSelectElement>} required {...bind('service_type')}>
                <option value="">Select a service type</option>
                {BILL_SERVICE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {BILL_SERVICE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Provider Name" error={errors.provider_name} errorTestId="provider-name-error">
            {(control) => (
              <Input
                {...control}
                ref={refs.provider_name as RefObject<HTMLInputElement>}
                required
                autoComplete="organization"
                placeholder="e.g. Comcast, Verizon, State Farm"
                {...bind('provider_name')}
              />
            )}
          </FormField>
          <FormField label="Current Monthly Bill ($)" error={errors.current_bill_amount} errorTestId="current-bill-error">
            {(control) => (
              <Input
                {...control}
                ref={refs.current_bill_amount as RefObject<HTMLInputElement>}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                required
                placeholder="0.00"
                {...bind('current_bill_amount')}
              />
            )}
          </FormField>
          <FormField
            label="Account Number (optional)"
            hint="Only the last 4 digits are stored; the rest is discarded on our server."
            error={errors.account_number}
            errorTestId="account-number-error"
          >
            {(control) => (
              <Input {...control} ref={refs.account_number as RefObject<HTMLInputElement>} autoComplete="off" {...bind('account_number')} />
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <FormField label="Phone Number" error={errors.contact_phone} errorTestId="contact-phone-error">
              {(control) => (
                <Input
                  {...control}
                  ref={refs.contact_phone as RefObject<HTMLInputElement>}
                  type="tel"
                  required
                  autoComplete="tel"
                  placeholder="+1 555 123 4567"
                  {...bind('contact_phone')}
                />
              )}
            </FormField>
            <FormField label="Email Address" error={errors.email} errorTestId="email-error">
              {(control) => (
                <Input
                  {...control}
                  ref={refs.email as RefObject<HTMLInputElement>}
                  type="email"
                  required
                  autoComplete="email"
                  placeholder="name@example.com"
                  {...bind('email')}
                />
              )}
            </FormField>
          </div>
          <FormField label="Additional Information (optional)" error={errors.additional_info} errorTestId="additional-info-error">
            {(control) => (
              <textarea
                {...control}
                ref={refs.additional_info as RefObject<HTMLTextAreaElement>}
                rows={3}
                maxLength={BILL_INFO_MAX_LENGTH}
                placeholder="Contract end date, promotions that ended, competitor offers..."
                className={cn(fieldClassName, 'h-auto py-2')}
                {...bind('additional_info')}
              />
            )}
          </FormField>
          <Button type="submit" disabled={submit.isPending} className="w-full">
            {submit.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Send aria-hidden="true" className="size-4" />}
            {submit.isPending ? 'Submitting...' : 'Submit for Negotiation'}
          </Button>
          <div aria-live="polite" className="flex flex-col gap-1 text-sm">
            {lastSubmitted ? (
              <p className="text-emerald-200" data-testid="bill-submitted">
                Request for {lastSubmitted} submitted.
              </p>
            ) : null}
            {submittedToday !== undefined ? (
              <p className="text-slate-300" data-testid="bills-today-count">
                {todayCounterText(submittedToday)}
              </p>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
