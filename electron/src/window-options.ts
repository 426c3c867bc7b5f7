/**
 * The main window's options: Electron's security checklist in one tested place. The window is
 * created hidden and shown on 'ready-to-show' so the user never sees a blank white frame.
 */
import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowOptionsInput {
  /** Absolute path of the built preload script (out/preload/...). */
  preloadPath: string;
  /** DevTools only in development builds; packaged builds cannot open them. */
  devTools: boolean;
  /** Window/taskbar icon (Linux, Windows); macOS takes the bundle's icon. */
  iconPath?: string;
}

export const WINDOW_SIZE = { width: 1280, height: 820, minWidth: 960, minHeight: 640 } as const;

export function createWindowOptions({ preloadPath, devTools, iconPath }: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    ...WINDOW_SIZE,
    title: 'Wealth Desk',
    show: false,
    backgroundColor: '#0b1220',
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // No spellchecker: what is typed (amounts, payees, notes) goes to no spell-checking service,
      // and no dictionary is downloaded from the network.
      spellcheck: false,
      devTools,
    },
  };
}
