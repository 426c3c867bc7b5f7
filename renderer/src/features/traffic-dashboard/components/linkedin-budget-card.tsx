import { CircleAlert, CircleCheck, Gauge, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { CardHeading } from '@/components/card-heading';
import { IconText } from '@/components/icon-text';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { formatPercent, formatUsd } from '@/lib/format';
import { trackBudgetOptimized } from '../api/track-budget-optimized';
import { budgetRecommendation } from '../lib/traffic-metrics';
import type { TrafficSource } from '../../../../../shared/contracts/dashboards';

/**
 * LinkedIn budget optimization (docs/product.md "Traffic dashboard": recommendation shown, then
 * Budget Optimized after the click). The daily budgets are guidance (the app does not hold the ad
 * account); the projection is LinkedIn's real revenue of the last 7 days scaled with the budget.
 * The click records the decision as an analytics event; the budget itself is changed in LinkedIn's
 * own campaign manager. A channel with no visits or no conversions gets no raise: the card says why
 * and offers nothing to apply (budgetRecommendation).
 */
export function LinkedInBudgetCard({ linkedin }: { linkedin: TrafficSource }) {
  const [optimized, setOptimized] = useState(false);
  const recommendation = budgetRecommendation(linkedin);

  function optimize() {
    if (recommendation.action !== 'raise') return;
    setOptimized(true);
    const { oldBudget, newBudget, projectedRevenue } = recommendation;
    void trackBudgetOptimized({ platform: 'linkedin', oldBudget, newBudget, projectedRevenue });
  }

  return (
    <Card data-testid="linkedin-budget">
      <CardHeading icon={Gauge} title="LinkedIn budget optimization" as="h3" iconClassName="size-5 text-sky-300">
        LinkedIn, last 7 days: {linkedin.visits.toLocaleString('en-US')} visits, {formatPercent(linkedin.conversionRate, 2)} conversion,{' '}
        {formatUsd(linkedin.revenue)} revenue.
      </CardHeading>
      <CardContent className="flex flex-col gap-2 text-sm text-slate-200">
        {recommendation.action === 'raise' ? (
          <>
            <p data-testid="linkedin-recommendation">
              Recommendation: raise the daily budget from <strong className="text-white">{formatUsd(recommendation.oldBudget)}</strong> to{' '}
              <strong className="text-white">{formatUsd(recommendation.newBudget)}</strong>.
            </p>
            <IconText as="p" icon={TrendingUp} iconClassName="size-4 text-emerald-300" className="flex items-center gap-2">
              Projected weekly revenue: <strong className="text-white" data-testid="linkedin-projected">{formatUsd(recommendation.projectedRevenue)}</strong>
            </IconText>
            <p className="text-xs text-slate-400">A straight-line estimate: the last 7 days&apos; LinkedIn revenue scaled by the new budget.</p>
          </>
        ) : (
          <IconText as="p" icon={CircleAlert} iconClassName="size-4 shrink-0 text-amber-300" className="flex items-start gap-2" data-testid="linkedin-recommendation">
            Recommendation: {recommendation.text}
          </IconText>
        )}
      </CardContent>
      {recommendation.action === 'raise' ? (
        <CardFooter>
          {optimized ? (
            <IconText as="p" icon={CircleCheck} iconClassName="size-5" role="status" className="flex items-center gap-2 font-semibold text-emerald-300" data-testid="budget-optimized">
              Budget Optimized
            </IconText>
          ) : (
            <Button onClick={optimize} data-testid="optimize-budget">
              Optimize Budget
            </Button>
          )}
        </CardFooter>
      ) : null}
    </Card>
  );
}
