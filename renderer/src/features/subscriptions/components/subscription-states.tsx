import { SearchX } from 'lucide-react';
import { SCREENS } from '../../../../../shared/routes';
import { EmptyState } from '@/components/empty-state';
import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonBars, SkeletonCards, Skeletons } from '@/components/ui/skeleton';
import { EMPTY_SUBSCRIPTIONS_MESSAGE } from '../messages';

/** The list's shape while it loads, so nothing jumps when the subscriptions arrive. */
export function SubscriptionListSkeleton() {
  return (
    <LoadingSkeleton label="Loading your subscriptions" testId="subscriptions-loading" className="flex flex-col gap-3">
      <SkeletonCards count={3} cardClassName="flex flex-col gap-4 p-5">
        <div className="flex justify-between gap-3"><SkeletonBars sizes={['h-6 w-40', 'h-6 w-28']} /></div>
        <Skeleton className="h-4 w-56" />
        <div className="flex justify-end gap-2"><Skeletons count={2} className="h-9 w-32" /></div>
      </SkeletonCards>
    </LoadingSkeleton>
  );
}

export function SubscriptionsEmpty({ onScan, onImport, busy }: { onScan: () => void; onImport: () => void; busy: boolean }) {
  return (
    <EmptyState
      icon={SearchX}
      title={EMPTY_SUBSCRIPTIONS_MESSAGE}
      heading="h3"
      testId="subscriptions-empty"
      prose
      actions={
        <div className="flex flex-wrap gap-3">
          <Button onClick={onScan} disabled={busy}>
            Scan now
          </Button>
          <Button variant="outline" onClick={onImport} disabled={busy}>
            Import sample data
          </Button>
        </div>
      }
    >
      The scan reads the transactions stored in your account and looks for charges that repeat on a schedule. With no bank
      history yet, import the sample data to see how it works.
    </EmptyState>
  );
}

export function SubscriptionsError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load your subscriptions" testId="subscriptions-error" heading="h3" {...props} />;
}

/** Shown while the sign-in redirect is pending, and if it is blocked. */
export function SubscriptionsSignIn() {
  return (
    <SignInPrompt
      title="Sign in to find your subscriptions"
      description="Your subscriptions and savings belong to your account. Taking you to sign in..."
      returnTo={SCREENS.subscriptions[0]}
      testId="subscriptions-sign-in"
    />
  );
}
