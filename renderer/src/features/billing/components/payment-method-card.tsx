import { CreditCard } from 'lucide-react';
import type { BillingInfo } from '../../../../../shared/contracts/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardBrandLabel, cardExpiry } from '../lib/billing-format';

interface PaymentMethodCardProps {
  method: BillingInfo['payment_method'];
  /** Update goes to the provider's portal, which needs a customer: someone who has paid. */
  canUpdate: boolean;
  onUpdate: () => void;
  updating: boolean;
}

export function PaymentMethodCard({ method, canUpdate, onUpdate, updating }: PaymentMethodCardProps) {
  return (
    <Card className="flex flex-col" data-testid="payment-method">
      <div className="flex flex-col gap-4 p-6">
        <h2 id="payment-method-heading" className="text-lg font-semibold text-white">
          Payment Method
        </h2>
        {method ? (
          <div className="flex items-center gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-lg border border-white/15 bg-navy-950/60">
              <CreditCard aria-hidden="true" className="size-6 text-gold-400" />
            </span>
            <div className="flex min-w-0 flex-col">
              <p className="font-semibold text-white" data-testid="card-summary">
                {cardBrandLabel(method.brand)} <span aria-hidden="true">•••• </span>
                <span className="sr-only">ending in </span>
                {method.last4}
              </p>
              <p className="text-sm text-slate-400" data-testid="card-expiry">
                {cardExpiry(method.exp_month, method.exp_year)}
              </p>
            </div>
          </div>
        ) : (
          <p className="text-slate-300" data-testid="no-payment-method">
            No card on file. You add one when you choose a paid plan.
          </p>
        )}
      </div>
      {canUpdate ? (
        <div className="mt-auto border-t border-white/10 p-6">
          <Button variant="outline" onClick={onUpdate} disabled={updating} aria-label="Update payment method">
            {updating ? 'Opening...' : 'Update'}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
