import { Laptop } from 'lucide-react';
import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { useHealth } from '@/lib/health';
import { ChangePasswordForm } from './components/change-password-form';
import { ProfileCard } from './components/profile-card';
import { SignOutEverywhere } from './components/sign-out-everywhere';

/**
 * /settings, "Profile and settings" (docs/product.md "Identity and access"): the profile, and in
 * hosted mode the account's password and sessions. Desktop and local web have no password (the
 * per-launch secret proves the local user), so they say so instead of showing the forms.
 */
export default function SettingsPage() {
  const health = useHealth();
  const user = useCurrentUser();
  const hosted = health.data?.mode === 'hosted';

  let content;
  if (health.error || user.error) {
    const failed = health.error ? health : user;
    content = (
      <LoadError
        title="Could not load your profile"
        detail={failed.error instanceof Error ? failed.error.message : undefined}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
        testId="settings-load-error"
      />
    );
  } else if (!health.data || user.data === undefined) {
    content = (
      <LoadingSkeleton label="Loading your profile" testId="settings-loading">
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-72 w-full" />
      </LoadingSkeleton>
    );
  } else if (user.data === null) {
    content = (
      <SignInPrompt
        title="Sign in to see your settings"
        description="Your profile, password and sessions are shown once you are signed in."
        returnTo="/settings"
        testId="settings-sign-in"
      />
    );
  } else {
    content = (
      <>
        <ProfileCard user={user.data} hosted={hosted} />
        {hosted ? (
          <>
            <ChangePasswordForm />
            <SignOutEverywhere />
          </>
        ) : (
          <Card className="flex items-start gap-3 p-5 text-slate-200" data-testid="settings-local-note">
            <Laptop aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            <p>
              This copy of the app runs on this computer for you alone, with no password or sign-in, so there is no password to change and no
              session to sign out of.
            </p>
          </Card>
        )}
      </>
    );
  }

  return (
    <ScreenPage tabTitle="Profile and settings" width="max-w-3xl">
      <ScreenTitle title="Profile and settings">Who you are in the app, and how you sign in.</ScreenTitle>
      {content}
    </ScreenPage>
  );
}
