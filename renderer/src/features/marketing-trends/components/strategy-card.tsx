import { Target } from 'lucide-react';
import type { TrendResponse } from '../../../../../shared/contracts/trends';
import { CardHeading } from '@/components/card-heading';
import { Card, CardContent } from '@/components/ui/card';
import { formatClockTime, formatScore, platformLabel } from '../lib/trend-format';

/** Recommended strategy: the top prediction's platform, time, engagement, content idea and confidence. */
export function StrategyCard({ strategy }: { strategy: TrendResponse['recommendedStrategy'] }) {
  return (
    <Card className="border-gold-400/30" data-testid="recommended-strategy">
      <CardHeading icon={Target} title="Recommended strategy" />
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label="Primary platform" value={platformLabel(strategy.primaryPlatform)} testId="primary-platform" />
          <Fact label="Best time to post" value={formatClockTime(strategy.bestPostTime)} />
          <Fact label="Expected engagement" value={`${formatScore(strategy.expectedEngagement)} / 100`} />
          <Fact label="Confidence" value={`${formatScore(strategy.confidenceLevel)}%`} />
        </dl>
        <p className="text-slate-200">
          <span className="font-medium text-white">Suggested content: </span>
          {strategy.suggestedContent}
        </p>
      </CardContent>
    </Card>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="text-lg font-semibold text-white tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
