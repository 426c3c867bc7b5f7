/**
 * Preload (sandboxed, context-isolated): exposes `window.desktop` with a few named methods, each
 * mapped to one named channel. No ipcRenderer object, no generic invoke/send, no Node APIs reach
 * the page. Must stay a single self-contained CommonJS bundle: sandboxed preloads cannot load ESM
 * or any module but 'electron'.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_CHANNELS, type DesktopApi } from '../../shared/desktop-api';

const desktop: DesktopApi = {
  platform: process.platform,
  openExternal: (url) =>
    typeof url === 'string' ? (ipcRenderer.invoke(DESKTOP_CHANNELS.openExternal, url) as Promise<boolean>) : Promise.resolve(false),
  getVersion: () => ipcRenderer.invoke(DESKTOP_CHANNELS.getVersion) as Promise<string>,
};

contextBridge.exposeInMainWorld('desktop', Object.freeze(desktop));
