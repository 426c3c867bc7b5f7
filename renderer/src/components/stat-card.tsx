import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface StatCardProps {
  label: string;
  /** The figure: text, or richer content (a badge); null while its answer loads, shown as a placeholder. */
  value: ReactNode | null;
  /** One line under the figure, what it counts or where it comes from. */
  hint?: ReactNode;
  icon: LucideIcon;
  /** On the figure, so tests read the number itself. */
  testId: string;
  className?: string;
}

/** One headline figure with its icon, as the dashboards' rows of key figures show them. */
export function StatCard({ label, value, hint, icon: Icon, testId, className }: StatCardProps) {
  return (
    <Card className={cn('flex items-start gap-3 p-4', className)}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/5 text-gold-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-400">{label}</p>
        {value === null ? (
          <Skeleton className="my-1 h-7 w-20" />
        ) : typeof value === 'string' ? (
          <p className="text-2xl font-semibold break-words text-white tabular-nums" data-testid={testId}>
            {value}
          </p>
        ) : (
          <div className="text-2xl font-semibold break-words text-white tabular-nums" data-testid={testId}>
            {value}
          </div>
        )}
        {!hint ? null : typeof hint === 'string' ? <p className="text-xs text-slate-400">{hint}</p> : <div className="text-xs text-slate-400">{hint}</div>}
      </div>
    </Card>
  );
}
