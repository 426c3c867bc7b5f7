/**
 * The owner dashboards' access states (DESIGN.md "Identity and access"): in hosted mode their APIs
 * answer 401 to visitors and 403 to members, and the screen says so clearly instead of failing
 * silently. Desktop and local web: the local user is the owner, so these never show.
 */
import { ShieldAlert } from 'lucide-react';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';

/** True when an answer means "not the owner" (nobody signed in, or a member). */
export const isOwnerAccessError = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

export interface OwnerAccessStateProps {
  error: unknown;
  /** The screen to come back to after signing in. */
  returnTo: string;
  onRetry: () => void;
  retrying: boolean;
  /** What failed to load, for the error card, e.g. "Could not load the funnel". */
  loadErrorTitle: string;
}

/** Owner sign-in required (401), owner only (403), or a load error with a retry for anything else. */
export function OwnerAccessState({ error, returnTo, onRetry, retrying, loadErrorTitle }: OwnerAccessStateProps) {
  if (error instanceof ApiError && error.status === 401) {
    return (
      <SignInPrompt
        title="Owner sign-in required"
        description="This dashboard shows the site's analytics. Sign in with the owner account to see it."
        returnTo={returnTo}
        testId="owner-sign-in-required"
      />
    );
  }
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Card className="flex flex-col items-start gap-4 p-6 sm:p-8" data-testid="owner-only">
        <ShieldAlert aria-hidden="true" className="size-10 text-gold-400" />
        <h2 className="text-xl font-semibold text-white">Owner sign-in required</h2>
        <p className="text-slate-300">You are signed in, but this dashboard is only for the site owner. Sign out and sign in with the owner account to see it.</p>
        <a href="/api/logout" className={buttonVariants({ variant: 'outline' })}>
          Sign out
        </a>
      </Card>
    );
  }
  const detail = error instanceof Error ? error.message : undefined;
  return <LoadError title={loadErrorTitle} detail={detail} onRetry={onRetry} retrying={retrying} testId="owner-load-error" />;
}
