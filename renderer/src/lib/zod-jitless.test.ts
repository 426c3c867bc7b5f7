import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('zod, loaded after it, parses without compiling (no eval under our CSP)', async () => {
    vi.resetModules();
    delete (globalThis as Record<string, unknown>).__zod_globalConfig;
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // An object parse is where zod would otherwise probe `new Function`.
    const evalSpy = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
    expect(evalSpy).not.toHaveBeenCalled();
    evalSpy.mockRestore();
  });
});
