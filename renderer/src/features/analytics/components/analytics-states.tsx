import type { ReactNode } from 'react';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SCREENS } from '../../../../../shared/routes';

/** The whole screen while its first answers load. */
export function AnalyticsSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="analytics-loading" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the analytics dashboard
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-12" />
      <Card className="p-6">
        <Skeleton className="h-64" />
      </Card>
    </div>
  );
}

/** One panel while its answer loads. */
export function PanelSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-testid={testId}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-8" />
      <Skeleton className="h-8" />
      <Skeleton className="h-8" />
    </div>
  );
}

interface PanelErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  title: string;
}

/** A panel whose answer failed: the owner states, else a retry card. */
export function PanelError({ error, onRetry, retrying, title }: PanelErrorProps) {
  return <OwnerAccessState error={error} returnTo={SCREENS.analytics[0]} onRetry={onRetry} retrying={retrying} loadErrorTitle={title} />;
}

/** A panel with nothing to show yet. */
export function EmptyNote({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="rounded-lg border border-dashed border-white/15 p-6 text-center text-slate-400" data-testid={testId}>
      {children}
    </p>
  );
}
