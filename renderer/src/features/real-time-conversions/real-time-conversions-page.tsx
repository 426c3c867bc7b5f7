import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { ExportLink } from '@/components/owner/export-link';
import { LiveToggle } from '@/components/owner/live-toggle';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { ScreenHeader } from '@/components/screen-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { useConversions } from '@/lib/owner-api/dashboard-queries';
import { ConversionFeed } from './components/conversion-feed';
import { ConversionTotals } from './components/conversion-totals';
import { ConversionsSkeleton } from './components/conversions-skeleton';
import { WeeklyGoal } from './components/weekly-goal';

/** The weekly goal and the feed read one window: the last 7 days. */
const WEEK = '7d' as const;

/**
 * /conversions = /real-time-conversions (growth spec sections 2, 9): the last 10 stored conversions,
 * the weekly goal and the week's totals, from GET /api/analytics/conversions?period=7d, polled every
 * 10 s while live. In demo mode the feed shows the generator's rows under the Demo data badge.
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
        <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
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
    content = (
      <OwnerAccessState
        error={conversions.error}
        returnTo={SCREENS.realTimeConversions[0]}
        onRetry={() => void conversions.refetch()}
        retrying={conversions.isFetching}
        loadErrorTitle="Could not load the conversions"
      />
    );
  } else {
    content = <ConversionsSkeleton />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Real-Time Conversions · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Real-Time Conversions</h1>
              {data?.includesDemoData ? <DemoDataBadge /> : null}
            </div>
            <p className="max-w-3xl text-slate-300">Purchases and beta signups as they are recorded, and the week&apos;s progress to the goal.</p>
          </div>
          <LiveToggle live={live} onChange={setLive} />
        </div>
        {content}
      </main>
    </div>
  );
}
