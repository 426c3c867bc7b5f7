import { Skeleton, SkeletonCards, Skeletons } from '@/components/ui/skeleton';

export function RewardsSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="rewards-loading" aria-busy="true" aria-label="Loading your rewards">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"><Skeletons count={5} className="h-20" /></div>
      <Skeleton className="h-16" />
      <div className="grid gap-6 lg:grid-cols-2"><SkeletonCards count={4} className="h-48" /></div>
    </div>
  );
}
