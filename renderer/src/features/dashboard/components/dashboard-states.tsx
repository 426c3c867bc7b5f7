import { SCREENS } from '../../../../../shared/routes';
import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBars, Skeletons } from '@/components/ui/skeleton';

/** The dashboard's shape while it loads, so nothing jumps when the data arrives. */
export function DashboardSkeleton() {
  return (
    <LoadingSkeleton label="Loading your dashboard" testId="dashboard-loading">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="flex flex-col gap-6 p-6 lg:col-start-1 lg:row-start-1">
          <Skeleton className="h-6 w-48" />
          <div className="grid items-center gap-6 sm:grid-cols-[11rem_1fr]">
            <Skeleton className="mx-auto size-40 rounded-full" />
            <div className="flex flex-col gap-4"><Skeletons count={5} className="h-5 w-full" /></div>
          </div>
          <Skeleton className="h-20 w-full" />
        </Card>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="flex flex-col gap-4 p-6">
            <SkeletonBars sizes={['h-6 w-40', 'h-11 w-full']} />
            <Skeletons count={4} className="h-16 w-full" />
            <Skeleton className="h-11 w-full" />
          </Card>
          <Card className="flex flex-col gap-3 p-6">
            <SkeletonBars sizes={['h-6 w-44', 'h-8 w-40']} />
            <Skeletons count={4} className="h-9 w-full" />
          </Card>
        </div>
        <Card className="flex flex-col gap-4 p-6 lg:col-start-1 lg:row-start-2">
          <Skeleton className="h-6 w-40" />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4"><Skeletons count={4} className="h-16 w-full" /></div>
          <Skeleton className="h-44 w-full" />
        </Card>
      </div>
    </LoadingSkeleton>
  );
}

export function DashboardError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load your dashboard" testId="dashboard-error" {...props} />;
}


/** Hosted mode, nobody signed in (GET /api/dashboard answered 401). */
export function DashboardSignIn() {
  return (
    <SignInPrompt
      title="Sign in to see your dashboard"
      description="Your budget, savings and insights belong to your account."
      returnTo={SCREENS.dashboard[0]}
      testId="dashboard-sign-in"
    />
  );
}
