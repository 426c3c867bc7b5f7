import { Compass, Hourglass, TriangleAlert } from 'lucide-react';
import { TIMELINE_QUALITIES, type TimelineReply } from '../../../../../shared/contracts/coach';
import { Card } from '@/components/ui/card';
import { SkeletonBars } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/format';
import { formatRate } from '../lib/coach-format';
import { ReplySection, ResultPlaceholder } from './coach-panels';
import { TimelineChart } from './timeline-chart';

/** The projection: the chart, warnings, the best path, and every assumption it rests on. */
export function TimelineResults({ result }: { result: TimelineReply }) {
  const { assumptions } = result;
  const facts = [
    { key: 'startingNetWorth', label: 'Starting net worth', value: formatUsd(assumptions.startingNetWorth) },
    { key: 'annualIncome', label: 'Yearly income', value: formatUsd(assumptions.annualIncome) },
    { key: 'annualSavings', label: 'Saved a year', value: formatUsd(assumptions.annualSavings) },
    { key: 'annualReturn', label: 'Yearly return', value: formatRate(assumptions.annualReturn) },
    { key: 'inflation', label: 'Inflation', value: formatRate(assumptions.inflation) },
    { key: 'targetAge', label: 'Projected to age', value: String(assumptions.targetAge) },
  ];
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6" data-testid="timeline-results">
      <TimelineChart timeline={result.timeline} />

      <ReplySection icon={Compass} tone="text-emerald-300" title="Best path" boxClassName="border-emerald-400/30 bg-emerald-400/5">
        <p className="text-slate-100" data-testid="timeline-best-path">
          {result.bestPath}
        </p>
      </ReplySection>

      <ReplySection icon={TriangleAlert} tone="text-amber-300" title="Warnings">
        {result.warnings.length > 0 ? (
          <ul className="flex flex-col gap-2" data-testid="timeline-warnings">
            {result.warnings.map((warning, i) => (
              <li key={i} className="rounded-md border border-amber-400/30 bg-amber-400/5 px-3 py-2 text-sm text-amber-100" data-testid="timeline-warning">
                {warning}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-400" data-testid="timeline-no-warnings">
            No warnings for this path.
          </p>
        )}
      </ReplySection>

      <div className="flex flex-col gap-2">
        <h4 className="font-semibold text-white">What the projection assumed</h4>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3" data-testid="timeline-assumptions">
          {facts.map((fact) => (
            <div key={fact.key} className="flex flex-col rounded-md bg-white/5 px-3 py-2">
              <dt className="text-xs text-slate-400">{fact.label}</dt>
              <dd className="font-semibold text-white tabular-nums" data-testid={`assumption-${fact.key}`}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-500">
          Method: <span data-testid="timeline-method">{result.method}</span>
        </p>
      </div>
    </Card>
  );
}

export function TimelineResultsPlaceholder({ pending }: { pending: boolean }) {
  return (
    <ResultPlaceholder
      pending={pending}
      loading={{
        label: 'Projecting your timeline',
        testId: 'timeline-loading',
        skeleton: <SkeletonBars sizes={['h-56 w-full', 'h-14 w-full', 'h-20 w-full']} />,
      }}
      empty={{
        icon: Hourglass,
        title: 'No projection yet',
        testId: 'timeline-empty',
        text: `Enter your age, the age to look ahead to and any big decisions, then project. Each year is rated ${TIMELINE_QUALITIES.join(', ')}.`,
      }}
    />
  );
}
