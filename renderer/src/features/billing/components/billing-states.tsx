import { RefreshCw, TriangleAlert } from 'lucide-react';
import { SignInPrompt } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Growth spec section 8, word for word. */
export const BILLING_LOAD_FAILURE = {
  title: 'Unable to load billing information',
  description: 'Please try again later or contact support.',
  action: 'Try Again',
} as const;

/** The cards' shape while they load, so nothing jumps when the answer arrives. */
export function BillingSkeleton() {
  return (
    <div aria-busy="true" data-testid="billing-loading" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading your billing information
      </p>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} className="flex flex-col gap-4 p-6">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-10 w-44" />
          </Card>
        ))}
      </div>
      <Card className="flex flex-col gap-3 p-6">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
      </Card>
    </div>
  );
}

/** Load failure or an answer that does not read (spec section 8): Try Again reloads the page. */
export function BillingLoadFailure({ detail }: { detail?: string }) {
  return (
    <Card role="alert" className="flex flex-col items-start gap-4 border-red-400/30 p-6 sm:p-8" data-testid="billing-error">
      <TriangleAlert aria-hidden="true" className="size-10 text-red-300" />
      <h2 className="text-xl font-semibold text-white">{BILLING_LOAD_FAILURE.title}</h2>
      <p className="text-slate-300">{BILLING_LOAD_FAILURE.description}</p>
      {detail ? <p className="text-sm break-words text-slate-500">Details: {detail}</p> : null}
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {BILLING_LOAD_FAILURE.action}
      </Button>
    </Card>
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
