import { Check, Crown, LayoutDashboard } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SCREENS } from '../../../../shared/routes';
import { PLANS, PREMIUM_PURCHASE_VALUE } from '../../../../shared/plans';
import { ScreenPage } from '@/components/screen-page';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { trackEvent } from '@/lib/analytics';
import { claimPurchaseEvent, parseSessionId } from './lib/purchase-once';

const SUCCESS_PATH = SCREENS.success[0];
const premium = PLANS.premium;

/**
 * /success?session_id= (docs/product.md "Checkout"): the welcome after a Premium purchase. The
 * purchase analytics event (value 19, USD, transaction id = session_id) goes out once per session.
 */
export default function PremiumWelcomePage() {
  const [searchParams] = useSearchParams();
  const sessionId = parseSessionId(searchParams.get('session_id'));

  useEffect(() => {
    // Without a checkout session there is no purchase to record, only a visit.
    if (sessionId === null || !claimPurchaseEvent(sessionId)) return;
    void trackEvent('purchase', {
      path: SUCCESS_PATH,
      plan: premium.id,
      value: PREMIUM_PURCHASE_VALUE,
      currency: 'USD',
      transaction_id: sessionId,
    });
  }, [sessionId]);

  return (
    <ScreenPage tabTitle={`Welcome to ${premium.name}`} width="max-w-3xl">
      <div className="flex flex-col items-start gap-3">
        <Crown aria-hidden="true" className="size-12 text-gold-400" />
        <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Welcome to the {premium.name} plan!</h1>
        <p className="max-w-2xl text-lg text-slate-300">{premium.description}</p>
      </div>
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <h2 className="text-lg font-semibold text-white">What {premium.name} includes</h2>
        <ul className="flex flex-col gap-3" data-testid="premium-features">
          {premium.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-slate-200">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
              {feature}
            </li>
          ))}
        </ul>
        <Link to={SCREENS.dashboard[0]} className={buttonVariants({ size: 'lg', className: 'self-start' })}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Go to Dashboard
        </Link>
      </Card>
    </ScreenPage>
  );
}
