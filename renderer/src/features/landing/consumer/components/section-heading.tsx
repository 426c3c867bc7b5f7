import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
}

/** The consumer landing's section title: an optional eyebrow, an h2 and an optional lead paragraph. */
export function SectionHeading({ id, eyebrow, title, children, className }: SectionHeadingProps) {
  return (
    <div className={cn('flex max-w-3xl flex-col gap-3', className)}>
      {eyebrow ? <p className="text-xs font-semibold tracking-[0.18em] text-gold-300 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="font-serif text-3xl font-semibold text-white sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="text-lg text-slate-300">{children}</div> : null}
    </div>
  );
}
