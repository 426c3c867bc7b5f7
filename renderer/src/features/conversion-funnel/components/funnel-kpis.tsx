import { DollarSign, Eye, Percent, UserRound } from 'lucide-react';
import { FUNNEL_THRESHOLDS, type FunnelMetricsResponse, type RealTimeResponse } from '../../../../../shared/contracts/dashboards';
import { StatCard } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { estimatedRevenue, funnelRating, isConversionHighlighted, parseRate, revenuePerVisitor } from '../lib/funnel';
import { formatCount, formatDollars, plural } from '../lib/funnel-format';

/**
 * Overall conversion rate (the server's string + "%", with its rating and the badge highlighted
 * above 10%), the revenue estimate (conversions x $19), 24 h page views (the real-time answer) and
 * revenue per visitor.
 */
export function FunnelKpis({ funnel, realTime, realTimeFailed }: { funnel: FunnelMetricsResponse; realTime: RealTimeResponse | undefined; realTimeFailed: boolean }) {
  const rate = parseRate(funnel.conversionRate);
  const rating = funnelRating(rate);
  const highlighted = isConversionHighlighted(rate);
  const revenue = estimatedRevenue(funnel.conversions);
  return (
    <section aria-label="Funnel figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Overall conversion rate"
        value={
          <span className="flex flex-wrap items-center gap-2">
            <Badge
              variant={highlighted ? 'success' : 'secondary'}
              className={cn('px-3 py-1 text-xl', highlighted && 'ring-2 ring-emerald-300/60')}
              data-testid="conversion-badge"
              data-highlighted={highlighted}
            >
              <span data-testid="funnel-conversion-rate">{funnel.conversionRate}%</span>
            </Badge>
          </span>
        }
        hint={
          <Badge variant={rating === 'Excellent' ? 'success' : 'warning'} data-testid="funnel-rating" className="mt-1">
            {rating}
          </Badge>
        }
        icon={Percent}
        testId="kpi-funnel-rate"
      />
      <StatCard
        label="Revenue (estimate)"
        value={formatDollars(revenue)}
        hint={`${plural(funnel.conversions, 'conversion')} × $${FUNNEL_THRESHOLDS.revenuePerConversion}`}
        icon={DollarSign}
        testId="funnel-revenue"
      />
      <StatCard
        label="Page views, last 24 h"
        value={realTime ? formatCount(realTime.last24h.pageViews) : realTimeFailed ? '—' : <Skeleton className="my-1 h-7 w-20" />}
        hint={realTimeFailed && !realTime ? 'Could not load the last 24 hours' : 'Every page view recorded'}
        icon={Eye}
        testId="funnel-page-views"
      />
      <StatCard
        label="Revenue per visitor"
        value={formatDollars(revenuePerVisitor(revenue, funnel.totalVisitors))}
        hint="Estimated revenue / visitors"
        icon={UserRound}
        testId="funnel-revenue-per-visitor"
      />
    </section>
  );
}
