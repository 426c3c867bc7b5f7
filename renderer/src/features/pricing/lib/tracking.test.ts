import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICING_EVENTS, settleWithin } from './tracking';

describe('pricing events', () => {
  it('are the spec names, valid for the track contract (snake_case)', () => {
    expect(Object.values(PRICING_EVENTS)).toEqual(['view_pricing', 'urgency_banner_clicked', 'sticky_cta_clicked', 'pricing_tier_clicked', 'pricing_cta_clicked']);
    for (const name of Object.values(PRICING_EVENTS)) expect(name).toMatch(/^[a-z][a-z0-9_]{0,63}$/);
  });
});

describe('settleWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves as soon as the promise settles, either way', async () => {
    const done = vi.fn();
    void settleWithin(Promise.resolve('ok'), 1000).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
    const failed = vi.fn();
    void settleWithin(Promise.reject(new Error('offline')), 1000).then(failed);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the limit', async () => {
    const done = vi.fn();
    void settleWithin(new Promise(() => {}), 1000).then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
