/**
 * The toasts and fixed sentences of the metaverse screen. The spec fixes "Connected to Metaverse"
 * (docs/product.md "Metaverse"); the rest are ours and say plainly what the server answered.
 */
import {
  type Achievement,
  METAVERSE_BRANCHES,
  type MetaverseLocationId,
  XP_FOR_INTERACT,
  XP_FOR_MOVE,
} from '../../../../shared/contracts/metaverse';
import type { ToastInput } from '@/components/ui/use-toast';

export const METAVERSE_TOASTS = {
  connected: {
    title: 'Connected to Metaverse',
    description: 'You are in the live world: move between places and talk to the advisors to earn XP.',
    variant: 'default',
  },
} as const satisfies Record<string, ToastInput>;

export function achievementToast(achievement: Achievement): ToastInput {
  return { title: 'Achievement unlocked', description: `${achievement.title}: ${achievement.description}` };
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatCount(n: number): string {
  return integer.format(n);
}

export function formatXp(xp: number): string {
  return `${integer.format(xp)} XP`;
}

export const MOVE_HINT = `Moving to a different place earns ${XP_FOR_MOVE} XP.`;
export const TALK_HINT = `Talking to an advisor earns ${XP_FOR_INTERACT} XP; the same advisor gives XP again after a short cooldown.`;

/** What a move earned. The server may give 0 (a cooldown), and the screen says so rather than hide it. */
export function moveResultText(location: MetaverseLocationId, xpGained: number): string {
  const place = METAVERSE_BRANCHES[location].name;
  return xpGained > 0
    ? `You moved to ${place}: +${formatXp(xpGained)}.`
    : `You moved to ${place}. No XP this time: moving earns XP again after a short cooldown.`;
}

export function replyXpText(npcName: string, xpGained: number): string {
  return xpGained > 0
    ? `+${formatXp(xpGained)} for talking to the ${npcName}.`
    : `No XP this time: you talked to the ${npcName} a moment ago, so this one earns nothing until the cooldown ends.`;
}
