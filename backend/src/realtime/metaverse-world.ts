/**
 * The live metaverse world: who is connected, where they stand, and what everyone is told. The
 * socket layer (metaverse-socket.ts) hands it validated messages; this file owns game rules (XP,
 * cooldowns) and broadcasting. What others hear is coalesced per tick (BROADCAST_TICK_MS): however
 * many times an avatar changes within a tick, each other player gets one avatar_update with its
 * latest state, so one client's flood cannot multiply into a flood for everyone. Persistent state
 * (XP, achievements, location) lives in SQLite through the metaverse service; only presence is
 * kept in memory.
 */
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import {
  METAVERSE_BRANCHES,
  METAVERSE_LOCATIONS,
  METAVERSE_NPC_NAMES,
  METAVERSE_PLAYERS_SHOWN,
  XP_FOR_INTERACT,
  XP_FOR_MOVE,
  levelForXp,
  type Achievement,
  type MetaverseBranch,
  type MetaverseClientMessage,
  type MetaverseLocationId,
  type MetaverseServerMessage,
  type PublicAvatar,
} from '../../../shared/contracts/metaverse';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { MetaverseWorldStore } from '../modules/metaverse/service';

/** Moving earns XP at most this often, so walking back and forth is not a farm. */
export const MOVE_XP_COOLDOWN_MS = 10_000;
/** Each advisor gives XP for a conversation at most this often. */
export const INTERACT_XP_COOLDOWN_MS = 60_000;
/** world_state is coalesced: at most one broadcast per this many ms, however busy the world. */
export const WORLD_STATE_THROTTLE_MS = 250;
/**
 * Others' avatar_update and player_left go out at most once a tick, the latest per avatar. The first
 * change after a quiet tick goes out at once (no added latency), later ones wait for the tick's end.
 */
export const BROADCAST_TICK_MS = 100;
/** A client whose unsent backlog grows past this is too slow to keep; it is dropped. */
const MAX_BUFFERED_BYTES = 1_000_000;

export interface Player {
  ws: WebSocket;
  playerId: string;
  userId: string;
  displayName: string;
  xp: number;
  location: MetaverseLocationId;
  lastActive: number;
  /** A hosted visitor in the demo user's name: moves are shown, nothing is stored or earned. */
  guest: boolean;
}

export interface MetaverseWorld {
  join(ws: WebSocket, userId: string, options?: { guest?: boolean }): Player;
  handle(player: Player, message: MetaverseClientMessage): void;
  leave(player: Player): void;
  /** Distinct users connected right now. */
  activeUsers(): number;
  liveCounts(): Record<MetaverseLocationId, number>;
  close(): void;
}

export interface WorldOptions {
  /** The avatars' lasting state and what the advisors say (the metaverse module's service). */
  metaverse: MetaverseWorldStore;
  clock: Clock;
  logger: Logger;
}

