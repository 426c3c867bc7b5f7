import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, FlaskConical, LayoutDashboard, RefreshCw, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { SCREENS } from '../../../../shared/routes';
import { PLANS } from '../../../../shared/plans';
import { IconText } from '@/components/icon-text';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { ScreenPage } from '@/components/screen-page';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { trackEvent } from '@/lib/analytics';
import { currentUserQueryOptions } from '@/lib/current-user';
import { usePaymentsConfig } from './api/get-payments-config';
import { PlanFeatures } from './components/plan-features';
import { parsePlan } from './lib/checkout-params';
import { CONFIRMATION_POLL_LIMIT_MS, confirmationPollInterval, PAYMENT_SUCCESS_SPINNER_MS, planConfirmed, tierName } from './lib/confirmation';
import { CHECKOUT_TEXT } from './messages';

const PAYMENT_SUCCESS_PATH = SCREENS.paymentSuccess[0];

/**
 * /payment-success?plan= (docs/product.md "Checkout"): the 2-second processing spinner, then the
 * plan's welcome. It claims success only when the server shows the new plan on the user; until then
 * (a Stripe webhook still on its way) it says the payment is being confirmed and keeps checking.
 */
export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const planId = parsePlan(searchParams.get('plan'));
  const plan = PLANS[planId];
  const config = usePaymentsConfig();

  const [spinnerDone, setSpinnerDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSpinnerDone(true), PAYMENT_SUCCESS_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Polling stops after a while; the person can still ask for another look.
  const [pollExpired, setPollExpired] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPollExpired(true), CONFIRMATION_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const user = useQuery({
    ...currentUserQueryOptions(),
    // The plan may have changed a moment ago: never trust an answer cached before this page opened.
    refetchOnMount: 'always',
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      return confirmationPollInterval(planConfirmed(planId, data.subscriptionTier), pollExpired);
    },
  });

  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (tracked.current === planId) return;
    tracked.current = planId;
    void trackEvent('page_view', { path: PAYMENT_SUCCESS_PATH, plan: planId });
  }, [planId]);

  const checking = !user.isFetchedAfterMount && !user.isError;
  const processing = !spinnerDone || checking;
  const confirmed = user.data ? planConfirmed(planId, user.data.subscriptionTier) : false;
  const polling = Boolean(user.data) && confirmationPollInterval(confirmed, pollExpired) !== false;

  let heading: string;
  let body;
  if (processing) {
    heading = 'Processing your payment';
    body = (
      <Card className="flex flex-col items-center gap-4 p-10 text-center" data-testid="payment-processing">
        <Spinner className="size-10" label="Processing your payment" />
        <p className="text-slate-300">This takes a moment. Please keep this page open.</p>
      </Card>
    );
  } else if (user.isError) {
    heading = 'We could not check your plan';
    body = (
      <LoadError
        title="Your plan could not be loaded"
        detail={user.error.message}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
        testId="payment-success-error"
      />
    );
  } else if (!user.data) {
    heading = 'Sign in to see your plan';
    body = (
      <SignInPrompt
        title="Sign in to see your new plan"
        description="Your plan belongs to your account. Sign in and you will come straight back here."
        returnTo={`${location.pathname}${location.search}`}
        testId="payment-success-sign-in"
      />
    );
  } else {
    const serverPlan = tierName(user.data.subscriptionTier);
    heading = confirmed ? `Welcome to ${plan.name}!` : 'Your payment is being confirmed';
    body = (
      <Card className="flex flex-col gap-6 p-6 sm:p-8" data-testid={confirmed ? 'payment-confirmed' : 'payment-pending'}>
        <div className="flex items-start gap-3">
          {confirmed ? (
            <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-emerald-300" />
          ) : (
            <Clock aria-hidden="true" className="size-8 shrink-0 text-amber-300" />
          )}
          <div className="flex flex-col gap-2">
            <p className="text-lg text-white">
              {confirmed
                ? `Your payment went through and your ${plan.name} plan is active.`
                : `We have not received the payment provider's confirmation for your ${plan.name} plan yet. This usually takes a few seconds.`}
            </p>
            <p className="text-sm text-slate-300" data-testid="server-plan" data-tier={user.data.subscriptionTier}>
              Plan on your account now: <span className="font-semibold text-white">{serverPlan}</span>
            </p>
            {!confirmed ? (
              polling ? (
                <IconText as="p" icon={RefreshCw} iconClassName="size-3.5 animate-spin" role="status" className="flex items-center gap-2 text-sm text-slate-400">
                  Checking again automatically...
                </IconText>
              ) : (
                <Button variant="outline" size="sm" className="self-start" onClick={() => void user.refetch()} disabled={user.isFetching}>
                  <RefreshCw aria-hidden="true" className={user.isFetching ? 'size-4 animate-spin' : 'size-4'} />
                  Check again
                </Button>
              )
            ) : null}
            {config.data?.provider === 'demo' ? (
              <IconText as="p" icon={FlaskConical} iconClassName="size-4" className="flex items-center gap-2 text-sm text-fuchsia-100" data-testid="demo-payment-note">
                {CHECKOUT_TEXT.demoLabel}
              </IconText>
            ) : null}
          </div>
        </div>
        <PlanFeatures title={confirmed ? `What ${plan.name} unlocks` : `What ${plan.name} unlocks once confirmed`} features={plan.features} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={SCREENS.subscriptions[0]} className={buttonVariants({ size: 'lg' })}>
            <Search aria-hidden="true" className="size-4" />
            Find my subscriptions
          </Link>
          <Link to={SCREENS.dashboard[0]} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            Go to Dashboard
          </Link>
        </div>
      </Card>
    );
  }

  return (
    <ScreenPage tabTitle={heading} width="max-w-3xl">
      <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl" data-testid="payment-success-heading">
        {heading}
      </h1>
      {body}
    </ScreenPage>
  );
}
