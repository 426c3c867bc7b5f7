import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import { OwnerAccessState, isOwnerAccessError } from '@/components/owner/owner-gate';
import { Badge } from '@/components/ui/badge';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import type { StepState } from '../lib/activation';
import { STEP_COPY } from '../steps';

const STATUS = {
  pending: { label: 'Pending', tone: 'secondary', Icon: Circle, iconClass: 'text-slate-500' },
  running: { label: 'Running', tone: 'info', Icon: Loader2, iconClass: 'animate-spin text-sky-300 motion-reduce:animate-none' },
  completed: { label: 'Completed', tone: 'success', Icon: CheckCircle2, iconClass: 'text-emerald-300' },
  failed: { label: 'Failed', tone: 'destructive', Icon: XCircle, iconClass: 'text-red-300' },
} as const;

/** One activation step: number, title, what it checks, estimate, status and the server's detail or error. */
export function StepRow({ step, index, onRetry, retrying }: { step: StepState; index: number; onRetry: () => void; retrying: boolean }) {
  const copy = STEP_COPY[step.id];
  const status = STATUS[step.status];
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4',
        step.status === 'completed' && 'border-emerald-400/30 bg-emerald-400/5',
        step.status === 'failed' && 'border-red-400/40 bg-red-500/5',
        step.status === 'running' && 'border-sky-400/40 bg-sky-400/5',
        step.status === 'pending' && 'border-white/10 bg-white/5',
      )}
      data-testid={`step-${step.id}`}
      data-status={step.status}
    >
      <div className="flex flex-wrap items-start gap-3">
        <status.Icon aria-hidden="true" className={cn('mt-0.5 size-6 shrink-0', status.iconClass)} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="font-semibold text-white">
            {index + 1}. {copy.title}
          </h3>
          <p className="text-sm text-slate-300">{copy.description}</p>
          <p className="text-xs text-slate-400">Estimated time: {copy.estimate}</p>
        </div>
        <Badge variant={status.tone} data-testid={`step-${step.id}-status`}>
          {status.label}
        </Badge>
      </div>
      {step.status === 'completed' && step.detail ? (
        <p className="text-sm text-emerald-100" data-testid={`step-${step.id}-detail`}>
          {step.detail}
        </p>
      ) : null}
      {step.status === 'failed' ? (
        isOwnerAccessError(step.error) ? (
          <OwnerAccessState error={step.error} returnTo="/master-activation" onRetry={onRetry} retrying={retrying} loadErrorTitle="The check failed" />
        ) : (
          <p className="text-sm text-red-200" role="alert" data-testid={`step-${step.id}-error`}>
            {errorText(step.error)}
          </p>
        )
      ) : null}
    </li>
  );
}
