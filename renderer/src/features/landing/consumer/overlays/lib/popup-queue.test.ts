import { describe, expect, it } from 'vitest';
import { initialPopupQueue, popupQueueReducer, type PopupQueueAction, type PopupQueueState } from './popup-queue';

const run = (state: PopupQueueState, ...actions: PopupQueueAction[]) => actions.reduce(popupQueueReducer, state);

describe('popup queue', () => {
  it('opens the first popup asked for', () => {
    expect(run(initialPopupQueue(), { type: 'request', id: 'scroll' })).toEqual({ open: 'scroll', waiting: [], seen: ['scroll'] });
  });

  it('never opens two at once: the second waits and opens when the first closes', () => {
    const state = run(initialPopupQueue(), { type: 'request', id: 'exit_intent' }, { type: 'request', id: 'price_drop' });
    expect(state.open).toBe('exit_intent');
    expect(state.waiting).toEqual(['price_drop']);
    const next = popupQueueReducer(state, { type: 'close' });
    expect(next).toEqual({ open: 'price_drop', waiting: [], seen: ['exit_intent', 'price_drop'] });
    expect(popupQueueReducer(next, { type: 'close' }).open).toBeNull();
  });

  it('shows each popup once: asking again while open, waiting or after closing changes nothing', () => {
    const open = run(initialPopupQueue(), { type: 'request', id: 'scroll' });
    expect(popupQueueReducer(open, { type: 'request', id: 'scroll' })).toBe(open);
    const waiting = run(open, { type: 'request', id: 'exit_intent' });
    expect(popupQueueReducer(waiting, { type: 'request', id: 'exit_intent' })).toBe(waiting);
    const closed = run(waiting, { type: 'close' }, { type: 'close' });
    expect(closed.open).toBeNull();
    expect(run(closed, { type: 'request', id: 'scroll' }, { type: 'request', id: 'exit_intent' }).open).toBeNull();
  });

  it('skips popups already shown in an earlier visit', () => {
    const state = run(initialPopupQueue(['exit_intent']), { type: 'request', id: 'exit_intent' });
    expect(state.open).toBeNull();
    expect(run(state, { type: 'request', id: 'price_drop' }).open).toBe('price_drop');
  });

  it('ignores a close when nothing is open', () => {
    const state = initialPopupQueue();
    expect(popupQueueReducer(state, { type: 'close' })).toBe(state);
  });
});
