import { LoadingSkeleton } from '@/components/load-states';
import { SkeletonBars, SkeletonCards } from '@/components/ui/skeleton';

/** The template cards while the stored statuses load. */
export function TemplatesSkeleton() {
  return (
    <LoadingSkeleton label="Loading the post templates" testId="templates-loading" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <SkeletonCards count={6} cardClassName="flex flex-col gap-3 p-6">
        <SkeletonBars sizes={['h-5 w-1/3', 'h-6 w-2/3', 'h-32', 'h-9 w-full']} />
      </SkeletonCards>
    </LoadingSkeleton>
  );
}
