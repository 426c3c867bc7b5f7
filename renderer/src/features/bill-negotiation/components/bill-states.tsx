import { SCREENS } from '../../../../../shared/routes';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function BillListSkeleton() {
  return (
    <div aria-busy="true" data-testid="bill-list-loading" className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        Loading your bill negotiation requests
      </p>
      {Array.from({ length: 2 }, (_, i) => (
        <Card key={i} className="flex flex-col gap-3 p-5">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="h-3 w-56" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function BillListError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load your requests" testId="bill-list-error" heading="h3" {...props} />;
}

/** Hosted mode with nobody signed in: requests belong to an account. */
export function BillSignIn() {
  return (
    <SignInPrompt
      title="Sign in to negotiate your bills"
      description="Your requests, their status and any savings are kept with your account."
      returnTo={SCREENS.bills[0]}
      testId="bill-sign-in"
    />
  );
}
