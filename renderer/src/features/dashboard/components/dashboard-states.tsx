import { LogIn, RefreshCw, TriangleAlert } from 'lucide-react';
import { SCREENS } from '../../../../../shared/routes';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's shape while it loads, so nothing jumps when the data arrives. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" data-testid="dashboard-loading" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading your dashboard
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="flex flex-col gap-6 p-6 lg:col-start-1 lg:row-start-1">
          <Skeleton className="h-6 w-48" />
          <div className="grid items-center gap-6 sm:grid-cols-[11rem_1fr]">
            <Skeleton className="mx-auto size-40 rounded-full" />
            <div className="flex flex-col gap-4">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-5 w-full" />
              ))}
            </div>
          </div>
          <Skeleton className="h-20 w-full" />
        </Card>
        <Card className="flex flex-col gap-4 p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-11 w-full" />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
          <Skeleton className="h-11 w-full" />
        </Card>
        <Card className="flex flex-col gap-4 p-6 lg:col-start-1 lg:row-start-2">
          <Skeleton className="h-6 w-40" />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
          <Skeleton className="h-44 w-full" />
        </Card>
      </div>
    </div>
  );
}

export function DashboardError({ detail, onRetry, retrying }: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="flex flex-col items-start gap-4 border-red-400/30 p-6 sm:p-8" data-testid="dashboard-error">
      <TriangleAlert aria-hidden="true" className="size-10 text-red-300" />
      <h2 className="text-xl font-semibold text-white">We could not load your dashboard</h2>
      <p className="text-slate-300">Your data is safe. This is usually a brief connection problem, so please try again.</p>
      {detail ? <p className="text-sm break-words text-slate-500">Details: {detail}</p> : null}
      <Button onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </Card>
  );
}

const LOGIN_HREF = `/api/login?returnTo=${encodeURIComponent(SCREENS.dashboard[0])}`;

/** Hosted mode, nobody signed in (GET /api/dashboard answered 401). */
export function DashboardSignIn() {
  return (
    <Card className="flex flex-col items-start gap-4 p-6 sm:p-8" data-testid="dashboard-sign-in">
      <LogIn aria-hidden="true" className="size-10 text-gold-400" />
      <h2 className="text-xl font-semibold text-white">Sign in to see your dashboard</h2>
      <p className="text-slate-300">Your budget, savings and insights belong to your account.</p>
      <a href={LOGIN_HREF} className={buttonVariants()}>
        Sign in
      </a>
    </Card>
  );
}
