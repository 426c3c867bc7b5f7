/**
 * Which popup is open: never two at once. A popup asked for while another is open waits its turn
 * and opens when that one closes; each popup opens at most once (the storage flags make that hold
 * across visits, `seen` within this page even when storage is blocked).
 */
import type { PopupId } from './overlay-constants';

export interface PopupQueueState {
  open: PopupId | null;
  waiting: readonly PopupId[];
  /** Opened at some point on this page (or already shown in an earlier visit). */
  seen: readonly PopupId[];
}

export type PopupQueueAction = { type: 'request'; id: PopupId } | { type: 'close' };

export function initialPopupQueue(alreadyShown: readonly PopupId[] = []): PopupQueueState {
  return { open: null, waiting: [], seen: [...alreadyShown] };
}

export function popupQueueReducer(state: PopupQueueState, action: PopupQueueAction): PopupQueueState {
  if (action.type === 'request') {
    const { id } = action;
    if (state.open === id || state.seen.includes(id) || state.waiting.includes(id)) return state;
    if (state.open === null) return { ...state, open: id, seen: [...state.seen, id] };
    return { ...state, waiting: [...state.waiting, id] };
  }
  if (state.open === null) return state;
  const [next, ...rest] = state.waiting;
  if (next === undefined) return { ...state, open: null };
  return { open: next, waiting: rest, seen: [...state.seen, next] };
}
