import { FileUp, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS, SCREENS } from '../../../../../shared/routes';
import { EmptyState } from '@/components/empty-state';
import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { ROW_COLUMNS, ROW_HEIGHT } from './ledger-grid';

const SKELETON_ROWS = 8;

/** The grid's own shape (header, rows of the final height) while the first page loads, so nothing moves when it arrives. */
export function LedgerSkeleton() {
  return (
    <LoadingSkeleton label="Loading your transactions" testId="ledger-loading" className="overflow-hidden rounded-xl border border-white/10 bg-navy-900/80">
      <div className={cn(ROW_COLUMNS, 'h-11 border-b border-white/10 bg-navy-800/60')}>
        <span />
        <Skeleton className="hidden h-3 w-12 sm:block" />
        <Skeleton className="h-3 w-24" />
        <Skeleton className="hidden h-3 w-16 sm:block" />
        <Skeleton className="hidden h-3 w-16 sm:block" />
        <Skeleton className="ml-auto h-3 w-14" />
      </div>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <div key={i} className={cn(ROW_COLUMNS, 'border-b border-white/5')} style={{ height: ROW_HEIGHT }}>
          <Skeleton className="mx-auto size-4" />
          <Skeleton className="hidden h-4 w-20 sm:block" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="hidden h-4 w-20 sm:block" />
          <Skeleton className="hidden h-4 w-24 sm:block" />
          <Skeleton className="ml-auto h-4 w-16" />
        </div>
      ))}
    </LoadingSkeleton>
  );
}

/** No transactions at all: where they come from. */
export function LedgerEmpty() {
  return (
    <EmptyState
      icon={FileUp}
      title="No transactions yet"
      heading="h2"
      testId="ledger-empty"
      prose
      actions={
        <Link to={PATHS.accounts} className={buttonVariants()}>
          Go to your accounts
        </Link>
      }
    >
      Transactions arrive when you import a bank file (CSV, OFX, QFX or QIF) or link a bank. Import your bank’s export from
      your accounts and every row shows up here, newest first.
    </EmptyState>
  );
}

/** Transactions exist, but none passes the filters. */
export function LedgerNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title="No transactions match"
      heading="h2"
      testId="ledger-no-match"
      actions={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    >
      Nothing matches this search and these filters. Try fewer words or a wider date range.
    </EmptyState>
  );
}

export function LedgerError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load your transactions" testId="ledger-error" {...props} />;
}

export function LedgerSignIn() {
  return (
    <SignInPrompt
      title="Sign in to see your transactions"
      description="Your transactions belong to your account."
      returnTo={SCREENS.transactions[0]}
      testId="ledger-sign-in"
    />
  );
}
