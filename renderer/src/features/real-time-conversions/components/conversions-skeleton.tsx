import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function ConversionsSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="conversions-loading" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the latest conversions
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card className="flex flex-col gap-3 p-6">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-8" />
          ))}
        </Card>
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
