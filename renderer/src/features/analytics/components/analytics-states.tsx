import type { ReactNode } from 'react';
import { LoadingSkeleton } from '@/components/load-states';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { Skeleton, SkeletonCards, Skeletons } from '@/components/ui/skeleton';
import { SCREENS } from '../../../../../shared/routes';

/** The whole screen while its first answers load. */
export function AnalyticsSkeleton() {
  return (
    <LoadingSkeleton label="Loading the analytics dashboard" testId="analytics-loading">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4"><Skeletons count={4} className="h-28" /></div>
      <Skeleton className="h-12" />
      <SkeletonCards count={1} className="h-64" />
    </LoadingSkeleton>
  );
}

/** One panel while its answer loads. */
export function PanelSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <LoadingSkeleton label={label} testId={testId} className="flex flex-col gap-3">
      <Skeletons count={3} className="h-8" />
    </LoadingSkeleton>
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
