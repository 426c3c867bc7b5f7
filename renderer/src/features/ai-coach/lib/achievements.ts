/** NFT Rewards: the user's earned achievements as cards, and the catalogue's remaining ones locked. */
import { ACHIEVEMENTS, type Achievement } from '../../../../../shared/contracts/metaverse';

export type Rarity = Achievement['rarity'];

export interface AchievementCard {
  id: string;
  title: string;
  description: string;
  rarity: Rarity;
  /** Unix ms; null while locked. */
  earnedAt: number | null;
}

type Catalogue = Record<string, { title: string; description: string; rarity: Rarity }>;

/**
 * Earned cards newest first (as the server describes them), then every catalogue entry not yet
 * earned, in catalogue order. An id earned twice shows once, at its first earning.
 */
export function achievementCards(
  earned: readonly Achievement[],
  catalogue: Catalogue = ACHIEVEMENTS,
): { earned: AchievementCard[]; locked: AchievementCard[] } {
  const firstEarning = new Map<string, Achievement>();
  for (const a of earned) {
    const seen = firstEarning.get(a.id);
    if (!seen || a.earnedAt < seen.earnedAt) firstEarning.set(a.id, a);
  }
  const earnedCards = [...firstEarning.values()]
    .sort((a, b) => b.earnedAt - a.earnedAt || a.title.localeCompare(b.title))
    .map(({ id, title, description, rarity, earnedAt }) => ({ id, title, description, rarity, earnedAt }));
  const locked = Object.entries(catalogue)
    .filter(([id]) => !firstEarning.has(id))
    .map(([id, entry]) => ({ id, title: entry.title, description: entry.description, rarity: entry.rarity, earnedAt: null }));
  return { earned: earnedCards, locked };
}

export const RARITY_LABELS: Record<Rarity, string> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};
