import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Skeleton placeholders while the funnel loads (spec: "Loading shows skeleton placeholders"). */
export function FunnelSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="funnel-loading" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the conversion funnel
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Card className="flex flex-col gap-4 p-6">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
