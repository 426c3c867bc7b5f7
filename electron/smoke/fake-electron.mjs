/**
 * A stand-in for the 'electron' module, just enough to run the built main process (out/main/index.js)
 * under plain Node where the Electron binary is missing. The "window" loads its URL with fetch,
 * sending the cookies main set, then quits; what happened is printed as one SMOKE-RESULT line.
 */
import { EventEmitter } from 'node:events';
import { tmpdir } from 'node:os';

const result = {
  cookies: [],
  ipcChannels: [],
  menu: [],
  permissionHandlers: 0,
  sessionEvents: [],
  devicePermission: [],
  guardedContents: 0,
  contentsEvents: [],
  windows: [],
  loads: [],
  errors: [],
};
const report = () => process.stderr.write(`SMOKE-RESULT ${JSON.stringify(result)}\n`);

class App extends EventEmitter {
  isPackaged = true;
  sandboxEnabled = false;
  enableSandbox() {
    result.sandboxEnabled = true;
  }
  requestSingleInstanceLock() {
    return true;
  }
  whenReady() {
    return new Promise((resolve) => setTimeout(resolve, 5));
  }
  getPath(name) {
    return name === 'userData' ? process.env.WD_SMOKE_USER_DATA : tmpdir();
  }
  getAppPath() {
    return process.cwd();
  }
  getVersion() {
    return '0.0.0-smoke';
  }
  quit() {
    const event = { defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } };
    this.emit('before-quit', event);
    if (event.defaultPrevented) {
      result.quitHeldForCleanup = true;
      return;
    }
    report();
    process.exit(0);
  }
  exit(code) {
    report();
    process.exit(code);
  }
}

export const app = new App();
export const safeStorage = {
  isEncryptionAvailable: () => false,
  encryptString: () => Buffer.alloc(0),
  decryptString: () => '',
};
export const session = {
  defaultSession: {
    cookies: {
      set: async (cookie) => {
        result.cookies.push(cookie);
      },
    },
    setPermissionRequestHandler: () => result.permissionHandlers++,
    setPermissionCheckHandler: () => result.permissionHandlers++,
    // What the handler answers for a device: main must grant none.
    setDevicePermissionHandler: (handler) => result.devicePermission.push(handler({ deviceType: 'usb', origin: 'http://127.0.0.1', device: {} })),
    on(name) {
      result.sessionEvents.push(name);
      return this;
    },
  },
};
export const ipcMain = { handle: (channel) => result.ipcChannels.push(channel), removeHandler() {} };
export const shell = { openExternal: async () => undefined };
export const dialog = { showErrorBox: (title, message) => result.errors.push(`${title}: ${message}`) };
export const Menu = {
  buildFromTemplate: (template) => template,
  setApplicationMenu: (template) => (result.menu = template.map((m) => m.label ?? m.role)),
};

export class BrowserWindow extends EventEmitter {
  constructor(options) {
    super();
    result.windows.push(options);
    this.webContents = new EventEmitter();
    this.webContents.setWindowOpenHandler = () => undefined;
    // main installs the navigation guard on every WebContents through this event.
    const before = this.webContents.listenerCount('will-navigate');
    app.emit('web-contents-created', {}, this.webContents);
    if (this.webContents.listenerCount('will-navigate') > before) result.guardedContents++;
    result.contentsEvents = this.webContents.eventNames();
  }
  async loadURL(url) {
    const cookie = result.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const get = async (path, withCookie) => {
      const res = await fetch(new URL(path, url), { headers: withCookie ? { cookie } : {}, redirect: 'manual' });
      const body = await res.text();
      return {
        path,
        withCookie,
        status: res.status,
        location: res.headers.get('location'),
        csp: res.headers.get('content-security-policy'),
        html: body.includes('<div id="root"'),
        body: body.slice(0, 200),
      };
    };
    result.loads.push({ url }, await get('/', true), await get('/api/health', true), await get('/api/health', false), await get(url, true));
    this.emit('ready-to-show');
    setTimeout(() => app.quit(), 20);
  }
  show() {
    result.shown = true;
  }
  isMinimized() {
    return false;
  }
}
