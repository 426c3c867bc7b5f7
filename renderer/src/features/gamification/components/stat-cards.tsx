import { Award, Coins, Flame, Star, Trophy } from 'lucide-react';
import type { RewardsState } from '../../../../../shared/contracts/rewards';
import { StatCard } from '@/components/stat-card';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { percentOf } from '../lib/rewards-format';

/** The five stat cards (Level, Total XP, Day Streak, Coins, Achievements) and the XP bar. */
export function StatCards({ rewards }: { rewards: RewardsState }) {
  const earned = rewards.badges.filter((b) => b.earned).length;
  return (
    <section aria-label="Your progress" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label="Level" value={String(rewards.level)} icon={Star} testId="stat-level" className="items-center" />
        <StatCard label="Total XP" value={rewards.xp.toLocaleString('en-US')} icon={Trophy} testId="stat-xp" className="items-center" />
        <StatCard label="Day Streak" value={String(rewards.streak)} icon={Flame} testId="stat-streak" className="items-center" />
        <StatCard label="Coins" value={rewards.coins.toLocaleString('en-US')} icon={Coins} testId="stat-coins" className="items-center" />
        <StatCard label="Achievements" value={`${earned}/${rewards.badges.length}`} icon={Award} testId="stat-achievements" className="items-center" />
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
