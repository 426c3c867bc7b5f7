import { CheckCircle2, Target } from 'lucide-react';
import type { Challenge } from '../../../../../shared/contracts/rewards';
import { CardHeading } from '@/components/card-heading';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { percentOf } from '../lib/rewards-format';

/** Daily Challenges: each measured from the user's own data on the server. */
export function ChallengesCard({ challenges }: { challenges: Challenge[] }) {
  return (
    <Card>
      <CardHeading icon={Target} title="Daily Challenges" id="challenges-heading">
        Measured from your subscriptions, savings, budget and daily check-ins.
      </CardHeading>
      <CardContent>
        <ul aria-labelledby="challenges-heading" className="flex flex-col gap-4">
          {challenges.map((c) => (
            <li key={c.id} className="flex flex-col gap-2" data-testid={`challenge-${c.id}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-white">{c.title}</span>
                {c.completed ? (
                  <Badge variant="success">
                    <CheckCircle2 aria-hidden="true" className="size-3" />
                    Completed
                  </Badge>
                ) : (
                  <span className="text-sm text-slate-300 tabular-nums">
                    {c.progress} / {c.target}
                  </span>
                )}
              </div>
              <Progress value={percentOf(c.progress, c.target)} label={`${c.title}: ${c.progress} of ${c.target}`} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
