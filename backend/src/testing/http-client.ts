/**
 * A tiny cookie-keeping HTTP client for API tests of hosted mode: it stores Set-Cookie answers
 * and, when asked, sends the CSRF token back as the renderer does.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '../../../shared/contracts/auth';
import type { AppDatabase } from '../db/open';
import { createOrPromoteOwner } from '../modules/auth/owner-command';

export interface TestClient {
  cookies: Map<string, string>;
  request(method: string, path: string, body?: unknown, options?: { csrf?: boolean; headers?: Record<string, string>; raw?: string; contentType?: string }): Promise<Response>;
  get(path: string): Promise<Response>;
}

export function testClient(baseUrl: string, defaults: Record<string, string> = {}): TestClient {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const client: TestClient = {
    cookies,
    async request(method, path, body, options = {}) {
      const headers: Record<string, string> = { ...defaults, ...options.headers };
      if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      if (options.csrf !== false && cookies.has(CSRF_COOKIE)) headers[CSRF_HEADER] = decodeURIComponent(cookies.get(CSRF_COOKIE)!);
      let payload: string | undefined = options.raw;
      if (body !== undefined) {
        payload = JSON.stringify(body);
        headers['content-type'] = 'application/json';
      }
      if (options.contentType) headers['content-type'] = options.contentType;
      const res = await fetch(baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
      remember(res);
      return res;
    },
    get: (path) => client.request('GET', path),
  };
  return client;
}

export const TEST_PASSWORD = 'correct horse battery';

/** Creates an account on a hosted test server; the client holds its session. */
export async function registerTestUser(baseUrl: string, username: string, password = TEST_PASSWORD): Promise<{ client: TestClient; userId: string }> {
  const client = testClient(baseUrl);
  const res = await client.request('POST', '/api/register', { username, email: `${username}@example.com`, password, firstName: username });
  if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: string };
  return { client, userId: user.id };
}

/**
 * Creates an account, then makes it the owner as `owner:create` does (no sign-up can); its session
 * has the owner role from the next request.
 */
export async function registerTestOwner(server: { url: string; db: AppDatabase }, username: string, password = TEST_PASSWORD): Promise<{ client: TestClient; userId: string }> {
  const account = await registerTestUser(server.url, username, password);
  const outcome = await createOrPromoteOwner(server.db, { email: `${username}@example.com`, password }, Date.now());
  if (!outcome.ok || outcome.action !== 'promoted') throw new Error(`owner ${username}: ${JSON.stringify(outcome)}`);
  return account;
}
