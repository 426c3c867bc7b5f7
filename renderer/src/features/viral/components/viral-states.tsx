import { SCREENS } from '../../../../../shared/routes';
import { LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { SkeletonCards, Skeletons } from '@/components/ui/skeleton';

export function ViralSkeleton() {
  return (
    <LoadingSkeleton label="Loading your referral code and rewards" testId="viral-loading">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4"><Skeletons count={4} className="h-24" /></div>
      <div className="grid gap-6 lg:grid-cols-2"><SkeletonCards count={2} className="h-56" /></div>
    </LoadingSkeleton>
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
