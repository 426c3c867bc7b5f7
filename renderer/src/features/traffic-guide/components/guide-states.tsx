import { LoadingSkeleton } from '@/components/load-states';
import { Skeleton, Skeletons } from '@/components/ui/skeleton';

export function GuideSkeleton() {
  return (
    <LoadingSkeleton label="Loading your checklist" testId="guide-loading">
      <Skeleton className="h-28" />
      <div className="grid gap-6 lg:grid-cols-2"><Skeletons count={4} className="h-48" /></div>
    </LoadingSkeleton>
  );
}
