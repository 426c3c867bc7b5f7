import { SCREENS } from '../../../../../shared/routes';
import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';

/** The avatar card's shape while it loads, so nothing jumps when it arrives. */
export function AvatarSkeleton() {
  return (
    <LoadingSkeleton label="Loading your avatar" testId="metaverse-avatar-loading" className="flex flex-col gap-5 p-5" card>
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-col gap-2"><SkeletonBars sizes={['h-3 w-20', 'h-6 w-36']} /></div>
        <Skeleton className="ml-auto h-6 w-16 rounded-full" />
      </div>
      <SkeletonBars sizes={['h-8 w-full', 'h-2 w-full rounded-full', 'h-20 w-full', 'h-24 w-full']} />
    </LoadingSkeleton>
  );
}

export function AvatarError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load your avatar" testId="metaverse-avatar-error" heading="h2" {...props} />;
}

/** Hosted mode with nobody signed in: the avatar and the world belong to an account. */
export function MetaverseSignIn() {
  return (
    <SignInPrompt
      title="Sign in to enter the Metaverse"
      description="Your avatar, its experience and achievements, and the balances shown as assets belong to your account."
      returnTo={SCREENS.metaverse[0]}
      testId="metaverse-sign-in"
    />
  );
}
