import { Award, Lock } from 'lucide-react';
import type { Badge as RewardBadge } from '../../../../../shared/contracts/rewards';
import { CardHeading } from '@/components/card-heading';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Achievement Badges: earned ones in gold, the rest locked with what earns them. */
export function BadgesCard({ badges }: { badges: RewardBadge[] }) {
  return (
    <Card>
      <CardHeading icon={Award} title="Achievement Badges" id="badges-heading">
        {badges.filter((b) => b.earned).length} of {badges.length} earned
      </CardHeading>
      <CardContent>
        <ul aria-labelledby="badges-heading" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {badges.map((b) => (
            <li
              key={b.id}
              data-testid={`badge-${b.id}`}
              data-earned={b.earned}
              className={cn(
                'flex flex-col items-center gap-1 rounded-lg border p-3 text-center',
                b.earned ? 'border-gold-400/40 bg-gold-400/10' : 'border-white/10 bg-white/5',
              )}
            >
              {b.earned ? <Award aria-hidden="true" className="size-7 text-gold-300" /> : <Lock aria-hidden="true" className="size-7 text-slate-500" />}
              <span className="text-sm font-semibold text-white">{b.title}</span>
              <span className="text-xs text-slate-300">{b.description}</span>
              <span className={cn('text-xs font-medium', b.earned ? 'text-gold-200' : 'text-slate-400')}>{b.earned ? 'Earned' : 'Locked'}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
