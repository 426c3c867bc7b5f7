import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS } from '../../shared/desktop-api';
import { isTrustedSender, registerIpcHandlers, UntrustedSenderError, type IpcMainLike, type SenderEvent } from './ipc';

const APP = 'http://127.0.0.1:41873';
type Handler = (event: SenderEvent, ...args: unknown[]) => unknown;

function setup() {
  const handlers = new Map<string, Handler>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => handlers.delete(channel),
  };
  const openExternal = vi.fn(async (_url: string) => undefined);
  const unregister = registerIpcHandlers(ipcMain, { appOrigin: APP, openExternal, version: '0.1.0' });
  const invoke = async (channel: string, senderUrl: string | null, ...args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args);
  };
  return { handlers, openExternal, unregister, invoke };
}

describe('isTrustedSender', () => {
  it('trusts only frames showing the app origin', () => {
    expect(isTrustedSender({ senderFrame: { url: `${APP}/settings` } }, APP)).toBe(true);
    expect(isTrustedSender({ senderFrame: null }, APP)).toBe(false);
    expect(isTrustedSender({ senderFrame: { url: 'https://evil.com/' } }, APP)).toBe(false);
    expect(isTrustedSender({ senderFrame: { url: 'http://127.0.0.1.evil.com:41873/' } }, APP)).toBe(false);
    expect(isTrustedSender({ senderFrame: { url: 'file:///tmp/x.html' } }, APP)).toBe(false);
    expect(isTrustedSender({ senderFrame: { url: 'about:blank' } }, APP)).toBe(false);
  });
});

describe('registerIpcHandlers', () => {
  it('registers exactly the named channels', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(Object.values(DESKTOP_CHANNELS).sort());
  });

  it('opens a web link for the app', async () => {
    const { invoke, openExternal } = setup();
    await expect(invoke(DESKTOP_CHANNELS.openExternal, `${APP}/help`, 'https://plaid.com/legal')).resolves.toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://plaid.com/legal');
  });

  it('refuses a sender that is not the app, before doing anything', async () => {
    const { invoke, openExternal } = setup();
    for (const sender of ['https://evil.com/', 'http://127.0.0.1:41874/', 'http://127.0.0.1:41873@evil.com/', null]) {
      await expect(invoke(DESKTOP_CHANNELS.openExternal, sender, 'https://example.com/')).rejects.toBeInstanceOf(UntrustedSenderError);
      await expect(invoke(DESKTOP_CHANNELS.getVersion, sender)).rejects.toBeInstanceOf(UntrustedSenderError);
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses links that are not plain web links', async () => {
    const { invoke, openExternal } = setup();
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'http://localhost:22/', 42, undefined, `https://x.com/${'a'.repeat(3000)}`]) {
      await expect(invoke(DESKTOP_CHANNELS.openExternal, `${APP}/`, url)).resolves.toBe(false);
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('answers the version to the app', async () => {
    const { invoke } = setup();
    await expect(invoke(DESKTOP_CHANNELS.getVersion, `${APP}/`)).resolves.toBe('0.1.0');
  });

  it('can be unregistered', () => {
    const { handlers, unregister } = setup();
    unregister();
    expect(handlers.size).toBe(0);
  });
});
