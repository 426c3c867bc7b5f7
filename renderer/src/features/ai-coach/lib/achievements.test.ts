import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_IDS, ACHIEVEMENTS, type Achievement } from '../../../../../shared/contracts/metaverse';
import { achievementCards, RARITY_LABELS } from './achievements';

const earned = (id: string, earnedAt: number, title = id): Achievement => ({
  id,
  title,
  description: `${title} description`,
  rarity: 'rare',
  earnedAt,
});

describe('achievementCards', () => {
  it('shows the earned ones newest first and the rest of the catalogue locked', () => {
    const { earned: cards, locked } = achievementCards([earned('first-steps', 1_000), earned('explorer', 3_000)]);
    expect(cards.map((c) => c.id)).toEqual(['explorer', 'first-steps']);
    expect(cards[0]).toEqual({ id: 'explorer', title: 'explorer', description: 'explorer description', rarity: 'rare', earnedAt: 3_000 });
    expect(locked.map((c) => c.id)).toEqual(ACHIEVEMENT_IDS.filter((id) => id !== 'first-steps' && id !== 'explorer'));
    expect(locked.every((c) => c.earnedAt === null)).toBe(true);
    expect(locked.find((c) => c.id === 'goal-reached')).toMatchObject(ACHIEVEMENTS['goal-reached']);
  });

  it('locks the whole catalogue for a new user', () => {
    const { earned: cards, locked } = achievementCards([]);
    expect(cards).toEqual([]);
    expect(locked).toHaveLength(ACHIEVEMENT_IDS.length);
  });

  it('keeps an achievement the catalogue does not know, and shows a repeated one once', () => {
    const { earned: cards, locked } = achievementCards([earned('seasonal', 5), earned('explorer', 9), earned('explorer', 2)]);
    expect(cards.map((c) => [c.id, c.earnedAt])).toEqual([
      ['seasonal', 5],
      ['explorer', 2],
    ]);
    expect(locked).toHaveLength(ACHIEVEMENT_IDS.length - 1);
  });

  it('has a label for every rarity', () => {
    expect(Object.keys(RARITY_LABELS).sort()).toEqual(['common', 'epic', 'legendary', 'rare']);
  });
});
