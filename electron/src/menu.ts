/**
 * The application menu: File / Edit / View / Window (plus the app menu on macOS), built from
 * Electron's standard roles so shortcuts and platform conventions come for free. Reload and
 * DevTools exist only in development builds.
 */
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuInput {
  platform: string;
  /** Development build: adds Reload, Force Reload and Toggle Developer Tools. */
  devTools: boolean;
}

export function buildMenuTemplate({ platform, devTools }: MenuInput): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const separator: MenuItemConstructorOptions = { type: 'separator' };

  const view: MenuItemConstructorOptions[] = [
    ...(devTools ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, separator] satisfies MenuItemConstructorOptions[] : []),
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    separator,
    { role: 'togglefullscreen' },
  ];

  return [
    ...(isMac ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    { label: 'File', submenu: [isMac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'delete' },
        separator,
        { role: 'selectAll' },
      ],
    },
    { label: 'View', submenu: view },
    {
      label: 'Window',
      role: 'windowMenu',
      submenu: isMac
        ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
        : [{ role: 'minimize' }, { role: 'close' }],
    },
  ];
}
