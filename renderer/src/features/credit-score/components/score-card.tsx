import { ChevronDown, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { CreditScore } from '../../../../../shared/contracts/credit';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { formatPointChange, formatScoreRange, projectionText } from '../lib/credit-format';
import { scoreBand, scorePercent } from '../lib/score-band';
import { ScoreDetails } from './score-details';

/** The estimated score, its grade, range and bar, the projection, and the details toggle. */
export function ScoreCard({ score }: { score: CreditScore }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const band = scoreBand(score.currentScore);
  const range = formatScoreRange(score.scoreRange);
  const percent = scorePercent(score.currentScore, score.scoreRange);
  const gain = score.projectedScore - score.currentScore;
  const Trend = gain < 0 ? TrendingDown : TrendingUp;

  return (
    <Card className="flex min-w-0 flex-col gap-5 p-5 sm:p-6" data-testid="credit-score-card">
      <div className="flex flex-col gap-1">
        <h2 id="credit-score-heading" className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
          Estimated score
        </h2>
        <p className="text-sm text-slate-300" data-testid="credit-estimate-note">
          An estimate worked out from your own accounts and payments. It is not a score from a credit bureau.
        </p>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex items-end gap-4">
          <p
            className={cn('font-serif text-6xl leading-none font-semibold tabular-nums sm:text-7xl', band.textClass)}
            data-testid="credit-score-value"
            aria-describedby="credit-grade"
          >
            {score.currentScore}
          </p>
          <div className="flex flex-col gap-1 pb-1">
            <p id="credit-grade" className={cn('text-lg font-semibold', band.textClass)} data-testid="credit-grade">
              {score.grade}
            </p>
            <p className="text-sm text-slate-400">
              Range <span data-testid="credit-score-range" className="text-slate-200 tabular-nums">{range}</span>
            </p>
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
          data-testid="credit-details-toggle"
        >
          {expanded ? 'Hide Details' : 'Show Details'}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', expanded && 'rotate-180')} />
        </Button>
      </div>

      <div className="flex flex-col gap-1.5">
        <Progress
          value={percent}
          label={`Where your estimated score sits in the ${range} range`}
          className="h-3"
          indicatorClassName={band.fillClass}
        />
        <div className="flex justify-between text-xs text-slate-400 tabular-nums" aria-hidden="true">
          <span>{score.scoreRange.min}</span>
          <span>{score.scoreRange.max}</span>
        </div>
      </div>

      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-white/5 px-3 py-2.5 text-sm" data-testid="credit-projection">
        <Trend aria-hidden="true" className={cn('size-4 shrink-0', gain < 0 ? 'text-red-300' : 'text-emerald-300')} />
        <span className="font-semibold text-white">{projectionText(score.projectedScore, score.projectionTimeframe)}</span>
        <span className={gain < 0 ? 'text-red-300' : gain > 0 ? 'text-emerald-300' : 'text-slate-300'} data-testid="credit-projection-gain">
          ({formatPointChange(gain)})
        </span>
        <span className="text-slate-400">if you follow the recommendations below</span>
      </p>
      {score.projectionSteps.length > 0 ? (
        <div className="flex flex-col gap-1.5 text-sm" data-testid="credit-projection-steps">
          <h3 className="font-semibold text-slate-200">How the {score.projectionMonths}-month projection adds up</h3>
          <ul className="flex flex-col gap-1">
            {score.projectionSteps.map((step) => (
              <li key={`${step.factor}-${step.text}`} className="flex items-start justify-between gap-3" data-testid="credit-projection-step">
                <span className="min-w-0 text-slate-300">{step.text}</span>
                <span className={cn('shrink-0 tabular-nums', step.points < 0 ? 'text-red-300' : 'text-emerald-300')}>
                  {formatPointChange(step.points)}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-400">
            Effects that take longer, such as a late payment leaving the 24-month window, are not in it: each recommendation says when they come.
          </p>
        </div>
      ) : null}

      <ScoreDetails score={score} id={detailsId} hidden={!expanded} />
    </Card>
  );
}
