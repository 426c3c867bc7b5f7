/**
 * Starts the real backend on a real in-memory SQLite (or the database a test opens) and a real port, for API tests.
 */
import { fixedClock } from '../clock';
import { openDatabase, type AppDatabase } from '../db/open';
import { createLogger } from '../logger';
import { memorySecretStore, type SecretName } from '../providers/secrets/secret-store';
import { createServer, type RunningServer, type ServerOptions } from '../server';

export const TEST_TOKEN = 'test-access-token-0123456789';
export const TEST_NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

export interface TestServer extends RunningServer {
  db: AppDatabase;
  /** fetch against the server with the access token and a correct Host header. */
  api(path: string, init?: RequestInit): Promise<Response>;
  postJson(path: string, body: unknown): Promise<Response>;
}

export async function startTestServer(
  overrides: Partial<Omit<ServerOptions, 'secrets'>> & { secrets?: Partial<Record<SecretName, string>> } = {},
): Promise<TestServer> {
  const db = overrides.db ?? openDatabase({ file: ':memory:' });
  const { secrets, ...rest } = overrides;
  const server = await createServer({
    db,
    secrets: memorySecretStore(secrets),
    mode: 'web',
    accessToken: TEST_TOKEN,
    clock: fixedClock(TEST_NOW),
    logger: createLogger({ level: 'silent' }),
    ...rest,
  });
  const api = (path: string, init: RequestInit = {}) =>
    fetch(server.url + path, {
      ...init,
      headers: { authorization: `Bearer ${TEST_TOKEN}`, ...(init.headers as Record<string, string>) },
    });
  return {
    ...server,
    db,
    api,
    postJson: (path, body) =>
      api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    close: async () => {
      await server.close();
      db.$client.close();
    },
  };
}
