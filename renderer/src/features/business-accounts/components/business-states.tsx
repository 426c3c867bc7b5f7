import { Briefcase } from 'lucide-react';
import { SCREENS } from '../../../../../shared/routes';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The list's shape while it loads, so nothing jumps when the accounts arrive. */
export function BusinessListSkeleton() {
  return (
    <div aria-busy="true" data-testid="business-loading" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        Loading your business savings accounts
      </p>
      <ul className="grid gap-4 xl:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <li key={i}>
            <Card className="flex flex-col gap-4 p-5">
              <div className="flex justify-between gap-3">
                <Skeleton className="h-6 w-40" />
                <Skeleton className="h-5 w-16 rounded-full" />
              </div>
              <Skeleton className="h-3 w-28" />
              <Skeleton className="h-8 w-44" />
              <Skeleton className="h-2 w-full rounded-full" />
              <div className="grid grid-cols-2 gap-3">
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-10 w-full" />
              </div>
              <Skeleton className="h-9 w-36" />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BusinessEmpty({ onStart }: { onStart: () => void }) {
  return (
    <Card className="flex flex-col items-start gap-4 p-6 sm:p-8" data-testid="business-empty">
      <Briefcase aria-hidden="true" className="size-10 text-gold-400" />
      <h3 className="text-xl font-semibold text-white">No business savings accounts yet</h3>
      <p className="max-w-prose text-slate-300">
        Create one with the form: give it a name, a target and a weekly amount. Each week that falls short records a
        penalty, which is what makes it a commitment.
      </p>
      <Button variant="outline" onClick={onStart}>
        Start with a name
      </Button>
    </Card>
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
