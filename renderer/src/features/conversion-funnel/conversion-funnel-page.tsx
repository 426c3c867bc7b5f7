import { useState } from 'react';
import { DEFAULT_DASHBOARD_PERIOD, PERIOD_LABELS, type DashboardPeriod } from '../../../../shared/contracts/dashboards';
import { SCREENS } from '../../../../shared/routes';
import { OwnerQueryError } from '@/components/owner/owner-gate';
import { PeriodSelect } from '@/components/owner/period-select';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Card } from '@/components/ui/card';
import { useFunnelMetrics, useRealTime } from '@/lib/owner-api/dashboard-queries';
import { FunnelAdvice } from './components/funnel-advice';
import { FunnelBreakdown } from './components/funnel-breakdown';
import { FunnelKpis } from './components/funnel-kpis';
import { FunnelSkeleton } from './components/funnel-states';
import { funnelRecommendations, funnelWarnings } from './lib/funnel';

/**
 * /conversion-funnel = /funnel (docs/product.md "Conversion funnel"): the funnel of the chosen
 * period from the server (polled every 30 s), the last 24 hours' page views (every 10 s), and the
 * spec's rating, warnings and recommendations from FUNNEL_THRESHOLDS.
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
    content = <OwnerQueryError query={funnel} returnTo={SCREENS.conversionFunnel[0]} title="Could not load the funnel" />;
  } else {
    content = <FunnelSkeleton />;
  }

  return (
    <ScreenPage tabTitle="Conversion Funnel">
      <ScreenTitle
        title="Conversion Funnel"
        demo={includesDemoData}
        actions={<PeriodSelect value={period} onChange={setPeriod} />}
      >
        Each step from first visit to paid plan, with where people drop off. Updates every 30 seconds.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
