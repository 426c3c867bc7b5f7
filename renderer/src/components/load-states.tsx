/**
 * The loading, error and sign-in states every data screen shows, written once: a screen still
 * loading (its skeletons, announced once), a load that failed (with a retry), and hosted mode with
 * nobody signed in (with a link that returns here after sign-in). FirstAnswers keeps a screen still
 * while its first answers arrive (docs/architecture.md "No layout shift").
 */
import { LogIn, RefreshCw, TriangleAlert } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { signInHref } from '@/lib/current-user';

type HeadingLevel = 'h2' | 'h3';

interface LoadingSkeletonProps {
  /** What is loading, said once by assistive technology. */
  label: string;
  testId?: string;
  /** The layout of the placeholder box (a column by default). */
  className?: string;
  /** Draw the box as a card, for a single card still loading. */
  card?: boolean;
  /** False for a placeholder inside a region that already says it is busy. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A screen's data-driven part, held back until its first answers are all in so it appears in one
 * frame: block by block, each answer would push the blocks under it down (layout shift). Meanwhile
 * `skeleton` stands in, at least as tall as the viewport, so nothing under it is on screen to move.
 * Only the first time: once shown, the part stays (a retry that makes a query pending again must not
 * unmount the screen, its open tab or its focus). The part first renders as a deferred value, so
 * React renders the whole screen in slices of a few milliseconds with the browser free in between,
 * not in one long task a phone stalls on (docs/architecture.md "Chunks and preloads"). A screen
 * that also shows other parts by `ready` defers it the same way (useDeferredValue), so they appear
 * in the same render as this part.
 */
export function FirstAnswers({ ready, skeleton, children }: { ready: boolean; skeleton: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(ready);
  const readyToShow = useDeferredValue(ready);
  if (readyToShow && !shown) setShown(true);
  if (readyToShow || shown) return children;
  return (
    <div className="min-h-dvh" data-testid="first-answers-pending">
      {skeleton}
    </div>
  );
}

/** Skeletons while an answer loads: busy for assistive technology, which hears `label` once. */
export function LoadingSkeleton({ label, testId, className = 'flex flex-col gap-6', card = false, busy = true, children }: LoadingSkeletonProps) {
  const Box = card ? Card : 'div';
  return (
    <Box className={className} data-testid={testId} aria-busy={busy ? 'true' : undefined}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </Box>
  );
}

export interface LoadErrorProps {
  title: string;
  detail?: string;
  onRetry: () => void;
  retrying: boolean;
  testId: string;
  heading?: HeadingLevel;
  className?: string;
  /** A screen whose wording is fixed elsewhere (billing's) replaces the reassurance and the button's label. */
  description?: string;
  retryLabel?: string;
}

export function LoadError({
  title,
  detail,
  onRetry,
  retrying,
  testId,
  heading: Heading = 'h2',
  className,
  description = 'Your data is safe. This is usually a brief connection problem, so please try again.',
  retryLabel = 'Try again',
}: LoadErrorProps) {
  return (
    <Card role="alert" className={cn('flex flex-col items-start gap-4 border-red-400/30 p-6 sm:p-8', className)} data-testid={testId}>
      <TriangleAlert aria-hidden="true" className="size-10 text-red-300" />
      <Heading className="text-xl font-semibold text-white">{title}</Heading>
      <p className="text-slate-300">{description}</p>
      {detail ? <p className="text-sm break-words text-slate-500">Details: {detail}</p> : null}
      <Button onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {retrying ? 'Retrying...' : retryLabel}
      </Button>
    </Card>
  );
}

export interface SignInPromptProps {
  title: string;
  description: string;
  /** The screen to come back to after signing in. */
  returnTo: string;
  testId: string;
  heading?: HeadingLevel;
  className?: string;
}

export function SignInPrompt({ title, description, returnTo, testId, heading = 'h2', className }: SignInPromptProps) {
  return (
    <EmptyState
      icon={LogIn}
      title={title}
      heading={heading}
      testId={testId}
      className={className}
      actions={
        <a href={signInHref(returnTo)} className={buttonVariants()}>
          Sign in
        </a>
      }
    >
      {description}
    </EmptyState>
  );
}
