import { SCREENS } from '../../../../../shared/routes';
import { SignInPrompt } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function ViralSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="viral-loading" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your referral code and rewards
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <Card key={i} className="p-6">
            <Skeleton className="h-56" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/** Hosted mode with nobody signed in: the code and the counts belong to an account. */
export function ViralSignIn() {
  return (
    <SignInPrompt
      title="Sign in to get your referral link"
      description="Your referral code, the friends who joined with it and the rewards you unlocked are kept with your account."
      returnTo={SCREENS.viral[0]}
      testId="viral-sign-in"
    />
  );
}
