import { Award, Coins, Flame, Star, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RewardsState } from '../../../../../shared/contracts/rewards';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { percentOf } from '../lib/rewards-format';

function Stat({ label, value, icon, testId }: { label: string; value: string; icon: ReactNode; testId: string }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/5 text-gold-300">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-slate-400">{label}</p>
        <p className="text-2xl font-semibold text-white tabular-nums" data-testid={testId}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** The five stat cards (Level, Total XP, Day Streak, Coins, Achievements) and the XP bar. */
export function StatCards({ rewards }: { rewards: RewardsState }) {
  const earned = rewards.badges.filter((b) => b.earned).length;
  const icon = 'size-5';
  return (
    <section aria-label="Your progress" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Stat label="Level" value={String(rewards.level)} icon={<Star aria-hidden="true" className={icon} />} testId="stat-level" />
        <Stat label="Total XP" value={rewards.xp.toLocaleString('en-US')} icon={<Trophy aria-hidden="true" className={icon} />} testId="stat-xp" />
        <Stat label="Day Streak" value={String(rewards.streak)} icon={<Flame aria-hidden="true" className={icon} />} testId="stat-streak" />
        <Stat label="Coins" value={rewards.coins.toLocaleString('en-US')} icon={<Coins aria-hidden="true" className={icon} />} testId="stat-coins" />
        <Stat label="Achievements" value={`${earned}/${rewards.badges.length}`} icon={<Award aria-hidden="true" className={icon} />} testId="stat-achievements" />
      </div>
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-white">Progress to level {rewards.level + 1}</span>
          <span className="text-slate-300 tabular-nums" data-testid="xp-into-level">
            {rewards.xpIntoLevel} / {rewards.xpPerLevel} XP
          </span>
        </div>
        <Progress value={percentOf(rewards.xpIntoLevel, rewards.xpPerLevel)} label={`XP toward level ${rewards.level + 1}`} className="h-3" />
      </Card>
    </section>
  );
}
