import { CheckCircle2, Circle, XCircle } from 'lucide-react';
import type { BillNegotiation } from '../../../../../shared/contracts/bills';
import { cn } from '@/lib/utils';
import { formatSubmittedAt, timelineSteps } from '../lib/bill-format';

/** Each step of a request with its date, and the steps still ahead (docs/product.md "Bills"). */
export function BillTimeline({ bill }: { bill: Pick<BillNegotiation, 'id' | 'status' | 'history'> }) {
  const steps = timelineSteps(bill);
  return (
    <ol aria-label="Progress of this request" className="flex flex-col gap-2 text-sm" data-testid="bill-timeline">
      {steps.map((step) => {
        const done = step.at !== undefined;
        const Icon = !done ? Circle : step.status === 'not_saved' ? XCircle : CheckCircle2;
        return (
          <li
            key={step.status}
            aria-current={step.current ? 'step' : undefined}
            className="flex items-start gap-2"
            data-testid="bill-step"
            data-status={step.status}
            data-done={done}
          >
            <Icon
              aria-hidden="true"
              className={cn('mt-0.5 size-4 shrink-0', !done ? 'text-slate-500' : step.status === 'not_saved' ? 'text-slate-300' : 'text-emerald-300')}
            />
            <span className={cn('min-w-0', done ? 'text-slate-100' : 'text-slate-400')}>
              <span className={cn(step.current && 'font-semibold')}>{step.label}</span>
              {done ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={new Date(step.at!).toISOString()} className="text-slate-300">
                    <span className="sr-only">on </span>
                    {formatSubmittedAt(step.at!)}
                  </time>
                </>
              ) : (
                <span className="text-slate-400"> (not yet)</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
