import type { ReactNode, Ref } from 'react';
import { LoadingSkeleton } from '@/components/load-states';
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
