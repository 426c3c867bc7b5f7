import { SCREENS } from '../../../../../shared/routes';
import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { Skeleton, SkeletonBars, SkeletonCards, Skeletons } from '@/components/ui/skeleton';

export function BillListSkeleton() {
  return (
    <LoadingSkeleton label="Loading your bill negotiation requests" testId="bill-list-loading" className="flex flex-col gap-3">
      <SkeletonCards count={2} cardClassName="flex flex-col gap-3 p-5">
        <div className="flex justify-between gap-3"><SkeletonBars sizes={['h-5 w-40', 'h-5 w-20 rounded-full']} /></div>
        <Skeleton className="h-3 w-56" />
        <div className="grid grid-cols-2 gap-3"><Skeletons count={2} className="h-9 w-full" /></div>
      </SkeletonCards>
    </LoadingSkeleton>
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
