import { LoadingSkeleton } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeletons } from '@/components/ui/skeleton';

/** Skeletons while the funnel loads (spec: "Loading shows skeleton placeholders"). */
export function FunnelSkeleton() {
  return (
    <LoadingSkeleton label="Loading the conversion funnel" testId="funnel-loading">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4"><Skeletons count={4} className="h-28" /></div>
      <Card className="flex flex-col gap-4 p-6"><Skeletons count={4} className="h-10" /></Card>
      <div className="grid gap-6 lg:grid-cols-2"><Skeletons count={2} className="h-40" /></div>
    </LoadingSkeleton>
  );
}
