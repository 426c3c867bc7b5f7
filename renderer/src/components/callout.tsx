import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const TONES = {
  gold: { box: 'border-gold-400/25 bg-gold-400/5', title: 'text-gold-300' },
  sky: { box: 'border-sky-400/25 bg-sky-400/5', title: 'text-sky-300' },
  slate: { box: 'border-white/10 bg-navy-950/60', title: 'text-slate-300' },
} as const;

const SIZES = {
  xs: { title: 'gap-1.5 text-xs', icon: 'size-3.5' },
  sm: { title: 'gap-2 text-sm', icon: 'size-4' },
} as const;

interface CalloutProps {
  icon: LucideIcon;
  title: string;
  tone: keyof typeof TONES;
  size?: keyof typeof SIZES;
  /** The title's element: a heading where the callout is a section of its own, else a paragraph. */
  as?: 'h3' | 'h4' | 'p';
  /** Beside the title (the demo-data badge); when given, even as null, the title sits in a row with room for it. */
  aside?: ReactNode;
  /** The box's padding. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A tinted box with a small upper-case title led by its icon: a tip, an alert, a projection. */
export function Callout({ icon: Icon, title, tone, size = 'sm', as: Title = 'p', aside, className, testId, children }: CalloutProps) {
  const heading = (
    <Title className={cn('flex items-center font-semibold tracking-wide uppercase', SIZES[size].title, TONES[tone].title)}>
      <Icon aria-hidden="true" className={SIZES[size].icon} />
      {title}
    </Title>
  );
  return (
    <div className={cn('rounded-lg border', TONES[tone].box, className)} data-testid={testId}>
      {aside === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      )}
      {children}
    </div>
  );
}
