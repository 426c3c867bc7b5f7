/**
 * The pieces the coach's tabs share: a form's intro, the run button with its failure note, the
 * results column, the placeholder shown before the first answer, and an answer's titled sections.
 */
import { LoaderCircle, Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadingSkeleton } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Moves focus to the form field marked `data-field={name}`. */
export function focusField(name: string) {
  document.querySelector<HTMLElement>(`[data-field="${name}"]`)?.focus();
}

/** A form's heading (named by `id`, which the form points at) and its one-paragraph explanation. */
export function FormIntro({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 id={id} className="text-lg font-semibold text-white">
        {title}
      </h3>
      <p className="text-sm text-slate-400">{children}</p>
    </div>
  );
}

interface RunControlsProps {
  pending: boolean;
  disabled: boolean;
  icon: LucideIcon;
  label: string;
  pendingLabel: string;
  testId: string;
  /** The last run failed: a quiet note says the answers are kept. */
  failed: boolean;
  failedTestId: string;
  failedText: string;
}

/** The submit button (a spinner while the server works) and, after a failed run, a note under it. */
export function RunControls({ pending, disabled, icon: Icon, label, pendingLabel, testId, failed, failedTestId, failedText }: RunControlsProps) {
  return (
    <>
      <Button type="submit" disabled={disabled || pending} data-testid={testId}>
        {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Icon aria-hidden="true" className="size-4" />}
        {pending ? pendingLabel : label}
      </Button>
      {failed ? (
        <p role="status" className="text-sm text-amber-200" data-testid={failedTestId}>
          {failedText}
        </p>
      ) : null}
    </>
  );
}

interface AddRowProps {
  label: string;
  onAdd: () => void;
  count: number;
  max: number;
  /** What the rows are, after the count ("3 of 10 holdings"). */
  unit?: string;
  testId: string;
  dataField?: string;
}

/** Adds one more row to a list of inputs, disabled at the limit, with the count beside it. */
export function AddRowButton({ label, onAdd, count, max, unit, testId, dataField }: AddRowProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={onAdd} disabled={count >= max} data-field={dataField} data-testid={testId}>
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <span className="text-xs text-slate-500">
        {count} of {max}
        {unit ? ` ${unit}` : null}
      </span>
    </div>
  );
}

/** The answer's column: named for assistive technology and busy while a run is pending. */
export function ResultsRegion({ id, heading, pending, children }: { id: string; heading: string; pending: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} aria-busy={pending} className="min-w-0">
      <h3 id={id} className="sr-only">
        {heading}
      </h3>
      {children}
    </section>
  );
}

interface ResultPlaceholderProps {
  pending: boolean;
  /** While the first answer is on its way: what is happening, and skeletons in the answer's shape. */
  loading: { label: string; testId: string; skeleton: ReactNode };
  /** Before any question: what to do to get an answer. */
  empty: { icon: LucideIcon; title: string; testId: string; text: ReactNode };
}

export function ResultPlaceholder({ pending, loading, empty }: ResultPlaceholderProps) {
  if (pending) {
    return (
      <LoadingSkeleton label={loading.label} testId={loading.testId} className="flex flex-col gap-4 p-5 sm:p-6" card busy={false}>
        {loading.skeleton}
      </LoadingSkeleton>
    );
  }
  const Icon = empty.icon;
  return (
    <Card className="flex flex-col items-start gap-3 p-6 sm:p-8" data-testid={empty.testId}>
      <Icon aria-hidden="true" className="size-10 text-gold-400" />
      <p className="text-lg font-semibold text-white">{empty.title}</p>
      <p className="max-w-prose text-slate-300">{empty.text}</p>
    </Card>
  );
}

interface ReplySectionProps {
  icon: LucideIcon;
  /** The icon's colour. */
  tone: string;
  title: string;
  /** A tinted box (border and background) instead of a plain column. */
  boxClassName?: string;
  children: ReactNode;
}

/** One titled part of an answer (advice, action plan, warnings): an h4 with its icon, then the content. */
export function ReplySection({ icon: Icon, tone, title, boxClassName, children }: ReplySectionProps) {
  return (
    <div className={cn('flex flex-col gap-2', boxClassName && cn('rounded-lg border p-4', boxClassName))}>
      <h4 className="flex items-center gap-2 font-semibold text-white">
        <Icon aria-hidden="true" className={cn('size-5', tone)} />
        {title}
      </h4>
      {children}
    </div>
  );
}
