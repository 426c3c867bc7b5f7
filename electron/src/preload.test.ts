import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS, type DesktopApi } from '../../shared/desktop-api';

const exposeInMainWorld = vi.fn();
const invoke = vi.fn(async (..._args: unknown[]) => true as unknown);
vi.mock('electron', () => ({ contextBridge: { exposeInMainWorld }, ipcRenderer: { invoke } }));

describe('preload', () => {
  beforeEach(async () => {
    vi.resetModules();
    exposeInMainWorld.mockClear();
    invoke.mockClear();
    await import('./preload');
  });

  const exposed = () => {
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [key, api] = exposeInMainWorld.mock.calls[0]!;
    expect(key).toBe('desktop');
    return api as DesktopApi;
  };

  it('exposes only the named methods: no ipcRenderer, no generic invoke', () => {
    const api = exposed();
    expect(Object.keys(api).sort()).toEqual(['getVersion', 'openExternal', 'platform']);
    expect(Object.isFrozen(api)).toBe(true);
    expect(api.platform).toBe(process.platform);
  });

  it('maps each method to its own channel', async () => {
    const api = exposed();
    await api.openExternal('https://example.com/');
    await api.getVersion();
    expect(invoke.mock.calls).toEqual([[DESKTOP_CHANNELS.openExternal, 'https://example.com/'], [DESKTOP_CHANNELS.getVersion]]);
  });

  it('does not forward non-string arguments', async () => {
    const api = exposed();
    await expect(api.openExternal({ toString: () => 'https://x.com' } as unknown as string)).resolves.toBe(false);
    expect(invoke).not.toHaveBeenCalled();
  });
});
