/**
 * Accounts for the hosted test server. The server allows 5 sign-ups per client address an hour,
 * and the hosted suite as a whole creates more accounts than that from one machine, so each account
 * here signs up from its own loopback address (127.x.y.z all reach the server on Linux) — one client
 * per person, as in real life. The sign-up form itself is covered by accounts.spec.ts.
 */
import http from 'node:http';
import { expect, type BrowserContext } from '@playwright/test';
import { SESSION_COOKIE } from '../../backend/src/http/auth';
import { CSRF_COOKIE } from '../../shared/constants';
import { E2E_OWNER_EMAIL, E2E_OWNER_USERNAME, E2E_PASSWORD as PASSWORD, HOSTED_URL } from './env';

export interface Account {
  username: string;
  email: string;
  firstName: string;
}

/**
 * Creates an account from its own loopback address and signs the browser context in with it. The
 * hosted server by default; `baseUrl` picks another hosted test server (e.g. the consumer one). The
 * context's cookies go along, as the browser's would (e.g. the referral cookie of a share link).
 */
export async function signUp(context: BrowserContext, prefix: string, firstName: string, baseUrl: string = HOSTED_URL): Promise<Account> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = { username, email: `${username}@example.com`, firstName };
  const answer = await postFromOwnAddress(context, baseUrl, '/api/register', { ...account, password: PASSWORD });
  expect(answer.status, 'sign-up').toBe(201);
  await signContextIn(context, baseUrl, answer.cookies);
  return account;
}

/**
 * Signs the browser context in as the owner of a hosted test server. No sign-up can make the owner:
 * the server's command in playwright.config.ts made it with owner:create before the server started.
 */
export async function signInOwner(context: BrowserContext, baseUrl: string = HOSTED_URL): Promise<Account> {
  const account = { username: E2E_OWNER_USERNAME, email: E2E_OWNER_EMAIL, firstName: 'Owner' };
  const answer = await postFromOwnAddress(context, baseUrl, '/api/login', { identifier: account.email, password: PASSWORD });
  expect(answer.status, 'owner sign-in').toBe(200);
  await signContextIn(context, baseUrl, answer.cookies);
  return account;
}

/** POSTs JSON from a random loopback address (the sign-up limit is per address), with the context's cookies. */
async function postFromOwnAddress(context: BrowserContext, baseUrl: string, path: string, payload: unknown): Promise<{ status: number; cookies: string[] }> {
  const body = JSON.stringify(payload);
  const octet = () => 1 + Math.floor(Math.random() * 254);
  const url = new URL(path, baseUrl);
  const jar = (await context.cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
  return new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: `127.${octet()}.${octet()}.${octet()}`,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...(jar ? { Cookie: jar } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Puts the session and CSRF cookies an answer set into the browser context. */
async function signContextIn(context: BrowserContext, baseUrl: string, cookies: string[]): Promise<void> {
  const cookie = (name: string) => {
    const pair = cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
    expect(pair, `the answer set ${name}`).toBeTruthy();
    return pair!.slice(name.length + 1);
  };
  await context.addCookies([
    { name: SESSION_COOKIE, value: cookie(SESSION_COOKIE), url: baseUrl, httpOnly: true, sameSite: 'Lax' },
    { name: CSRF_COOKIE, value: cookie(CSRF_COOKIE), url: baseUrl, sameSite: 'Strict' },
  ]);
}

