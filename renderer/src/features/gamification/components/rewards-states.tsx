import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function RewardsSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="rewards-loading" aria-busy="true" aria-label="Loading your rewards">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-16" />
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} className="p-6">
            <Skeleton className="h-48" />
          </Card>
        ))}
      </div>
    </div>
  );
}
