import { RefreshCw, TriangleAlert } from 'lucide-react';
import { SCREENS } from '../../../../../shared/routes';
import { IconText } from '@/components/icon-text';
import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';

/** The spec's unavailable state (docs/product.md "Credit score monitor"): the score could not be fetched. */
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
      <IconText as="p" icon={TriangleAlert} iconClassName="size-4 shrink-0" className="flex items-center gap-2 font-semibold text-red-200">
        {message}
      </IconText>
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
    <LoadingSkeleton label="Loading your estimated credit score" testId="credit-score-loading" className="flex flex-col gap-5 p-5 sm:p-6" card>
      <div className="flex flex-col gap-2"><SkeletonBars sizes={['h-4 w-32', 'h-4 w-full max-w-md']} /></div>
      <div className="flex items-end gap-4">
        <Skeleton className="h-16 w-36" />
        <div className="flex flex-col gap-2 pb-1"><SkeletonBars sizes={['h-5 w-24', 'h-4 w-28']} /></div>
      </div>
      <SkeletonBars sizes={['h-3 w-full rounded-full', 'h-10 w-full']} />
    </LoadingSkeleton>
  );
}

/** A few grey rows for a list that is still loading. */
export function ListSkeleton({ rows, label, testId }: { rows: number; label: string; testId: string }) {
  return (
    <LoadingSkeleton label={label} testId={testId} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-start gap-3 rounded-lg bg-white/5 p-3">
          <Skeleton className="size-5 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2"><SkeletonBars sizes={['h-4 w-1/2', 'h-3 w-5/6']} /></div>
        </div>
      ))}
    </LoadingSkeleton>
  );
}
