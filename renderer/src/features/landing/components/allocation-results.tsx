import { Lightbulb, LineChart } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  ALLOCATION_KEYS,
  ALLOCATION_PERCENTAGES,
  EXPECTED_RETURN_BASE_PERCENT,
  INSTITUTIONAL_ALLOCATION_LABELS,
  INSTITUTIONAL_MODE_LABELS,
} from '../../../../../shared/constants';
import type { BudgetCalculateResponse } from '../../../../../shared/contracts/budget';
import { PATHS } from '../../../../../shared/routes';
import { Callout } from '@/components/callout';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/format';
import { useIsDemoMode } from '@/lib/health';
import { formatBasisPoints, formatExpectedReturn } from '../lib/allocation-math';

const CARD_ACCENTS = ['bg-gold-400', 'bg-emerald-400', 'bg-sky-400', 'bg-violet-400', 'bg-slate-300'] as const;

export function AllocationResults({ result }: { result: BudgetCalculateResponse }) {
  const percentages = ALLOCATION_PERCENTAGES[result.mode];
  // In demo mode the tip draws on the seeded demo subscriptions, so it says so.
  const demo = useIsDemoMode();
  return (
    <div className="flex flex-col gap-6" data-testid="allocation-results">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-white">Recommended allocation</h3>
        <p className="text-sm text-slate-400" data-testid="allocation-summary">
          {INSTITUTIONAL_MODE_LABELS[result.mode]} · {formatUsd(result.income)} per month
        </p>
      </div>
      <p role="status" className="sr-only">
        Allocation analysis complete: {formatUsd(result.income)}, {INSTITUTIONAL_MODE_LABELS[result.mode]}.
      </p>

      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {ALLOCATION_KEYS.map((key, index) => (
          <li
            key={key}
            data-testid={`allocation-card-${key}`}
            className="flex min-w-0 flex-col gap-3 rounded-lg border border-white/10 bg-navy-950/60 p-3 sm:p-4"
          >
            <p className="min-h-10 text-sm leading-5 font-medium text-slate-300">{INSTITUTIONAL_ALLOCATION_LABELS[key]}</p>
            <p className="font-serif text-xl font-semibold text-white sm:text-2xl" data-testid="allocation-amount">
              {formatUsd(result.allocations[key])}
            </p>
            <div className="flex flex-col gap-1.5">
              <Progress
                value={percentages[key]}
                label={`${INSTITUTIONAL_ALLOCATION_LABELS[key]} share`}
                indicatorClassName={CARD_ACCENTS[index]}
              />
              <p className="text-xs text-slate-400" data-testid="allocation-percent">
                {percentages[key]}% of allocation
              </p>
            </div>
          </li>
        ))}
      </ul>

      <div className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
        <Callout icon={Lightbulb} title="AI Strategy Insight" tone="gold" as="h4" aside={demo ? <DemoDataBadge /> : null} className="p-5">
          <p className="mt-2 text-slate-100" data-testid="ai-tip">
            {result.aiTip}
          </p>
          <p className="mt-3 text-xs text-slate-400" data-testid="ai-method">
            Method: {result.method}
          </p>
        </Callout>

        <Callout icon={LineChart} title="Performance Projection" tone="slate" as="h4" className="p-5">
          <dl className="mt-3 grid grid-cols-2 gap-4">
            <div className="flex flex-col-reverse gap-1">
              <dt className="text-xs text-slate-400">Expected annual return</dt>
              <dd className="font-serif text-2xl font-semibold whitespace-nowrap text-emerald-300 sm:text-3xl" data-testid="expected-return">
                {formatExpectedReturn(result)}
              </dd>
            </div>
            <div className="flex flex-col-reverse gap-1">
              <dt className="text-xs text-slate-400">Projected improvement</dt>
              <dd className="font-serif text-2xl font-semibold whitespace-nowrap text-gold-300 sm:text-3xl" data-testid="basis-points">
                {formatBasisPoints(result)}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-500" data-testid="projection-method">
            From the illustrative effect of this mode (+{result.creditProjection - result.currentScore} points): change ÷ 10
            + {EXPECTED_RETURN_BASE_PERCENT}% base. An illustration of the mode, not your credit projection (that is on{' '}
            <Link to={PATHS.creditScore} className="underline underline-offset-2 hover:text-slate-300">
              Credit Score
            </Link>
            ).
          </p>
        </Callout>
      </div>
    </div>
  );
}

/** Before the first run: the shape of the result, so the page does not jump when it arrives. */
export function AllocationResultsPlaceholder({ loading }: { loading: boolean }) {
  return (
    <div className="flex flex-col gap-6" aria-busy={loading}>
      <p className="text-sm text-slate-400">
        {loading ? 'Running the allocation analysis…' : 'Run an analysis to see the recommended allocation.'}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5" aria-hidden="true">
        {ALLOCATION_KEYS.map((key) => (
          <li key={key} className="flex flex-col gap-3 rounded-lg border border-dashed border-white/10 p-4">
            <p className="min-h-10 text-sm leading-5 text-slate-500">{INSTITUTIONAL_ALLOCATION_LABELS[key]}</p>
            <Skeleton className={loading ? 'h-8 w-24' : 'h-8 w-24 animate-none bg-white/5'} />
            <Skeleton className={loading ? 'h-2 w-full' : 'h-2 w-full animate-none bg-white/5'} />
          </li>
        ))}
      </ul>
    </div>
  );
}
