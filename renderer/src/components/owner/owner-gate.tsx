/**
 * The owner dashboards' access states (docs/product.md "Identity and access"): in hosted mode their
 * APIs answer 401 to visitors and 403 to members, and the screen says so clearly instead of failing
 * silently. Desktop and local web: the local user is the owner, so these never show.
 */
import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { buttonVariants } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { SIGN_OUT_HREF } from '@/lib/current-user';

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

/** A failed query's access state; Try again fetches it again. */
export function OwnerQueryError({ query, returnTo, title }: { query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> }; returnTo: string; title: string }) {
  return <OwnerAccessState error={query.error} returnTo={returnTo} onRetry={() => void query.refetch()} retrying={query.isFetching} loadErrorTitle={title} />;
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
      <EmptyState
        icon={ShieldAlert}
        title="Owner sign-in required"
        testId="owner-only"
        actions={
          <a href={SIGN_OUT_HREF} className={buttonVariants({ variant: 'outline' })}>
            Sign out
          </a>
        }
      >
        You are signed in, but this dashboard is only for the site owner. Sign out and sign in with the owner account to see it.
      </EmptyState>
    );
  }
  const detail = error instanceof Error ? error.message : undefined;
  return <LoadError title={loadErrorTitle} detail={detail} onRetry={onRetry} retrying={retrying} testId="owner-load-error" />;
}
