import { describe, expect, it } from 'vitest';
import type { MetaverseServerMessage } from '../../../../../shared/contracts/metaverse';
import { parseServerMessage } from './server-message';

const avatar = { playerId: 'p1', displayName: 'Demo User', level: 1, financialXP: 60 };

describe('server messages', () => {
  it('accepts every message the contract defines', () => {
    const messages: MetaverseServerMessage[] = [
      { type: 'welcome', playerId: 'p1', avatar, location: 'main-plaza' },
      {
        type: 'world_state',
        branches: [{ id: 'crypto-tower', name: 'Crypto Tower', position: 'north', activeUsers: 2, features: ['Market simulator'] }],
        players: [{ ...avatar, location: 'crypto-tower' }],
      },
      {
        type: 'avatar_update',
        self: true,
        avatar,
        location: 'crypto-tower',
        xpGained: 10,
        newAchievements: [{ id: 'first-steps', title: 'First Steps', description: 'Moved.', rarity: 'common', earnedAt: 1 }],
      },
      { type: 'npc_reply', npcId: 'advisor', name: 'Financial Advisor', message: 'Save first.', xpGained: 0 },
      { type: 'player_left', playerId: 'p2' },
      { type: 'error', code: 'rate_limited', message: 'Slow down' },
    ];
    for (const message of messages) expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
  });

  it('keeps only the fields it knows', () => {
    expect(parseServerMessage(JSON.stringify({ type: 'player_left', playerId: 'p2', extra: true }))).toEqual({
      type: 'player_left',
      playerId: 'p2',
    });
  });

  it('ignores anything else', () => {
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(4))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ type: 'ack', received: 'move' }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ type: 'welcome', playerId: 'p1', avatar, location: 'moon-base' }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ type: 'npc_reply', npcId: 'advisor', name: 'x', message: 'y' }))).toBeNull();
    expect(parseServerMessage('null')).toBeNull();
  });
});
