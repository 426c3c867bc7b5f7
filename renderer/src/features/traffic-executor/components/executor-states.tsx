import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The template cards while the stored statuses load. */
export function TemplatesSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" data-testid="templates-loading">
      <p role="status" className="sr-only">
        Loading the post templates
      </p>
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className="flex flex-col gap-3 p-6">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-32" />
          <Skeleton className="h-9 w-full" />
        </Card>
      ))}
    </div>
  );
}
