/**
 * The main-process side of the preload bridge. One handler per named channel; every handler first
 * checks that the message comes from a frame showing the app's own origin (a page that somehow got
 * loaded elsewhere, or a cross-origin frame, is refused), then validates its arguments.
 */
import { DESKTOP_CHANNELS } from '../../shared/desktop-api';
import { isAppUrl, isSafeExternalUrl, type OpenExternal } from './navigation-guard';

/** What a handler needs to know about the caller: the frame that sent the message. */
export interface SenderEvent {
  readonly senderFrame: { readonly url: string } | null;
}

type Handler = (event: SenderEvent, ...args: unknown[]) => unknown;

/** The subset of ipcMain used here (lets tests pass a fake). */
export interface IpcMainLike {
  handle(channel: string, listener: Handler): void;
  removeHandler(channel: string): void;
}

export class UntrustedSenderError extends Error {
  constructor(channel: string) {
    super(`Refused ${channel}: the sender is not the app`);
    this.name = 'UntrustedSenderError';
  }
}

export function isTrustedSender(event: SenderEvent, appOrigin: string): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url, appOrigin);
}

export interface IpcDeps {
  appOrigin: string;
  openExternal: OpenExternal;
  version: string;
}

/** Registers the channels; returns a function that removes them again. */
export function registerIpcHandlers(ipcMain: IpcMainLike, deps: IpcDeps): () => void {
  const guarded = (channel: string, handler: Handler) => {
    ipcMain.handle(channel, (event, ...args) => {
      if (!isTrustedSender(event, deps.appOrigin)) throw new UntrustedSenderError(channel);
      return handler(event, ...args);
    });
  };

  guarded(DESKTOP_CHANNELS.openExternal, async (_event, url) => {
    if (typeof url !== 'string' || url.length > 2048 || !isSafeExternalUrl(url)) return false;
    await deps.openExternal(new URL(url).href);
    return true;
  });
  guarded(DESKTOP_CHANNELS.getVersion, () => deps.version);

  return () => {
    for (const channel of Object.values(DESKTOP_CHANNELS)) ipcMain.removeHandler(channel);
  };
}
