import { Briefcase } from 'lucide-react';
import { SCREENS } from '../../../../../shared/routes';
import { EmptyState } from '@/components/empty-state';
import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonBars, SkeletonCards, Skeletons } from '@/components/ui/skeleton';

/** The list's shape while it loads, so nothing jumps when the accounts arrive. */
export function BusinessListSkeleton() {
  return (
    <LoadingSkeleton label="Loading your business savings accounts" testId="business-loading" className="flex flex-col gap-4">
      <ul className="grid gap-4 xl:grid-cols-2">
        <SkeletonCards count={2} cardClassName="flex flex-col gap-4 p-5" listItems>
          <div className="flex justify-between gap-3"><SkeletonBars sizes={['h-6 w-40', 'h-5 w-16 rounded-full']} /></div>
          <SkeletonBars sizes={['h-3 w-28', 'h-8 w-44', 'h-2 w-full rounded-full']} />
          <div className="grid grid-cols-2 gap-3"><Skeletons count={2} className="h-10 w-full" /></div>
          <Skeleton className="h-9 w-36" />
        </SkeletonCards>
      </ul>
    </LoadingSkeleton>
  );
}

export function BusinessEmpty({ onStart }: { onStart: () => void }) {
  return (
    <EmptyState
      icon={Briefcase}
      title="No business savings accounts yet"
      heading="h3"
      testId="business-empty"
      prose
      actions={
        <Button variant="outline" onClick={onStart}>
          Start with a name
        </Button>
      }
    >
      Create one with the form: give it a name, a target and a weekly amount. Each week that falls short records a penalty,
      which is what makes it a commitment.
    </EmptyState>
  );
}

export function BusinessError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load your accounts" testId="business-error" heading="h3" {...props} />;
}


/** Hosted mode, nobody signed in and no public demo sandbox (the list answered 401 or 403). */
export function BusinessSignIn() {
  return (
    <SignInPrompt
      title="Sign in to see your business accounts"
      description="Savings accounts, their guidelines and penalties belong to your account."
      returnTo={SCREENS.business[0]}
      testId="business-sign-in"
      heading="h3"
    />
  );
}
