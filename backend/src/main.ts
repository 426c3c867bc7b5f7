/**
 * Plain-Node entry: `npm run start:web` (local web, the default) and hosted mode (APP_MODE=hosted).
 * Reads the environment, opens the database, starts createServer and prints the URL.
 * `main.js owner:create --email ... --username ...` instead makes the hosted owner and exits
 * (modules/auth/owner-command.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { dashboardApi } from '../../shared/api/dashboard';
import { adjustableClock, systemClock } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { createLogger } from './logger';
import { runOwnerCreate } from './modules/auth/owner-command';
import { userRepository } from './modules/auth/users-repository';
import { environmentSecretStore } from './providers/secrets/secret-store';
import { createServer } from './server';
import { entryServerOptions } from './start/entry-options';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Logs go to stderr so stdout carries just the one URL line.
  const logger = createLogger({ level: config.logLevel, destination: pino.destination(2) });
  for (const warning of config.warnings) logger.warn(warning);
  mkdirSync(path.dirname(config.databaseFile), { recursive: true });
  const db = openDatabase({ file: config.databaseFile });
  if (config.mode === 'hosted' && !userRepository(db).hasOwner()) {
    logger.warn('No owner account yet: create it with `node dist/server/main.js owner:create --email <address> --username <name>` (same DATA_DIR).');
  }
  const staticDir = config.staticDir ?? fileURLToPath(new URL('../web', import.meta.url));

  const testClock = config.testClock ? adjustableClock() : undefined;
  const server = await createServer({
    db,
    secrets: environmentSecretStore(process.env),
    mode: config.mode,
    accessToken: config.accessToken,
    staticDir,
    host: config.host,
    port: config.port,
    logger,
    trustProxy: config.trustProxy,
    coachLlm: config.coachLlm,
    stripePublishableKey: config.stripePublishableKey,
    landingFace: config.landingFace,
    beta: config.beta,
    clock: testClock ?? systemClock,
    testClock,
    // A first start answers before the demo data is written (docs/product.md "Start-up"), as the desktop's does.
    ...entryServerOptions(),
  });

  // The one line a person (or a script) needs: the full URL, token included on local web. It opens
  // the app where it starts (onboarding, then the dashboard); "/" is the landing page.
  const start = `${server.url}${dashboardApi.start.path}`;
  const link = server.accessToken ? `${start}?token=${server.accessToken}` : start;
  process.stdout.write(`Wealth Desk is running at ${link}\n`);

  const shutdown = () => {
    void server.close().then(() => {
      db.$client.close();
      process.exit(0);
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

const command = process.argv[2];
const run =
  command === 'owner:create'
    ? runOwnerCreate(process.argv.slice(3), { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then((code) => process.exit(code))
    : command === undefined
      ? main()
      : Promise.reject(new Error(`Unknown command "${command}": the only command is owner:create (no argument starts the server).`));
run.catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
