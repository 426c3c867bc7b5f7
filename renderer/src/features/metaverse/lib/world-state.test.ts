import { describe, expect, it } from 'vitest';
import type { Achievement, MetaverseBranch, MetaverseServerMessage } from '../../../../../shared/contracts/metaverse';
import { applyAvatarUpdate, INITIAL_WORLD, otherPlayers, type WorldAction, worldReducer, type WorldState } from './world-state';

const me = { playerId: 'me', displayName: 'Demo User', level: 1, financialXP: 100 };
const other = { playerId: 'p2', displayName: 'Ada', level: 3, financialXP: 2_400 };
const branches: MetaverseBranch[] = [
  { id: 'crypto-tower', name: 'Crypto Tower', position: 'north', activeUsers: 1, features: ['Market simulator'] },
  { id: 'main-plaza', name: 'Main Plaza', position: 'center', activeUsers: 1, features: ['Budget fountain'] },
];
const firstSteps: Achievement = { id: 'first-steps', title: 'First Steps', description: 'Moved.', rarity: 'common', earnedAt: 5 };
const explorer: Achievement = { id: 'explorer', title: 'Explorer', description: 'All three.', rarity: 'rare', earnedAt: 6 };

const server = (message: MetaverseServerMessage): WorldAction => ({ type: 'server', message });
const run = (actions: WorldAction[], from: WorldState = INITIAL_WORLD) => actions.reduce(worldReducer, from);

const joined = run([
  server({ type: 'welcome', playerId: 'me', avatar: me, location: 'main-plaza' }),
  server({
    type: 'world_state',
    branches,
    players: [
      { ...me, location: 'main-plaza' },
      { ...other, location: 'crypto-tower' },
    ],
  }),
]);

describe('world state', () => {
  it('learns who and where this player is, and who else is there', () => {
    expect(joined.playerId).toBe('me');
    expect(joined.location).toBe('main-plaza');
    expect(joined.branches).toEqual(branches);
    expect(otherPlayers(joined)).toEqual([{ ...other, location: 'crypto-tower' }]);
  });

  it('matches a move to its answer: new place, XP gained, achievements earned', () => {
    const moving = worldReducer(joined, { type: 'move_sent', location: 'crypto-tower' });
    expect(moving.pending).toEqual({ kind: 'move', location: 'crypto-tower' });
    const moved = worldReducer(
      moving,
      server({
        type: 'avatar_update',
        self: true,
        avatar: { ...me, financialXP: 110 },
        location: 'crypto-tower',
        xpGained: 10,
        newAchievements: [firstSteps],
      }),
    );
    expect(moved.pending).toBeNull();
    expect(moved.location).toBe('crypto-tower');
    expect(moved.me?.financialXP).toBe(110);
    expect(moved.lastMove).toEqual({ location: 'crypto-tower', xpGained: 10 });
    expect(moved.earned).toEqual([firstSteps]);
    expect(moved.players.find((p) => p.playerId === 'me')?.location).toBe('crypto-tower');
    // The same achievement reported twice is listed once; newer ones come first.
    const again = worldReducer(
      moved,
      server({ type: 'avatar_update', self: true, avatar: me, location: 'main-plaza', xpGained: 0, newAchievements: [firstSteps, explorer] }),
    );
    expect(again.earned.map((a) => a.id)).toEqual(['explorer', 'first-steps']);
  });

  it('shows the reply of a talk and keeps the last move as it was', () => {
    const talking = worldReducer(joined, { type: 'interact_sent', npcId: 'banker' });
    const replied = run(
      [
        server({ type: 'npc_reply', npcId: 'banker', name: 'Investment Banker', message: 'Diversify.', xpGained: 0 }),
        server({ type: 'avatar_update', self: true, avatar: { ...me, financialXP: 100 }, location: 'main-plaza', xpGained: 0, newAchievements: [] }),
      ],
      talking,
    );
    expect(replied.pending).toBeNull();
    expect(replied.lastReply).toEqual({ npcId: 'banker', name: 'Investment Banker', message: 'Diversify.', xpGained: 0 });
    expect(replied.lastMove).toBeNull();
  });

  it("follows other players' moves and departures", () => {
    const after = run(
      [
        server({ type: 'avatar_update', self: false, avatar: { ...other, financialXP: 2_410 }, location: 'investment-island', xpGained: 10, newAchievements: [] }),
      ],
      joined,
    );
    expect(otherPlayers(after)).toEqual([{ ...other, financialXP: 2_410, location: 'investment-island' }]);
    expect(after.location).toBe('main-plaza');
    expect(otherPlayers(worldReducer(after, server({ type: 'player_left', playerId: 'p2' })))).toEqual([]);
  });

  it('frees the buttons on a server error, an expired wait or a disconnect', () => {
    const moving = worldReducer(joined, { type: 'move_sent', location: 'crypto-tower' });
    const failed = worldReducer(moving, server({ type: 'error', code: 'rate_limited', message: 'Slow down' }));
    expect(failed.pending).toBeNull();
    expect(failed.serverError).toBe('Slow down');
    expect(worldReducer(moving, { type: 'pending_expired' }).pending).toBeNull();
    const dropped = worldReducer(moving, { type: 'disconnected' });
    expect(dropped.pending).toBeNull();
    expect(dropped.branches).toBeNull();
    expect(dropped.players).toEqual([]);
    expect(dropped.playerId).toBeNull();
  });
});

describe('applying a live update to the stored avatar', () => {
  it('takes the new level, XP, place and achievements, keeping the rest', () => {
    const stored = {
      userId: 'u',
      displayName: 'Demo User',
      level: 1,
      financialXP: 990,
      achievements: [firstSteps],
      virtualAssets: [{ name: 'Checking', value: 1_200 }],
      location: 'main-plaza' as const,
    };
    const next = applyAvatarUpdate(stored, {
      avatar: { ...me, level: 2, financialXP: 1_040 },
      location: 'crypto-tower',
      newAchievements: [firstSteps, explorer],
    });
    expect(next).toEqual({ ...stored, level: 2, financialXP: 1_040, location: 'crypto-tower', achievements: [firstSteps, explorer] });
    expect(stored.financialXP).toBe(990);
  });
});
