import { SkeletonBars, Skeletons } from '@/components/ui/skeleton';

/** The shape of the screen while the first answer loads. */
export function TrendsSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="trends-loading" aria-busy="true" aria-label="Loading trend predictions">
      <SkeletonBars sizes={['h-16 w-full', 'h-40 w-full', 'h-11 w-full']} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"><Skeletons count={6} className="h-72 w-full" /></div>
    </div>
  );
}
