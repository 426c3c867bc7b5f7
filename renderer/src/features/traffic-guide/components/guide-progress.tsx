import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';

interface GuideProgressProps {
  done: number;
  total: number;
  percent: number;
  /** Visits today from the analytics, or null while it loads or when it could not be read. */
  visitsToday: number | null;
  visitsLoading: boolean;
}

/** Steps done out of 20, and the one real figure the guide is about: visits today (the page header carries the Demo data badge). */
export function GuideProgress({ done, total, percent, visitsToday, visitsLoading }: GuideProgressProps) {
  return (
    <section aria-label="Progress" className="grid gap-3 md:grid-cols-3">
      <Card className="flex flex-col gap-3 p-4 md:col-span-2">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm text-slate-400">Checklist</p>
          <p className="text-lg font-semibold text-white tabular-nums" data-testid="guide-done">
            {done} of {total} steps done
          </p>
        </div>
        <Progress value={percent} label="Traffic guide steps done" />
        {done === 0 ? <p className="text-sm text-slate-300" data-testid="guide-empty">No steps ticked yet. Start with day 1.</p> : null}
        {done === total ? <p className="text-sm text-emerald-300">Every step done. Time to plan next week.</p> : null}
      </Card>
      <Card className="flex flex-col gap-1 p-4">
        <p className="text-sm text-slate-400">Visits today</p>
        {visitsToday !== null ? (
          <p className="text-2xl font-semibold text-white tabular-nums" data-testid="guide-visits-today">
            {visitsToday.toLocaleString('en-US')}
          </p>
        ) : visitsLoading ? (
          <Skeleton className="h-8 w-20" />
        ) : (
          <p className="text-sm text-slate-300">Not available right now.</p>
        )}
        <p className="text-xs text-slate-400">First-party visits since midnight: what the steps are meant to move.</p>
      </Card>
    </section>
  );
}
