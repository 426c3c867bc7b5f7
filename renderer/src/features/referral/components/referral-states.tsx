import { SCREENS } from '../../../../../shared/routes';
import { SignInPrompt } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function ReferralSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="referral-loading" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your referral link and rewards
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <Card key={i} className="p-6">
            <Skeleton className="h-48" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/** Hosted mode with nobody signed in: a referral code belongs to an account. */
export function ReferralSignIn() {
  return (
    <SignInPrompt
      title="Sign in to get your referral link"
      description="Your personal referral link, the friends who joined through it and the rewards you reached are kept with your account."
      returnTo={SCREENS.referral[0]}
      testId="referral-sign-in"
    />
  );
}
