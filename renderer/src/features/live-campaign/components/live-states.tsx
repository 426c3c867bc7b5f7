import { Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { InlineNotice } from '@/components/empty-state';
import { LoadingSkeleton } from '@/components/load-states';
import { Skeleton, Skeletons } from '@/components/ui/skeleton';

export function LiveSkeleton() {
  return (
    <LoadingSkeleton label="Loading the campaign figures" testId="live-loading">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"><Skeletons count={6} className="h-24" /></div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"><Skeletons count={4} className="h-36" /></div>
      <Skeleton className="h-56" />
    </LoadingSkeleton>
  );
}

/** No visits today yet: the tracker's zeros are real; this says what moves them. */
export function NoActivityToday() {
  return (
    <InlineNotice icon={Inbox} testId="live-empty">
      No visits today yet. Post a template from{' '}
      <Link to={SCREENS.trafficExecutor[0]} className="text-gold-200 underline underline-offset-4">
        the post templates
      </Link>{' '}
      and the channel it was posted on turns active when its first visitor arrives.
    </InlineNotice>
  );
}
