import { SCREENS } from '../../../../../shared/routes';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The avatar card's shape while it loads, so nothing jumps when it arrives. */
export function AvatarSkeleton() {
  return (
    <Card aria-busy="true" className="flex flex-col gap-5 p-5" data-testid="metaverse-avatar-loading">
      <p role="status" className="sr-only">
        Loading your avatar
      </p>
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-6 w-36" />
        </div>
        <Skeleton className="ml-auto h-6 w-16 rounded-full" />
      </div>
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-2 w-full rounded-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-24 w-full" />
    </Card>
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
