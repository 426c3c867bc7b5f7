import { LoadingSkeleton } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeleton, Skeletons } from '@/components/ui/skeleton';

export function ConversionsSkeleton() {
  return (
    <LoadingSkeleton label="Loading the latest conversions" testId="conversions-loading">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4"><Skeletons count={4} className="h-24" /></div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card className="flex flex-col gap-3 p-6"><Skeletons count={6} className="h-8" /></Card>
        <Skeleton className="h-40" />
      </div>
    </LoadingSkeleton>
  );
}
