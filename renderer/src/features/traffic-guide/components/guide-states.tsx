import { Skeleton } from '@/components/ui/skeleton';

export function GuideSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="guide-loading" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your checklist
      </p>
      <Skeleton className="h-28" />
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    </div>
  );
}
