import { LoaderCircle, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CHECKOUT_TEXT } from '../messages';

/** The submit button both card forms share: disabled until the payment is ready and while processing. */
export function PayButton({ ready, processing, amountLabel }: { ready: boolean; processing: boolean; amountLabel: string }) {
  return (
    <Button type="submit" size="lg" disabled={!ready || processing} data-testid="pay-button">
      {processing ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {CHECKOUT_TEXT.processing}
        </>
      ) : (
        <>
          <Lock aria-hidden="true" className="size-4" />
          Pay {amountLabel}
        </>
      )}
    </Button>
  );
}
