import { SearchX } from 'lucide-react';
import { SCREENS } from '../../../../../shared/routes';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EMPTY_SUBSCRIPTIONS_MESSAGE } from '../messages';

/** The list's shape while it loads, so nothing jumps when the subscriptions arrive. */
export function SubscriptionListSkeleton() {
  return (
    <div aria-busy="true" data-testid="subscriptions-loading" className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        Loading your subscriptions
      </p>
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={i} className="flex flex-col gap-4 p-5">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-6 w-28" />
          </div>
          <Skeleton className="h-4 w-56" />
          <div className="flex justify-end gap-2">
            <Skeleton className="h-9 w-32" />
            <Skeleton className="h-9 w-32" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function SubscriptionsEmpty({ onScan, onImport, busy }: { onScan: () => void; onImport: () => void; busy: boolean }) {
  return (
    <Card className="flex flex-col items-start gap-4 p-6 sm:p-8" data-testid="subscriptions-empty">
      <SearchX aria-hidden="true" className="size-10 text-gold-400" />
      <h3 className="text-xl font-semibold text-white">{EMPTY_SUBSCRIPTIONS_MESSAGE}</h3>
      <p className="max-w-prose text-slate-300">
        The scan reads the transactions stored in your account and looks for charges that repeat on a schedule. With no bank
        history yet, import the sample data to see how it works.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onScan} disabled={busy}>
          Scan now
        </Button>
        <Button variant="outline" onClick={onImport} disabled={busy}>
          Import sample data
        </Button>
      </div>
    </Card>
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
