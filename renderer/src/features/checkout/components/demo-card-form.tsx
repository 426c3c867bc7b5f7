import { FlaskConical, Lock } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { PayButton } from './pay-button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useConfirmDemoPayment } from '../api/confirm-demo-payment';
import {
  DEMO_CARDS,
  EMPTY_CARD_FORM,
  firstInvalidField,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  validateCardForm,
  type CardField,
  type CardFormErrors,
  type CardFormValues,
} from '../lib/card-form';
import { serverErrorMessage } from '@/lib/error-message';
import { CHECKOUT_TEXT, paymentFailedToast } from '../messages';
import { IntentStatus } from './payment-states';

interface DemoCardFormProps {
  /** Null until the payment intent exists: the form is not ready before that. */
  clientSecret: string | null;
  /** What the pay button says, e.g. "$9". */
  amountLabel: string;
  intentFailed: boolean;
  retryingIntent: boolean;
  onRetryIntent: () => void;
  onSucceeded: () => void;
}

const FORMATTERS: Record<CardField, (value: string) => string> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/**
 * The offline demo provider's card form (DESIGN.md "Plans and payments": it completes the same flow
 * locally and says so). The outcome comes from the server, which reads Stripe's test card numbers.
 */
export function DemoCardForm({ clientSecret, amountLabel, intentFailed, retryingIntent, onRetryIntent, onSucceeded }: DemoCardFormProps) {
  const titleId = useId();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const refs: Record<CardField, RefObject<HTMLInputElement | null>> = {
    cardNumber: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };

  const confirm = useConfirmDemoPayment({
    onSuccess: onSucceeded,
    onError: (error) => {
      toast(paymentFailedToast(serverErrorMessage(error)));
    },
  });

  // Processing also covers the moment between the server's yes and leaving the page.
  const processing = confirm.isPending || confirm.isSuccess;
  const ready = clientSecret !== null;

  function update(field: CardField, raw: string) {
    setValues((current) => ({ ...current, [field]: FORMATTERS[field](raw) }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (clientSecret === null || processing) return;
    const found = validateCardForm(values, new Date());
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    confirm.mutate({ clientSecret, cardNumber: values.cardNumber });
  }

  return (
    <Card role="region" aria-labelledby={titleId} data-testid="demo-card-form">
      <CardHeader>
        <h2 id={titleId} className="text-xl font-semibold text-white">
          Payment details
        </h2>
        <CardDescription className="flex items-center gap-1.5">
          <Lock aria-hidden="true" className="size-3.5" />
          Confirmed by the server; the card number is not stored.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5 rounded-lg border border-fuchsia-300/40 bg-fuchsia-400/10 p-4 text-sm" data-testid="demo-payment-notice">
          <p className="flex items-center gap-2 font-semibold text-fuchsia-100">
            <FlaskConical aria-hidden="true" className="size-4" />
            {CHECKOUT_TEXT.demoLabel}
          </p>
          <p className="text-fuchsia-100/80">
            Use {DEMO_CARDS.succeeds} to pay; {DEMO_CARDS.declined} is declined. Any future expiry date and any 3-digit
            security code.
          </p>
        </div>

        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={processing}>
          <FormField label="Card number" error={errors.cardNumber} errorTestId="card-number-error">
            {(control) => (
              <Input
                {...control}
                ref={refs.cardNumber}
                value={values.cardNumber}
                onChange={(e) => update('cardNumber', e.target.value)}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                disabled={processing}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Expiry (MM/YY)" error={errors.expiry} errorTestId="card-expiry-error">
              {(control) => (
                <Input
                  {...control}
                  ref={refs.expiry}
                  value={values.expiry}
                  onChange={(e) => update('expiry', e.target.value)}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  disabled={processing}
                />
              )}
            </FormField>
            <FormField label="CVC" error={errors.cvc} errorTestId="card-cvc-error">
              {(control) => (
                <Input
                  {...control}
                  ref={refs.cvc}
                  value={values.cvc}
                  onChange={(e) => update('cvc', e.target.value)}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  disabled={processing}
                />
              )}
            </FormField>
          </div>
          <PayButton ready={ready} processing={processing} amountLabel={amountLabel} />
          {!ready && !intentFailed ? (
            <p role="status" className="text-sm text-slate-400" data-testid="payment-preparing">
              Preparing a secure payment...
            </p>
          ) : null}
          <IntentStatus failed={intentFailed} retrying={retryingIntent} onRetry={onRetryIntent} />
        </form>
      </CardContent>
    </Card>
  );
}
