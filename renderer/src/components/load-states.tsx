/**
 * The loading, error and sign-in states every data screen shows, written once: a screen still
 * loading (its skeletons, announced once), a load that failed (with a retry), and hosted mode with
 * nobody signed in (with a link that returns here after sign-in).
 */
import { LogIn, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type HeadingLevel = 'h2' | 'h3';

/** A screen's skeletons while its first answer loads: busy for assistive technology, which hears `label` once. */
export function LoadingSkeleton({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6" data-testid={testId} aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
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
}

export function LoadError({ title, detail, onRetry, retrying, testId, heading: Heading = 'h2', className }: LoadErrorProps) {
  return (
    <Card role="alert" className={cn('flex flex-col items-start gap-4 border-red-400/30 p-6 sm:p-8', className)} data-testid={testId}>
      <TriangleAlert aria-hidden="true" className="size-10 text-red-300" />
      <Heading className="text-xl font-semibold text-white">{title}</Heading>
      <p className="text-slate-300">Your data is safe. This is usually a brief connection problem, so please try again.</p>
      {detail ? <p className="text-sm break-words text-slate-500">Details: {detail}</p> : null}
      <Button onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {retrying ? 'Retrying...' : 'Try again'}
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

export function SignInPrompt({ title, description, returnTo, testId, heading: Heading = 'h2', className }: SignInPromptProps) {
  return (
    <Card className={cn('flex flex-col items-start gap-4 p-6 sm:p-8', className)} data-testid={testId}>
      <LogIn aria-hidden="true" className="size-10 text-gold-400" />
      <Heading className="text-xl font-semibold text-white">{title}</Heading>
      <p className="text-slate-300">{description}</p>
      <a href={`/api/login?returnTo=${encodeURIComponent(returnTo)}`} className={buttonVariants()}>
        Sign in
      </a>
    </Card>
  );
}
