/**
 * A card that stands in for content that is not there (nothing yet, not found, signed out): an
 * icon, a heading, one paragraph saying why, and what to do next.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  /** The paragraph under the heading. */
  children: ReactNode;
  /** The buttons or links under the paragraph. */
  actions?: ReactNode;
  heading?: 'h1' | 'h2' | 'h3';
  testId?: string;
  className?: string;
  /** Keep the paragraph to a readable line length. */
  prose?: boolean;
}

export function EmptyState({ icon: Icon, title, children, actions, heading: Heading = 'h2', testId, className, prose = false }: EmptyStateProps) {
  return (
    <Card className={cn('flex flex-col items-start gap-4 p-6 sm:p-8', className)} data-testid={testId}>
      <Icon aria-hidden="true" className="size-10 text-gold-400" />
      <Heading className={Heading === 'h1' ? 'font-serif text-3xl font-semibold text-white' : 'text-xl font-semibold text-white'}>{title}</Heading>
      <p className={prose ? 'max-w-prose text-slate-300' : 'text-slate-300'}>{children}</p>
      {actions}
    </Card>
  );
}

/** A one-line note with an icon at the top of a panel whose figures are all zero (why, and what moves them). */
export function InlineNotice({ icon: Icon, testId, children }: { icon: LucideIcon; testId: string; children: ReactNode }) {
  return (
    <Card className="flex items-start gap-3 p-4 text-sm text-slate-200" data-testid={testId}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
      <p>{children}</p>
    </Card>
  );
}
