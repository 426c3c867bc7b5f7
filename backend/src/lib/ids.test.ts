import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timeOrderedUuid } from './ids';

describe('timeOrderedUuid', () => {
  it('is a valid version-7 UUID that names its millisecond', () => {
    const id = timeOrderedUuid(Date.UTC(2026, 11, 7, 12));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.string().uuid().safeParse(id).success).toBe(true);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBeGreaterThanOrEqual(Date.UTC(2026, 11, 7, 12));
  });

  it('sorts in the order ids were made, within a millisecond and past its counter, and never repeats', () => {
    const ids = Array.from({ length: 10_000 }, () => timeOrderedUuid(Date.UTC(2027, 0, 1)));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // A clock that steps back does not reorder them either.
    const later = timeOrderedUuid(Date.UTC(2026, 0, 1));
    expect(later > ids.at(-1)!).toBe(true);
  });
});
