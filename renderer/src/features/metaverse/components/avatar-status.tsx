import { Award, Landmark, UserRound } from 'lucide-react';
import { type Avatar, XP_PER_LEVEL } from '../../../../../shared/contracts/metaverse';
import { IconText } from '@/components/icon-text';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { Progress } from '@/components/ui/progress';
import { formatUsd } from '@/lib/format';
import { levelProgressPercent, xpIntoLevel, xpToNextLevel } from '../lib/level';
import { formatCount, formatXp } from '../messages';

const RARITY_BADGE: Record<Avatar['achievements'][number]['rarity'], BadgeProps['variant']> = {
  common: 'secondary',
  rare: 'info',
  epic: 'warning',
  legendary: 'default',
};

interface AvatarStatusProps {
  avatar: Avatar;
  /** The assets are the demo user's seeded balances (offline demo mode): label them so. */
  demoData: boolean;
}

/** Level, XP with the progress to the next level, achievements, and the real balances as virtual assets. */
export function AvatarStatus({ avatar, demoData }: AvatarStatusProps) {
  const xp = avatar.financialXP;
  const nextLevel = avatar.level + 1;
  const achievements = [...avatar.achievements].sort((a, b) => b.earnedAt - a.earnedAt);
  return (
    <Card className="flex flex-col gap-5 p-5" data-testid="metaverse-avatar">
      <div className="flex items-start gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-full border border-gold-400/40 bg-gold-400/10">
          <UserRound aria-hidden="true" className="size-6 text-gold-300" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="avatar-heading" className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
            Your avatar
          </h2>
          <p className="text-xl font-semibold break-words text-white" data-testid="avatar-name">
            {avatar.displayName}
          </p>
        </div>
        <Badge className="ml-auto text-sm" data-testid="avatar-level">
          Level {avatar.level}
        </Badge>
      </div>

      <div className="flex flex-col gap-2">
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-slate-400">Financial XP</span>
          <span className="text-2xl font-semibold text-white tabular-nums" data-testid="avatar-xp" data-xp={xp}>
            {formatXp(xp)}
          </span>
        </p>
        <Progress value={levelProgressPercent(xp)} label={`Progress to level ${nextLevel}`} />
        <p className="text-xs text-slate-400 tabular-nums" data-testid="avatar-level-progress">
          {formatCount(xpIntoLevel(xp))} / {formatCount(XP_PER_LEVEL)} XP in this level · {formatXp(xpToNextLevel(xp))} to level {nextLevel}
        </p>
      </div>

      <section aria-labelledby="achievements-heading" className="flex flex-col gap-2">
        <IconText as="h3" icon={Award} iconClassName="size-4 text-gold-300" id="achievements-heading" className="flex items-center gap-2 font-semibold text-white">
          Achievements <span className="font-normal text-slate-400">({achievements.length})</span>
        </IconText>
        {achievements.length > 0 ? (
          // Compact chips, so a long list does not push the world map far down on a phone.
          <ul className="flex flex-wrap gap-2" data-testid="avatar-achievements">
            {achievements.map((a) => (
              <li key={a.id} data-achievement-id={a.id}>
                <Badge variant={RARITY_BADGE[a.rarity]} title={a.description} className="py-1 text-sm font-medium">
                  {a.title}
                  <span className="text-xs font-normal capitalize opacity-75">· {a.rarity}</span>
                  <span className="sr-only">: {a.description}</span>
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-400">None yet. Move to a place or talk to an advisor to earn your first.</p>
        )}
      </section>

      <section aria-labelledby="assets-heading" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <IconText as="h3" icon={Landmark} iconClassName="size-4 text-gold-300" id="assets-heading" className="flex items-center gap-2 font-semibold text-white">
            Virtual assets
          </IconText>
          {demoData ? <DemoDataBadge /> : null}
        </div>
        <p className="text-xs text-slate-400">Your real account balances, shown in the world as assets. Not a game currency.</p>
        {avatar.virtualAssets.length > 0 ? (
          <ul className="flex flex-col divide-y divide-white/10" data-testid="avatar-assets">
            {avatar.virtualAssets.map((asset) => (
              <li key={asset.name} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 break-words text-slate-200">{asset.name}</span>
                <span className="font-semibold text-white tabular-nums">{formatUsd(asset.value)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-400">No account balances yet. Link a bank account to see them here.</p>
        )}
      </section>
    </Card>
  );
}
