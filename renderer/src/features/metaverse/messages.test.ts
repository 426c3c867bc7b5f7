import { describe, expect, it } from 'vitest';
import { achievementToast, formatXp, METAVERSE_TOASTS, moveResultText, replyXpText } from './messages';

describe('metaverse messages', () => {
  it('uses the spec toast for a new connection', () => {
    expect(METAVERSE_TOASTS.connected.title).toBe('Connected to Metaverse');
    expect(METAVERSE_TOASTS.connected.variant).toBe('default');
  });

  it('states the XP a move earned, including none', () => {
    expect(moveResultText('crypto-tower', 10)).toBe('You moved to Crypto Tower: +10 XP.');
    expect(moveResultText('investment-island', 0)).toBe(
      'You moved to Investment Island. No XP this time: moving earns XP again after a short cooldown.',
    );
  });

  it('states the XP a talk earned, including none', () => {
    expect(replyXpText('Crypto Trader', 50)).toBe('+50 XP for talking to the Crypto Trader.');
    expect(replyXpText('Crypto Trader', 0)).toMatch(/^No XP this time/);
  });

  it('formats XP with grouping and names the achievement', () => {
    expect(formatXp(12_345)).toBe('12,345 XP');
    expect(achievementToast({ id: 'explorer', title: 'Explorer', description: 'Visited all three locations.', rarity: 'rare', earnedAt: 1 })).toEqual({
      title: 'Achievement unlocked',
      description: 'Explorer: Visited all three locations.',
    });
  });
});

