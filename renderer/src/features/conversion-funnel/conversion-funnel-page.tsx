import { useState } from 'react';
import { DEFAULT_DASHBOARD_PERIOD, PERIOD_LABELS, type DashboardPeriod } from '../../../../shared/contracts/dashboards';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { PeriodSelect } from '@/components/owner/period-select';
import { ScreenHeader } from '@/components/screen-header';
import { Card } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { useFunnelMetrics, useRealTime } from '@/lib/owner-api/dashboard-queries';
import { FunnelAdvice } from './components/funnel-advice';
import { FunnelBreakdown } from './components/funnel-breakdown';
import { FunnelKpis } from './components/funnel-kpis';
import { FunnelSkeleton } from './components/funnel-states';
import { funnelRecommendations, funnelWarnings } from './lib/funnel';

/**
 * /conversion-funnel = /funnel (growth spec sections 2, 7, 9): the funnel of the chosen period from
 * the server (polled every 30 s), the last 24 hours' page views (every 10 s), and the spec's
 * rating, warnings and recommendations from FUNNEL_THRESHOLDS.
 */
export default function ConversionFunnelPage() {
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_DASHBOARD_PERIOD);
  const funnel = useFunnelMetrics(period);
  const realTime = useRealTime();
  const data = funnel.data;
  const includesDemoData = data?.includesDemoData === true || realTime.data?.includesDemoData === true;

  let content;
  if (data) {
    const warnings = funnelWarnings(data);
    content =
      data.totalVisitors === 0 ? (
        <>
          <FunnelKpis funnel={data} realTime={realTime.data} realTimeFailed={Boolean(realTime.error)} />
          <Card className="p-8 text-center text-slate-300" data-testid="funnel-empty">
            No visitors in {PERIOD_LABELS[period].toLowerCase()} yet. The funnel fills in as soon as people visit the site.
          </Card>
        </>
      ) : (
        <>
          <FunnelKpis funnel={data} realTime={realTime.data} realTimeFailed={Boolean(realTime.error)} />
          <FunnelBreakdown funnel={data} />
          <FunnelAdvice warnings={warnings} recommendations={funnelRecommendations(warnings)} />
        </>
      );
  } else if (funnel.error) {
    content = (
      <OwnerAccessState
        error={funnel.error}
        returnTo={SCREENS.conversionFunnel[0]}
        onRetry={() => void funnel.refetch()}
        retrying={funnel.isFetching}
        loadErrorTitle="Could not load the funnel"
      />
    );
  } else {
    content = <FunnelSkeleton />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Conversion Funnel · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Conversion Funnel</h1>
              {includesDemoData ? <DemoDataBadge /> : null}
            </div>
            <p className="max-w-3xl text-slate-300">Each step from first visit to paid plan, with where people drop off. Updates every 30 seconds.</p>
          </div>
          <PeriodSelect value={period} onChange={setPeriod} />
        </div>
        {content}
      </main>
    </div>
  );
}
