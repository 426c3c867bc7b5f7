import { CircleCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { GuideDay } from '../lib/guide-steps';

interface GuideDayCardProps {
  day: GuideDay;
  /** Whether each step is done (as shown: a tick being saved shows its new state). */
  done: (stepId: string) => boolean;
  saving: (stepId: string) => boolean;
  onToggle: (stepId: string, done: boolean) => void;
}

/** One day of the guide: its focus and its steps as checkboxes (Space ticks one from the keyboard). */
export function GuideDayCard({ day, done, saving, onToggle }: GuideDayCardProps) {
  const doneCount = day.steps.filter((s) => done(s.id)).length;
  const complete = doneCount === day.steps.length;
  return (
    <Card data-testid={`guide-day-${day.day}`}>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle>
            Day {day.day}: {day.title}
          </CardTitle>
          <span className="flex items-center gap-1 text-sm text-slate-300 tabular-nums">
            {complete ? <CircleCheck aria-hidden="true" className="size-4 text-emerald-300" /> : null}
            {doneCount}/{day.steps.length}
          </span>
        </div>
        <CardDescription>{day.focus}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {day.steps.map((step) => {
            const checked = done(step.id);
            const inputId = `guide-${step.id}`;
            return (
              <li key={step.id} className="flex items-start gap-3">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={checked}
                  aria-busy={saving(step.id)}
                  onChange={(e) => onToggle(step.id, e.target.checked)}
                  className="mt-1 size-4 shrink-0 cursor-pointer accent-amber-400"
                  data-testid={`guide-${step.id}`}
                />
                <label htmlFor={inputId} className={checked ? 'cursor-pointer text-sm text-slate-400 line-through' : 'cursor-pointer text-sm text-slate-100'}>
                  <span className="sr-only">Step {step.number}: </span>
                  {step.text}
                </label>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
