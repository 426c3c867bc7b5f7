import { Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function LiveSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="live-loading" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the campaign figures
      </p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
      <Skeleton className="h-56" />
    </div>
  );
}

/** No visits today yet: the tracker's zeros are real; this says what moves them. */
export function NoActivityToday() {
  return (
    <Card className="flex items-start gap-3 p-4 text-sm text-slate-200" data-testid="live-empty">
      <Inbox aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
      <p>
        No visits today yet. Post a template from{' '}
        <Link to={SCREENS.trafficExecutor[0]} className="text-gold-200 underline underline-offset-4">
          the post templates
        </Link>{' '}
        and the channel it was posted on turns active when its first visitor arrives.
      </p>
    </Card>
  );
}
