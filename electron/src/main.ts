/**
 * Electron main process: the desktop shell only (docs/security.md "Desktop shell"). It mirrors
 * backend/src/main.ts: open the database, start createServer in-process on 127.0.0.1, then show
 * it in a locked-down window that carries the per-launch secret as an httpOnly cookie.
 * No business logic lives here; the security rules are in the small tested modules it wires up.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, safeStorage, session, shell } from 'electron';
import { newAccessToken } from '../../backend/src/config';
import { dashboardApi } from '../../shared/api/dashboard';
import { openDatabase, type AppDatabase } from '../../backend/src/db/open';
import { ACCESS_COOKIE } from '../../backend/src/http/local-guard';
import { createLogger } from '../../backend/src/logger';
import { createServer, type RunningServer } from '../../backend/src/server';
import { entryServerOptions } from '../../backend/src/start/entry-options';
import { denyBluetoothSelection, installDevicePolicy } from './device-policy';
import { registerIpcHandlers } from './ipc';
import { buildMenuTemplate } from './menu';
import { appOriginOf, installNavigationGuard, installPermissionPolicy } from './navigation-guard';
import { loadDesktopSecretStore, SECRETS_FILE_NAME, type KeytarLike } from './secret-store';
import { createWindowOptions } from './window-options';

const DATABASE_FILE = 'wealth-desk.db';
/** Development (unpackaged) runs get DevTools and Reload; packaged builds do not. */
const devTools = !app.isPackaged;
const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'info' });
// keytar is optional and native: load it at run time so the bundler leaves it alone and a missing
// or mis-built copy is just "no keychain".
const requireAtRuntime = createRequire(import.meta.url);

let backend: { server: RunningServer; db: AppDatabase } | undefined;
let appUrl: string | undefined;
let mainWindow: BrowserWindow | null = null;

function focusMainWindow(): void {
  if (!mainWindow) {
    // macOS keeps the app running with no window; a second launch brings one back.
    if (appUrl) createMainWindow(appUrl);
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

function createMainWindow(url: string): void {
  const iconPath = path.join(app.getAppPath(), 'resources/icons/icon.png');
  const win = new BrowserWindow(
    createWindowOptions({
      // A CommonJS bundle (.cjs, as the package is "type": "module"): sandboxed preloads cannot be
      // ES modules. electron.vite.config.ts must build the preload with output.format 'cjs'.
      preloadPath: path.join(__dirname, '../preload/index.cjs'),
      devTools,
      iconPath: existsSync(iconPath) ? iconPath : undefined,
    }),
  );
  mainWindow = win;
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  win.webContents.on('render-process-gone', (_event, details) => {
    logger.error({ reason: details.reason, exitCode: details.exitCode }, 'renderer process gone');
  });
  // Where the app starts: onboarding on a first run, then the dashboard (docs/product.md "Navigation").
  void win.loadURL(`${url}${dashboardApi.start.path}`);
}

async function start(): Promise<void> {
  const userData = app.getPath('userData');
  mkdirSync(userData, { recursive: true });

  const secrets = await loadDesktopSecretStore({
    loadKeytar: () => requireAtRuntime('keytar') as KeytarLike,
    safeStorage,
    secretsFile: path.join(userData, SECRETS_FILE_NAME),
    log: (message) => logger.warn(message),
  });
  logger.info({ secrets: secrets.kind }, secrets.reason);

  const db = openDatabase({ file: path.join(userData, DATABASE_FILE) });
  const accessToken = newAccessToken();
  let server: RunningServer;
  try {
    server = await createServer({
      db,
      secrets,
      mode: 'desktop',
      accessToken,
      staticDir: path.join(__dirname, '../renderer'),
      host: '127.0.0.1',
      port: 0,
      logger,
      // As the web start: a first start shows the window at once and seeds after its first answer.
      ...entryServerOptions(),
    });
  } catch (error) {
    db.$client.close();
    throw error;
  }
  backend = { server, db };
  appUrl = server.url;
  const appOrigin = appOriginOf(server.url);

  // The per-launch secret, as a session cookie (never written to disk) that page scripts cannot read.
  await session.defaultSession.cookies.set({
    url: server.url,
    name: ACCESS_COOKIE,
    value: accessToken,
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
  });

  const openExternal = (url: string) => shell.openExternal(url);
  installPermissionPolicy(session.defaultSession, appOrigin);
  installDevicePolicy(session.defaultSession);
  app.on('web-contents-created', (_event, contents) => {
    installNavigationGuard(contents, appOrigin, openExternal);
    denyBluetoothSelection(contents);
  });
  registerIpcHandlers(ipcMain, { appOrigin, openExternal, version: app.getVersion() });
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate({ platform: process.platform, devTools })));

  createMainWindow(server.url);
}

function fail(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  logger.error({ err: error }, 'desktop start failed');
  dialog.showErrorBox('Wealth Desk could not start', message);
  app.exit(1);
}

// Every renderer runs in the OS sandbox, whatever a window's own options say.
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  // Another copy already runs; it focuses its window (below) and this one leaves.
  app.quit();
} else {
  app.on('second-instance', focusMainWindow);

  app.on('activate', () => {
    if (!mainWindow && appUrl) createMainWindow(appUrl);
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  // Close the server and the database before the process ends: hold the quit once, clean up, quit again.
  app.on('before-quit', (event) => {
    const running = backend;
    if (!running) return;
    backend = undefined;
    event.preventDefault();
    running.server
      .close()
      .catch((error: unknown) => logger.error({ err: error }, 'server close failed'))
      .finally(() => {
        running.db.$client.close();
        app.quit();
      });
  });

  app.whenReady().then(start).catch(fail);
}
