import type {
  Achievement,
  Avatar,
  MetaverseBranch,
  MetaverseLocationId,
  MetaverseNpcId,
  MetaverseServerMessage,
  PublicAvatar,
} from '../../../../../shared/contracts/metaverse';

export type WorldPlayer = PublicAvatar & { location: MetaverseLocationId };

export interface MoveResult {
  location: MetaverseLocationId;
  xpGained: number;
}

export interface NpcReply {
  npcId: MetaverseNpcId;
  name: string;
  message: string;
  xpGained: number;
}

/** What the screen knows of the live world, built only from the server's messages. */
export interface WorldState {
  /** This connection's id in the world; null until welcomed. */
  playerId: string | null;
  location: MetaverseLocationId | null;
  /** This player as the world sees them (level and XP, updated live). */
  me: PublicAvatar | null;
  /** Null until the first world_state, and again after a disconnect (the counts would be stale). */
  branches: MetaverseBranch[] | null;
  players: WorldPlayer[];
  /** A request sent and not answered yet: one at a time, so each answer is matched to its request. */
  pending: { kind: 'move'; location: MetaverseLocationId } | { kind: 'interact'; npcId: MetaverseNpcId } | null;
  lastMove: MoveResult | null;
  lastReply: NpcReply | null;
  /** Achievements earned during this visit, newest first. */
  earned: Achievement[];
  /** The server's latest error message, cleared by the next answer. */
  serverError: string | null;
}

export const INITIAL_WORLD: WorldState = {
  playerId: null,
  location: null,
  me: null,
  branches: null,
  players: [],
  pending: null,
  lastMove: null,
  lastReply: null,
  earned: [],
  serverError: null,
};

export type WorldAction =
  | { type: 'server'; message: MetaverseServerMessage }
  | { type: 'move_sent'; location: MetaverseLocationId }
  | { type: 'interact_sent'; npcId: MetaverseNpcId }
  /** No answer came in time: free the buttons again. */
  | { type: 'pending_expired' }
  | { type: 'disconnected' };

function addEarned(earned: Achievement[], fresh: Achievement[]): Achievement[] {
  const known = new Set(earned.map((a) => a.id));
  return [...fresh.filter((a) => !known.has(a.id)).reverse(), ...earned];
}

function onServer(state: WorldState, message: MetaverseServerMessage): WorldState {
  switch (message.type) {
    case 'welcome':
      return { ...state, playerId: message.playerId, me: message.avatar, location: message.location, pending: null, serverError: null };
    case 'world_state':
      return { ...state, branches: message.branches, players: message.players };
    case 'avatar_update': {
      const { avatar, location } = message;
      const players = state.players.map((p) => (p.playerId === avatar.playerId ? { ...avatar, location } : p));
      if (!message.self) return { ...state, players };
      const answersMove = state.pending?.kind === 'move';
      return {
        ...state,
        players,
        me: avatar,
        location,
        earned: addEarned(state.earned, message.newAchievements),
        pending: answersMove ? null : state.pending,
        lastMove: answersMove ? { location, xpGained: message.xpGained } : state.lastMove,
        serverError: null,
      };
    }
    case 'npc_reply': {
      const { npcId, name, message: text, xpGained } = message;
      const answersTalk = state.pending?.kind === 'interact';
      return { ...state, lastReply: { npcId, name, message: text, xpGained }, pending: answersTalk ? null : state.pending, serverError: null };
    }
    case 'player_left':
      return { ...state, players: state.players.filter((p) => p.playerId !== message.playerId) };
    case 'error':
      // The request it answers is not coming back, so the buttons must not stay busy.
      return { ...state, serverError: message.message, pending: null };
  }
}

export function worldReducer(state: WorldState, action: WorldAction): WorldState {
  switch (action.type) {
    case 'server':
      return onServer(state, action.message);
    case 'move_sent':
      return { ...state, pending: { kind: 'move', location: action.location }, serverError: null };
    case 'interact_sent':
      return { ...state, pending: { kind: 'interact', npcId: action.npcId }, serverError: null };
    case 'pending_expired':
      return { ...state, pending: null };
    case 'disconnected':
      return { ...state, playerId: null, branches: null, players: [], pending: null };
  }
}

/** Everyone in the world but this connection. */
export function otherPlayers(state: WorldState): WorldPlayer[] {
  return state.players.filter((p) => p.playerId !== state.playerId);
}

/** The stored avatar with a live update from the socket applied, so the XP on screen moves at once. */
export function applyAvatarUpdate(
  avatar: Avatar,
  update: { avatar: PublicAvatar; location: MetaverseLocationId; newAchievements: Achievement[] },
): Avatar {
  const known = new Set(avatar.achievements.map((a) => a.id));
  return {
    ...avatar,
    level: update.avatar.level,
    financialXP: update.avatar.financialXP,
    location: update.location,
    achievements: [...avatar.achievements, ...update.newAchievements.filter((a) => !known.has(a.id))],
  };
}
