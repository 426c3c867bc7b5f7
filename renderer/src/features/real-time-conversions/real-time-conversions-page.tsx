import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../shared/routes';
import { ExportLink } from '@/components/owner/export-link';
import { LiveToggle } from '@/components/owner/live-toggle';
import { OwnerQueryError } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useConversions } from '@/lib/owner-api/dashboard-queries';
import { ConversionFeed } from './components/conversion-feed';
import { ConversionTotals } from './components/conversion-totals';
import { ConversionsSkeleton } from './components/conversions-skeleton';
import { WeeklyGoal } from './components/weekly-goal';

/** The weekly goal and the feed read one window: the last 7 days. */
const WEEK = '7d' as const;

/**
 * /conversions = /real-time-conversions (docs/product.md "Real-time conversions"): the last 10
 * stored conversions, the weekly goal and the week's totals, from GET
 * /api/analytics/conversions?period=7d, polled every 10 s while live. In demo mode the feed shows
 * the generator's rows under the Demo data badge.
 */
export default function RealTimeConversionsPage() {
  const [live, setLive] = useState(true);
  const conversions = useConversions(WEEK, live);
  const data = conversions.data;

  let content;
  if (data) {
    content = (
      <>
        <ConversionTotals data={data} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ConversionFeed data={data} />
          <div className="flex flex-col gap-6">
            <WeeklyGoal data={data} />
            <Card>
              <CardHeader>
                <CardTitle>Next steps</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col items-start gap-2">
                <Link to={SCREENS.analytics[0]} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  <BarChart3 aria-hidden="true" className="size-4" />
                  Open the Analytics Dashboard
                </Link>
                <ExportLink dataset="conversions" period={WEEK} />
                <ExportLink dataset="beta-signups" period={WEEK} />
              </CardContent>
            </Card>
          </div>
        </div>
      </>
    );
  } else if (conversions.error) {
    content = <OwnerQueryError query={conversions} returnTo={SCREENS.realTimeConversions[0]} title="Could not load the conversions" />;
  } else {
    content = <ConversionsSkeleton />;
  }

  return (
    <ScreenPage tabTitle="Real-Time Conversions">
      <ScreenTitle
        title="Real-Time Conversions"
        demo={data?.includesDemoData ?? false}
        actions={<LiveToggle live={live} onChange={setLive} />}
      >
        Purchases and beta signups as they are recorded, and the week&apos;s progress to the goal.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
