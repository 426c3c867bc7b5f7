import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SCREENS } from '../../../../shared/routes';
import { PLANS } from '../../../../shared/plans';
import { trackEvent } from '@/lib/analytics';
import { useCurrentUser } from '@/lib/current-user';
import { useSubscriptionPayment } from './api/create-subscription-payment';
import { usePaymentsConfig } from './api/get-payments-config';
import { DemoCardForm } from './components/demo-card-form';
import { CheckoutSignIn, PaymentConfigError, PaymentFormSkeleton, PaymentNotConfigured } from './components/payment-states';
import { PlanSummary } from './components/plan-summary';
import { StripePaymentForm } from './components/stripe-payment-form';
import { parseCheckoutParams, paymentSuccessPath } from './lib/checkout-params';
import { centsToDollars, checkoutPrice, formatCents, formatDollars } from './lib/price';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';

const CHECKOUT_PATH = SCREENS.checkout[0];

/**
 * /checkout (docs/product.md "Checkout"): the plan summary from
 * the catalogue and a card form. Which form depends on the server's payment provider: Stripe's
 * Payment Element, the offline demo provider's own form, or none at all.
 */
export default function CheckoutPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseCheckoutParams(searchParams), [searchParams]);
  const { plan: planId, interval, discountCode, variant } = params;
  const plan = PLANS[planId];
  const price = checkoutPrice(planId, interval, discountCode);

  const user = useCurrentUser();
  const config = usePaymentsConfig();
  const provider = config.data?.provider;
  const signedIn = Boolean(user.data);
  const intent = useSubscriptionPayment(
    {
      plan: planId,
      amount: centsToDollars(price.dueCents),
      interval,
      ...(discountCode ? { discountCode } : {}),
    },
    signedIn && (provider === 'demo' || provider === 'stripe'),
  );

  // One page view and one begin_checkout per plan shown (docs/product.md "Checkout").
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    const key = `${planId}:${interval}:${discountCode ?? ''}`;
    if (tracked.current === key) return;
    tracked.current = key;
    const common = { path: CHECKOUT_PATH, plan: planId, interval, ...(variant ? { variant } : {}) };
    void trackEvent('page_view', common);
    void trackEvent('begin_checkout', {
      ...common,
      value: centsToDollars(price.dueCents),
      currency: 'USD',
      ...(discountCode ? { discount_code: discountCode } : {}),
    });
  }, [planId, interval, discountCode, variant, price.dueCents]);

  const clientSecret = intent.data?.clientSecret ?? null;
  // The server's own figure once it has answered; the catalogue's until then.
  const amountLabel = intent.data ? formatDollars(intent.data.amount) : formatCents(price.dueCents);
  const intentProps = {
    clientSecret,
    amountLabel,
    intentFailed: intent.isError,
    retryingIntent: intent.isFetching,
    onRetryIntent: () => void intent.refetch(),
  };

  let payment;
  if (config.isError) {
    payment = <PaymentConfigError detail={config.error.message} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  } else if (provider === 'none' || (provider === 'stripe' && !config.data?.publishableKey)) {
    // Signing in would not help here, so this comes before the sign-in prompt.
    payment = <PaymentNotConfigured />;
  } else if (user.data === null) {
    payment = <CheckoutSignIn returnTo={`${location.pathname}${location.search}`} />;
  } else if (user.isError) {
    payment = <PaymentConfigError detail={user.error.message} onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  } else if (!user.data || !provider) {
    payment = <PaymentFormSkeleton />;
  } else if (provider === 'demo') {
    payment = <DemoCardForm {...intentProps} onSucceeded={() => void navigate(paymentSuccessPath(planId))} />;
  } else {
    payment = (
      <StripePaymentForm {...intentProps} plan={planId} publishableKey={intent.data?.publishableKey ?? config.data?.publishableKey ?? null} />
    );
  }

  return (
    <ScreenPage tabTitle={`Checkout · ${plan.name}`} width="max-w-6xl">
      <ScreenTitle
        title="Checkout"
      >
        Start your {plan.name} plan. You can cancel anytime from Billing.
      </ScreenTitle>
      {/* Summary on the left, the card form on the right; stacked (summary first) on small screens. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <PlanSummary plan={plan} interval={interval} price={price} rejectedDiscount={params.rejectedDiscount} />
        <section aria-label="Payment" className="flex min-w-0 flex-col gap-4">
          {payment}
        </section>
      </div>
    </ScreenPage>
  );
}
