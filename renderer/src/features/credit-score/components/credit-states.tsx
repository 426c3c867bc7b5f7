import { RefreshCw, TriangleAlert } from 'lucide-react';
import { SCREENS } from '../../../../../shared/routes';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The spec's unavailable state (core sections 2 and 8): the score could not be fetched. */
export function CreditScoreUnavailable(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="Credit Score Unavailable" testId="credit-unavailable" {...props} />;
}

/** Hosted mode with nobody signed in and no public sandbox (the score answered 401 or 403). */
export function CreditSignIn() {
  return (
    <SignInPrompt
      title="Sign in to see your estimated credit score"
      description="The estimate is worked out from your own accounts and payments, so it needs your account."
      returnTo={SCREENS.creditScore[0]}
      testId="credit-sign-in"
    />
  );
}

/** A part of the page (history, alerts) that failed on its own, with its own retry. */
export function SectionError({ message, detail, onRetry, retrying, testId }: { message: string; detail?: string; onRetry: () => void; retrying: boolean; testId: string }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-400/30 bg-red-500/5 p-4" data-testid={testId}>
      <p className="flex items-center gap-2 font-semibold text-red-200">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {message}
      </p>
      {detail ? <p className="text-xs break-words text-slate-400">Details: {detail}</p> : null}
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}

/** The score card's shape while it loads, so nothing jumps when the number arrives. */
export function ScoreCardSkeleton() {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" aria-busy="true" data-testid="credit-score-loading">
      <p role="status" className="sr-only">
        Loading your estimated credit score
      </p>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      <div className="flex items-end gap-4">
        <Skeleton className="h-16 w-36" />
        <div className="flex flex-col gap-2 pb-1">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 w-28" />
        </div>
      </div>
      <Skeleton className="h-3 w-full rounded-full" />
      <Skeleton className="h-10 w-full" />
    </Card>
  );
}

/** A few grey rows for a list that is still loading. */
export function ListSkeleton({ rows, label, testId }: { rows: number; label: string; testId: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3" data-testid={testId}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-start gap-3 rounded-lg bg-white/5 p-3">
          <Skeleton className="size-5 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}
