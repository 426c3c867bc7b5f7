import { ArrowDownRight, ArrowUpRight, Atom } from 'lucide-react';
import type { QuantumReply } from '../../../../../shared/contracts/coach';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton, Skeletons } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatProbability, formatSignedRate, formatYears } from '../lib/coach-format';
import { medianChange, projectionPositions } from '../lib/projection-range';
import { ResultPlaceholder } from './coach-panels';

/** What the server's simulation answered: per-asset direction, the personal impact, confidence and the range. */
export function QuantumResults({ result }: { result: QuantumReply }) {
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6" data-testid="quantum-results">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-lg font-semibold text-white">Over the next {formatYears(result.horizonYears)}</h4>
        <Badge variant="info">Simulation, not a forecast</Badge>
      </div>

      <div className="flex flex-col gap-2">
        <h5 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">By holding</h5>
        <ul className="flex flex-col divide-y divide-white/10">
          {result.marketTrends.map((trend, i) => {
            const up = trend.direction === 'up';
            return (
              <li key={`${trend.asset}-${i}`} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4" data-testid="quantum-trend">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-white" data-testid="trend-asset">
                    {trend.asset}
                  </span>
                  <span className="text-xs text-slate-400" data-testid="trend-asset-class">
                    Read as {trend.assetClass}
                  </span>
                </div>
                <div className="flex items-center gap-3 sm:w-64">
                  <Badge variant={up ? 'success' : 'destructive'} data-testid="trend-direction" data-direction={trend.direction}>
                    {up ? <ArrowUpRight aria-hidden="true" className="size-3.5" /> : <ArrowDownRight aria-hidden="true" className="size-3.5" />}
                    {up ? 'Up' : 'Down'}
                  </Badge>
                  <Progress
                    value={trend.probability * 100}
                    label={`${trend.asset}: chance of going ${trend.direction}`}
                    className="flex-1"
                    indicatorClassName={up ? 'bg-emerald-400' : 'bg-red-400'}
                  />
                  <span className="w-12 text-right text-sm text-slate-200 tabular-nums" data-testid="trend-probability">
                    {formatProbability(trend.probability)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="text-xs text-slate-500">The percentage is the share of simulated paths in which the holding went that way.</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="flex flex-col gap-1">
          <h5 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">What it means for you</h5>
          <p className="text-slate-100" data-testid="quantum-impact">
            {result.personalImpact}
          </p>
        </div>
        <div className="flex flex-col gap-2 rounded-lg border border-white/10 bg-navy-950/50 p-4">
          <span className="text-sm text-slate-300">Confidence score</span>
          <span className="text-2xl font-semibold text-white tabular-nums" data-testid="quantum-confidence">
            {Math.round(result.confidenceScore)}
            <span className="text-base font-normal text-slate-400"> / 100</span>
          </span>
          <Progress value={result.confidenceScore} label="Confidence score" />
        </div>
      </div>

      <ProjectionRange projection={result.projection} horizonYears={result.horizonYears} />

      <div className="flex flex-col gap-1 text-xs text-slate-500">
        <p className="flex items-start gap-1.5">
          <Atom aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>
            Method: <span data-testid="quantum-method">{result.method}</span>
          </span>
        </p>
        <p data-testid="quantum-seed">
          {result.paths.toLocaleString('en-US')} paths, seed {result.seed}: the same portfolio gives the same answer.
        </p>
      </div>
    </Card>
  );
}

/** The whole portfolio after the horizon: a band from the 5th to the 95th percentile with the median marked. */
function ProjectionRange({ projection, horizonYears }: { projection: QuantumReply['projection']; horizonYears: number }) {
  const at = projectionPositions(projection);
  const change = medianChange(projection);
  const stops = [
    { key: 'p5', label: 'Bad case (5th percentile)', value: projection.p5 },
    { key: 'median', label: 'Median', value: projection.median },
    { key: 'p95', label: 'Good case (95th percentile)', value: projection.p95 },
  ] as const;
  return (
    <figure className="flex flex-col gap-3" data-testid="quantum-projection">
      <figcaption className="flex flex-col gap-0.5">
        <span className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Portfolio in {formatYears(horizonYears)}</span>
        <span className="text-xs text-slate-400">
          Today {formatUsd(projection.startValue)}
          {change !== null ? `; the median path ends ${formatSignedRate(change)} from today` : ''}. Nine in ten simulated paths end
          inside the band.
        </span>
      </figcaption>
      <div className="relative h-10" aria-hidden="true">
        <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-white/10" />
        <div
          className="absolute top-1/2 h-3 -translate-y-1/2 rounded-full bg-gradient-to-r from-red-400/70 via-gold-400/80 to-emerald-400/80"
          style={{ left: `${at.p5}%`, width: `${Math.max(0.5, at.p95 - at.p5)}%` }}
        />
        <div className="absolute top-0 h-10 w-0.5 -translate-x-1/2 bg-white" style={{ left: `${at.median}%` }} title="Median" />
        <div
          className="absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rotate-45 border-2 border-sky-300 bg-navy-950"
          style={{ left: `${at.start}%` }}
          title="Today"
        />
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        {stops.map((stop) => (
          <div key={stop.key} className={cn('flex flex-col rounded-md bg-white/5 px-3 py-2', stop.key === 'median' && 'ring-1 ring-white/30')}>
            <dt className="text-xs text-slate-400">{stop.label}</dt>
            <dd className="font-semibold text-white tabular-nums" data-testid={`projection-${stop.key}`}>
              {formatUsd(stop.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap gap-4 text-xs text-slate-400" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-0.5 bg-white" /> Median
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rotate-45 border-2 border-sky-300" /> Today
        </span>
      </p>
    </figure>
  );
}

export function QuantumResultsPlaceholder({ pending }: { pending: boolean }) {
  return (
    <ResultPlaceholder
      pending={pending}
      loading={{
        label: 'Running the simulation',
        testId: 'quantum-loading',
        skeleton: (
          <>
            <Skeleton className="h-6 w-48" />
            <Skeletons count={3} className="h-10 w-full" />
            <Skeleton className="h-16 w-full" />
          </>
        ),
      }}
      empty={{
        icon: Atom,
        title: 'No simulation yet',
        testId: 'quantum-empty',
        text: "Add your holdings, or fill them from your accounts, and run the simulation. You will see each holding's likely direction, what it means for you and the range your portfolio could end in.",
      }}
    />
  );
}
