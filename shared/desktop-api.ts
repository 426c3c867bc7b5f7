/**
 * The contract between the preload script and the renderer: the only things the page can reach on
 * `window.desktop`. A few named methods, each backed by one named IPC channel; there is no generic
 * send/invoke pass-through. The renderer must treat `window.desktop` as optional (it is absent on the
 * web), so it can only ever be a convenience, never a dependency.
 */
export const DESKTOP_CHANNELS = {
  openExternal: 'desktop:open-external',
  getVersion: 'desktop:get-version',
} as const;

export type DesktopChannel = (typeof DESKTOP_CHANNELS)[keyof typeof DESKTOP_CHANNELS];

export interface DesktopApi {
  /** 'darwin' | 'win32' | 'linux' ... as reported by the OS. */
  readonly platform: string;
  /** Opens an http(s) link in the user's browser. Resolves false when the link was refused. */
  openExternal(url: string): Promise<boolean>;
  /** The desktop app's version (package.json). */
  getVersion(): Promise<string>;
}
