/**
 * `npm start`: the desktop app when the Electron runtime is installed, otherwise the local web app
 * (same backend, same UI, in the browser). Electron is an optional dependency because its binary
 * cannot be downloaded everywhere; this script makes that a fallback, not a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

const firstLine = (error) => String(error instanceof Error ? error.message : error).split('\n')[0];

/** { binary } when Electron can run here, else { why }. */
function findElectron() {
  try {
    require.resolve('electron');
  } catch {
    return { why: 'the optional "electron" package is not installed' };
  }
  let binary;
  try {
    binary = require('electron'); // the package exports the path of its binary
  } catch (error) {
    return { why: `the "electron" package has no binary: ${firstLine(error)}` };
  }
  if (typeof binary !== 'string' || !existsSync(binary)) return { why: `no Electron binary at ${binary}` };
  // better-sqlite3 is native: a copy built for Node cannot load in Electron (different ABI).
  const probe = spawnSync(binary, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
    cwd: root,
    env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (probe.status !== 0) {
    return {
      why:
        'Electron is installed but better-sqlite3 is not built for it ' +
        '(run `npx electron-builder install-app-deps`; `npm rebuild better-sqlite3` switches back to Node)',
    };
  }
  return { binary };
}

let child;
let stopping;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = signal;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else process.exit(128 + constants.signals[signal]);
  });
}

/** Runs a command with inherited stdio; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.once('error', (error) => {
      process.stderr.write(`Could not run ${command}: ${firstLine(error)}\n`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

/** `npm run <script>`, through the npm that started us when there is one (no shell needed). */
function npmRun(script) {
  const npmCli = process.env.npm_execpath;
  if (npmCli && /\.[cm]?js$/.test(npmCli)) return run(process.execPath, [npmCli, 'run', script]);
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', script], { shell: process.platform === 'win32' });
}

/** `npm start -- --verbose` (or VERBOSE=1) prints the build's own output; otherwise only its warnings and errors. */
const verbose = process.argv.includes('--verbose') || process.env.VERBOSE === '1';

/** One Vite build with its asset list left out: warnings and errors still show. */
function quietBuild(config) {
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  return run(process.execPath, [vite, 'build', '--config', config, '--logLevel', 'warn'], {
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
}

async function main() {
  const electron = findElectron();
  const steps = [];
  if (electron.binary) {
    const env = { ...process.env };
    delete env.ELECTRON_RUN_AS_NODE;
    steps.push(() => npmRun('build:desktop'), () => run(electron.binary, ['.'], { env }));
  } else {
    process.stdout.write(`Electron runtime not found (${electron.why}); starting the web app instead.\n`);
    if (verbose) steps.push(() => npmRun('build:web'));
    else {
      process.stdout.write('Building the web app (`npm start -- --verbose` shows the build output)...\n');
      steps.push(() => quietBuild('renderer/vite.config.ts'), () => quietBuild('backend/vite.config.ts'));
    }
    steps.push(() => run(process.execPath, ['dist/server/main.js']));
  }
  for (const step of steps) {
    const code = await step();
    if (code !== 0 || stopping) return code;
  }
  return 0;
}

process.exitCode = await main();
