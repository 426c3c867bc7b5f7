import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { LoadingSkeleton } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface SectionProps {
  id: string;
  title: string;
  /** A short line beside the title, e.g. "Last 7 days". */
  aside?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  testId?: string;
}

/** One titled block of the home screen (accounts, business savings, transactions). */
export function Section({ id, title, aside, headingRef, children, testId }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="flex scroll-mt-4 flex-col gap-3" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-base font-semibold text-white focus:outline-none">
          {title}
        </h2>
        {aside ? <div className="text-xs text-slate-400">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Rows in the shape of a list while it loads. */
export function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <LoadingSkeleton label={label} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full rounded-xl" />
      ))}
    </LoadingSkeleton>
  );
}

/** A list that could not load: what failed, in plain words, and a way to try again. */
export function SectionError({
  what,
  detail,
  onRetry,
  retrying,
  testId,
}: {
  what: string;
  detail?: string;
  onRetry: () => void;
  retrying: boolean;
  testId?: string;
}) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-400/30 bg-red-950/20 p-4" data-testid={testId}>
      <p className="flex items-start gap-2 text-sm text-red-100">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-300" />
        <span>
          We could not load {what}. {detail ? <span className="text-red-200/80">{detail}</span> : null}
        </span>
      </p>
      <Button variant="outline" size="sm" className="self-start" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
