import { Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { InlineNotice } from '@/components/empty-state';
import { LoadingSkeleton } from '@/components/load-states';
import { SkeletonBars, Skeletons } from '@/components/ui/skeleton';

export function DashboardSkeleton() {
  return (
    <LoadingSkeleton label="Loading the traffic figures" testId="traffic-dashboard-loading">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"><Skeletons count={4} className="h-24" /></div>
      <SkeletonBars sizes={['h-28', 'h-64']} />
    </LoadingSkeleton>
  );
}

/** No visits in the last 24 hours: the figures below are zeros, and this says why and what to do. */
export function NoTrafficYet() {
  return (
    <InlineNotice icon={Inbox} testId="traffic-empty">
      No visits in the last 24 hours yet. Post a template from{' '}
      <Link to={SCREENS.trafficExecutor[0]} className="text-gold-200 underline underline-offset-4">
        the post templates
      </Link>{' '}
      and the visits it brings show up here.
    </InlineNotice>
  );
}
