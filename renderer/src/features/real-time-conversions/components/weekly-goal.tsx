import { Target } from 'lucide-react';
import type { ConversionsResponse } from '../../../../../shared/contracts/dashboards';
import { CardHeading } from '@/components/card-heading';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatCount, weeklyGoalProgress } from '../lib/conversions-format';

/** Purchases + beta signups of the last 7 days against the weekly goal. */
export function WeeklyGoal({ data }: { data: ConversionsResponse }) {
  const goal = weeklyGoalProgress(data.conversions, data.betaSignups);
  return (
    <Card>
      <CardHeading icon={Target} title="Weekly goal" as="h3">
        Purchases and beta signups in the last 7 days, against a goal of {goal.goal}.
      </CardHeading>
      <CardContent className="flex flex-col gap-2">
        <p className="flex items-baseline justify-between text-sm">
          <span className="text-2xl font-semibold text-white tabular-nums" data-testid="goal-count">
            {formatCount(goal.count)} / {formatCount(goal.goal)}
          </span>
          <span className="text-slate-300 tabular-nums" data-testid="goal-percent">
            {goal.percent}%
          </span>
        </p>
        <Progress value={goal.percent} label={`Weekly goal: ${goal.count} of ${goal.goal} signups`} />
        <p className="text-xs text-slate-400" data-testid="goal-remaining">
          {goal.remaining === 0 ? 'Goal reached this week.' : `${formatCount(goal.remaining)} to go.`}
        </p>
      </CardContent>
    </Card>
  );
}
