import { SCREENS } from '../../../../../shared/routes';
import { LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { SkeletonCards, Skeletons } from '@/components/ui/skeleton';

export function ReferralSkeleton() {
  return (
    <LoadingSkeleton label="Loading your referral link and rewards" testId="referral-loading">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"><Skeletons count={5} className="h-24" /></div>
      <div className="grid gap-6 lg:grid-cols-2"><SkeletonCards count={2} className="h-48" /></div>
    </LoadingSkeleton>
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
