/**
 * Smoke test of the BUILT main process without the Electron binary: runs out/main/index.js under
 * Node with 'electron' replaced by fake-electron.mjs, and checks the wiring end to end: the backend
 * starts on 127.0.0.1, the per-launch secret goes into an httpOnly SameSite=strict cookie that the
 * server accepts (and nothing works without it), the window gets the hardened options and the CJS
 * preload, the guards and IPC channels are installed, and quitting closes everything.
 * Usage: ELECTRON_MAJOR_VER=44 npx electron-vite build && node electron/smoke/smoke-main.mjs
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const mainBundle = path.join(root, 'out/main/index.js');
if (!existsSync(mainBundle)) {
  console.error('out/main/index.js is missing: build first (ELECTRON_MAJOR_VER=44 npx electron-vite build)');
  process.exit(1);
}

const userData = mkdtempSync(path.join(tmpdir(), 'wd-smoke-'));
const hooks = pathToFileURL(fileURLToPath(new URL('./hooks.mjs', import.meta.url))).href;
const register = `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(hooks)})`;
const run = spawnSync(process.execPath, ['--import', register, mainBundle], {
  cwd: root,
  env: { ...process.env, LOG_LEVEL: 'info', WD_SMOKE_USER_DATA: userData },
  encoding: 'utf8',
  timeout: 60_000,
});
const dbCreated = existsSync(path.join(userData, 'wealth-desk.db'));
rmSync(userData, { recursive: true, force: true });

const line = run.stderr.split('\n').find((l) => l.startsWith('SMOKE-RESULT '));
const failures = [];
const check = (ok, what) => (ok ? console.log(`ok   ${what}`) : failures.push(what) && console.log(`FAIL ${what}`));

check(run.status === 0, `main exits 0 after quit (got ${run.status}${run.error ? `, ${run.error.message}` : ''})`);
if (!line) {
  console.error(run.stderr.slice(-2000));
  process.exit(1);
}
const r = JSON.parse(line.slice('SMOKE-RESULT '.length));
const [target, page, health, healthWithoutCookie, start] = r.loads;
const origin = target?.url ? new URL(target.url).origin : undefined;
const cookie = r.cookies[0] ?? {};
const web = r.windows[0]?.webPreferences ?? {};

check(r.errors.length === 0, `no start-up error (${r.errors.join('; ')})`);
check(r.sandboxEnabled, 'app.enableSandbox() called');
check(dbCreated, 'database file created in userData');
check(/^http:\/\/127\.0\.0\.1:\d+\/api\/start$/.test(target?.url ?? ''), `window loads the local server's start path (${target?.url})`);
check(start?.status === 303 && start.location === '/dashboard', `the start path opens the dashboard of the onboarded demo user (${start?.status} ${start?.location})`);
check(cookie.name === 'wd_access' && cookie.httpOnly === true && cookie.sameSite === 'strict' && !('expirationDate' in cookie), 'secret set as an httpOnly, SameSite=strict session cookie');
check(cookie.url === origin, 'cookie scoped to the server origin');
check(page?.status === 200 && page.html, 'GET / with the cookie serves the renderer');
check(typeof page?.csp === 'string' && page.csp.includes("script-src 'self'") && page.csp.includes("form-action 'self'"), 'CSP header present, with form-action');
check(health?.status === 200 && /"mode":"desktop"/.test(health.body), 'GET /api/health answers in desktop mode');
check(healthWithoutCookie?.status === 403, 'GET /api/health without the cookie is refused');
check(web.sandbox === true && web.contextIsolation === true && web.nodeIntegration === false && web.devTools === false && web.spellcheck === false, 'hardened webPreferences');
check(typeof web.preload === 'string' && web.preload.endsWith(path.join('out', 'preload', 'index.cjs')), `preload is the CJS bundle (${web.preload})`);
const preload = existsSync(web.preload ?? '') ? readFileSync(web.preload, 'utf8') : undefined;
check(preload !== undefined && !/^\s*(import|export)\b/m.test(preload), 'preload bundle exists and is CommonJS (electron.vite.config.ts: preload output format cjs)');
check(r.guardedContents === 1, 'navigation guard installed on the window');
check(['will-frame-navigate', 'will-redirect', 'select-bluetooth-device'].every((e) => r.contentsEvents.includes(e)), 'iframe navigation and Bluetooth chooser guarded');
check(['select-hid-device', 'select-serial-port', 'select-usb-device'].every((e) => r.sessionEvents.includes(e)), 'HID, serial and USB choosers handled');
check(JSON.stringify(r.devicePermission) === '[false]', 'device permission handler grants nothing');
check(r.permissionHandlers === 2, 'permission request and check handlers installed');
check(JSON.stringify(r.ipcChannels.sort()) === JSON.stringify(['desktop:get-version', 'desktop:open-external']), 'only the named IPC channels');
check(JSON.stringify(r.menu) === JSON.stringify(['File', 'Edit', 'View', 'Window']), 'application menu');
check(r.shown === true && r.quitHeldForCleanup === true, 'shown on ready-to-show; quit waits for server and database to close');
check(!run.stdout.includes(cookie.value ?? '\u0000') && !run.stderr.replace(line, '').includes(cookie.value ?? '\u0000'), 'secret never logged');

if (failures.length) {
  console.error(`\n${failures.length} smoke check(s) failed`);
  process.exit(1);
}
console.log('\nmain process smoke test passed');