export function createMetaverseWorld({ metaverse, clock, logger }: WorldOptions): MetaverseWorld {
  const players = new Set<Player>();
  const lastMoveXp = new Map<string, number>();
  const lastTalkXp = new Map<string, number>();
  let worldStateTimer: NodeJS.Timeout | undefined;
  /** Avatars changed since the last flush, with the XP they gained meanwhile. */
  const changed = new Map<Player, number>();
  /** Players who left since the last flush. */
  const left: string[] = [];
  let tickTimer: NodeJS.Timeout | undefined;

  const publicAvatar = (p: Player): PublicAvatar => ({ playerId: p.playerId, displayName: p.displayName, level: levelForXp(p.xp), financialXP: p.xp });

  function sendRaw(ws: WebSocket, data: string) {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      logger.warn({ buffered: ws.bufferedAmount }, 'metaverse client too slow: dropped');
      ws.terminate();
      return;
    }
    ws.send(data);
  }
  const send = (ws: WebSocket, message: MetaverseServerMessage) => sendRaw(ws, JSON.stringify(message));
  /** Serialises once for everyone (the cost that matters with a thousand clients). */
  function broadcast(message: MetaverseServerMessage, except?: Player) {
    const data = JSON.stringify(message);
    for (const p of players) if (p !== except) sendRaw(p.ws, data);
  }

  function liveCounts(): Record<MetaverseLocationId, number> {
    const counts = Object.fromEntries(METAVERSE_LOCATIONS.map((l) => [l, 0])) as Record<MetaverseLocationId, number>;
    for (const p of players) counts[p.location] += 1;
    return counts;
  }

  function worldState(): MetaverseServerMessage {
    const counts = liveCounts();
    const branches: MetaverseBranch[] = METAVERSE_LOCATIONS.map((id) => ({ id, ...METAVERSE_BRANCHES[id], activeUsers: counts[id] }));
    const shown = [...players].sort((a, b) => b.lastActive - a.lastActive).slice(0, METAVERSE_PLAYERS_SHOWN);
    return { type: 'world_state', branches, players: shown.map((p) => ({ ...publicAvatar(p), location: p.location })) };
  }

  function worldChanged() {
    if (worldStateTimer) return;
    worldStateTimer = setTimeout(() => {
      worldStateTimer = undefined;
      broadcast(worldState());
    }, WORLD_STATE_THROTTLE_MS);
    worldStateTimer.unref();
  }

  /** Sends what changed since the last flush, then holds further changes until the tick ends. */
  function flush() {
    for (const [p, xpGained] of changed) {
      // Others learn where the player went, not what they earned.
      broadcast({ type: 'avatar_update', self: false, avatar: publicAvatar(p), location: p.location, xpGained, newAchievements: [] }, p);
    }
    for (const playerId of left) broadcast({ type: 'player_left', playerId });
    changed.clear();
    left.length = 0;
    tickTimer = setTimeout(() => {
      tickTimer = undefined;
      if (changed.size > 0 || left.length > 0) flush();
    }, BROADCAST_TICK_MS);
    tickTimer.unref();
  }

  /** Queues a change for the others: sent now when the last tick was quiet, else at the tick's end. */
  function queued() {
    if (!tickTimer) flush();
  }

  function announce(player: Player, xpGained: number, newAchievements: Achievement[]) {
    // The player's own connection hears at once (it answers their message, and carries what they earned).
    send(player.ws, { type: 'avatar_update', self: true, avatar: publicAvatar(player), location: player.location, xpGained, newAchievements });
    changed.set(player, (changed.get(player) ?? 0) + xpGained);
    queued();
  }

  function cooled(map: Map<string, number>, key: string, cooldownMs: number, now: number): boolean {
    const last = map.get(key);
    if (last !== undefined && now - last < cooldownMs) return false;
    map.set(key, now);
    return true;
  }

  /** A guest's move or talk: seen by everyone, written nowhere, no XP. */
  function guestTurn(player: Player, message: MetaverseClientMessage): void {
    if (message.type === 'move') {
      player.location = message.location;
      announce(player, 0, []);
      worldChanged();
      return;
    }
    send(player.ws, { type: 'npc_reply', npcId: message.npcId, name: METAVERSE_NPC_NAMES[message.npcId], message: metaverse.npcMessage(player.userId, message.npcId), xpGained: 0 });
  }

  return {
    join(ws, userId, options = {}) {
      const now = clock.now();
      const avatar = metaverse.enter(userId, now);
      const player: Player = {
        ws,
        playerId: randomUUID(),
        userId,
        displayName: avatar.displayName,
        xp: avatar.financialXp,
        location: avatar.location,
        lastActive: now,
        guest: options.guest ?? false,
      };
      players.add(player);
      send(ws, { type: 'welcome', playerId: player.playerId, avatar: publicAvatar(player), location: player.location });
      send(ws, worldState());
      worldChanged();
      return player;
    },

    handle(player, message) {
      const now = clock.now();
      player.lastActive = now;
      if (player.guest) return guestTurn(player, message);
      if (message.type === 'move') {
        const moved = message.location !== player.location;
        const xp = moved && cooled(lastMoveXp, player.userId, MOVE_XP_COOLDOWN_MS, now) ? XP_FOR_MOVE : 0;
        const change = metaverse.move(player.userId, message.location, xp, now);
        player.location = message.location;
        player.xp = change.row.financialXp;
        announce(player, xp, change.newAchievements);
        worldChanged();
        return;
      }
      const npcId = message.npcId;
      const xp = cooled(lastTalkXp, `${player.userId}/${npcId}`, INTERACT_XP_COOLDOWN_MS, now) ? XP_FOR_INTERACT : 0;
      const change = metaverse.interact(player.userId, npcId, xp, now);
      player.xp = change.row.financialXp;
      send(player.ws, { type: 'npc_reply', npcId, name: METAVERSE_NPC_NAMES[npcId], message: metaverse.npcMessage(player.userId, npcId), xpGained: xp });
      announce(player, xp, change.newAchievements);
    },

    leave(player) {
      if (!players.delete(player)) return;
      changed.delete(player);
      left.push(player.playerId);
      queued();
      worldChanged();
    },

    activeUsers() {
      return new Set([...players].map((p) => p.userId)).size;
    },

    liveCounts,

    close() {
      clearTimeout(worldStateTimer);
      clearTimeout(tickTimer);
      tickTimer = undefined;
      changed.clear();
      left.length = 0;
      players.clear();
    },
  };
}
