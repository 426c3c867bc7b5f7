import { describe, expect, it } from 'vitest';
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelayMs } from './backoff';

describe('reconnect backoff', () => {
  it('doubles from 1 s', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(RECONNECT_BASE_MS).toBe(1_000);
  });

  it('stops growing at 30 s', () => {
    expect(reconnectDelayMs(5)).toBe(RECONNECT_MAX_MS);
    expect(RECONNECT_MAX_MS).toBe(30_000);
    expect(reconnectDelayMs(6)).toBe(30_000);
    expect(reconnectDelayMs(2_000)).toBe(30_000);
    expect(reconnectDelayMs(Number.POSITIVE_INFINITY)).toBe(30_000);
  });

  it('treats nonsense attempts as the first one', () => {
    expect(reconnectDelayMs(-3)).toBe(1_000);
    expect(reconnectDelayMs(Number.NaN)).toBe(1_000);
    expect(reconnectDelayMs(1.7)).toBe(2_000);
  });
});
