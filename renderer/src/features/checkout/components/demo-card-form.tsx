import { FlaskConical } from 'lucide-react';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { PayButton } from './pay-button';
import { IconText } from '@/components/icon-text';
import { CardContent } from '@/components/ui/card';
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
import { errorText } from '@/lib/api-client';
import { CHECKOUT_TEXT, paymentFailedToast } from '../messages';
import { PaymentCard } from './payment-card';
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

/** Each field's label, the browser's autofill hint, an example and the test id of its error line. */
const FIELDS: Record<CardField, { label: string; autoComplete: string; placeholder: string; errorTestId: string }> = {
  cardNumber: { label: 'Card number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', errorTestId: 'card-number-error' },
  expiry: { label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY', errorTestId: 'card-expiry-error' },
  cvc: { label: 'CVC', autoComplete: 'cc-csc', placeholder: '123', errorTestId: 'card-cvc-error' },
};

const FORMATTERS: Record<CardField, (value: string) => string> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/**
 * The offline demo provider's card form (docs/product.md "Checkout": it completes the same flow
 * locally and says so). The outcome comes from the server, which reads Stripe's test card numbers.
 */
export function DemoCardForm({ clientSecret, amountLabel, intentFailed, retryingIntent, onRetryIntent, onSucceeded }: DemoCardFormProps) {
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
      toast(paymentFailedToast(errorText(error)));
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
    confirm.mutate({ clientSecret, cardNumber: values.cardNumber, expiry: values.expiry.trim() });
  }

  const field = (name: CardField) => (
    <FormField label={FIELDS[name].label} error={errors[name]} errorTestId={FIELDS[name].errorTestId}>
      {(control) => (
        <Input
          {...control}
          ref={refs[name]}
          value={values[name]}
          onChange={(e) => update(name, e.target.value)}
          inputMode="numeric"
          autoComplete={FIELDS[name].autoComplete}
          placeholder={FIELDS[name].placeholder}
          disabled={processing}
        />
      )}
    </FormField>
  );

  return (
    <PaymentCard testId="demo-card-form" security="Confirmed by the server; the card number is not stored.">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5 rounded-lg border border-fuchsia-300/40 bg-fuchsia-400/10 p-4 text-sm" data-testid="demo-payment-notice">
          <IconText as="p" icon={FlaskConical} iconClassName="size-4" className="flex items-center gap-2 font-semibold text-fuchsia-100">
            {CHECKOUT_TEXT.demoLabel}
          </IconText>
          <p className="text-fuchsia-100/80">
            Use {DEMO_CARDS.succeeds} to pay; {DEMO_CARDS.declined} is declined. Any future expiry date and any 3-digit
            security code.
          </p>
        </div>

        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={processing}>
          {field('cardNumber')}
          <div className="grid grid-cols-2 gap-3">
            {field('expiry')}
            {field('cvc')}
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
    </PaymentCard>
  );
}
