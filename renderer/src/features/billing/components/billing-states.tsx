import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBars, SkeletonCards, Skeletons } from '@/components/ui/skeleton';

/** docs/product.md "Billing", word for word. */
export const BILLING_LOAD_FAILURE = {
  title: 'Unable to load billing information',
  description: 'Please try again later or contact support.',
  action: 'Try Again',
} as const;

/** The cards' shape while they load, so nothing jumps when the answer arrives. */
export function BillingSkeleton() {
  return (
    <LoadingSkeleton label="Loading your billing information" testId="billing-loading">
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <SkeletonCards count={3} cardClassName="flex flex-col gap-4 p-6">
          <SkeletonBars sizes={['h-6 w-32', 'h-9 w-40', 'h-4 w-56', 'h-10 w-44']} />
        </SkeletonCards>
      </div>
      <Card className="flex flex-col gap-3 p-6">
        <Skeleton className="h-6 w-48" />
        <Skeletons count={2} className="h-4 w-full" />
      </Card>
    </LoadingSkeleton>
  );
}

/** Load failure or an answer that does not read (docs/product.md "Billing"): Try Again reloads the page. */
export function BillingLoadFailure({ detail }: { detail?: string }) {
  return (
    <LoadError
      title={BILLING_LOAD_FAILURE.title}
      description={BILLING_LOAD_FAILURE.description}
      retryLabel={BILLING_LOAD_FAILURE.action}
      detail={detail}
      onRetry={() => window.location.reload()}
      retrying={false}
      testId="billing-error"
    />
  );
}

export function BillingSignIn({ returnTo }: { returnTo: string }) {
  return (
    <SignInPrompt
      title="Sign in to see your billing"
      description="Your plan, payment method and invoices belong to your account."
      returnTo={returnTo}
      testId="billing-sign-in"
    />
  );
}
