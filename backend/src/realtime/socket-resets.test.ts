/**
 * No socket error may take the server down (docs/security.md "Who may call the server"): clients
 * that reset the TCP connection (RST, socket.resetAndDestroy()) at every stage of a WebSocket
 * handshake, for refused and for accepted upgrades, in local and in hosted mode. After each reset
 * the server must still answer /api/health, and nothing may have reached 'uncaughtException'
 * (an 'error' event on a socket without a listener is thrown there, and would end the process).
 */
import { connect as netConnect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../shared/constants';
import { registerTestUser, type TestClient } from '../testing/http-client';
import { startTestServer, TEST_TOKEN, type TestServer } from '../testing/test-server';

let server: TestServer | undefined;
const uncaught: unknown[] = [];
const record = (err: unknown) => uncaught.push(err);

beforeEach(() => {
  uncaught.length = 0;
  process.on('uncaughtException', record);
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  // A reset's error can arrive late on a slow machine: it must not have reached the process either.
  await sleep(100);
  process.off('uncaughtException', record);
  expect(uncaught.map((e) => (e instanceof Error ? e.message : String(e)))).toEqual([]);
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Each attempt comes from its own loopback address, so the per-address handshake rate never refuses it. */
let nextAddress = 10;

function open(port: number): Promise<Socket> {
  const localAddress = `127.0.0.${nextAddress++ % 250 || 1}`;
  return new Promise((resolve, reject) => {
    const socket = netConnect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** Resolves with what the socket has received once `match` accepts it. */
function received(socket: Socket, match: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no answer within 15 s; got ${JSON.stringify(text)}`)), 15_000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (match(text)) {
        clearTimeout(timer);
        resolve(text);
      }
    });
  });
}

function request(port: number, userId: string, headers: Record<string, string>): string {
  const lines = [
    `GET /metaverse?userId=${userId} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** The first bytes of a masked text frame announcing 100 bytes of payload, of which only 3 follow. */
const PARTIAL_FRAME = Buffer.from([0x81, 0x80 | 100, 1, 2, 3, 4, 0x61, 0x62, 0x63]);

type Stage = 'before headers complete' | 'right after the request' | 'after the answer' | 'mid-frame';

/** One handshake, reset at `stage`; where the stage follows the answer, the answer must have been `expectStatus`. */
async function resetAt(port: number, raw: string, stage: Stage, expectStatus: number): Promise<void> {
  const socket = await open(port);
  if (stage === 'before headers complete') {
    socket.write(raw.slice(0, raw.indexOf('Upgrade:')));
    await sleep(20);
  } else if (stage === 'right after the request') {
    socket.write(raw);
  } else {
    const answer = received(socket, (text) => text.includes('\r\n\r\n'));
    socket.write(raw);
    const text = await answer;
    expect(text.slice(0, 12)).toBe(`HTTP/1.1 ${expectStatus}`);
    if (stage === 'mid-frame') {
      socket.write(PARTIAL_FRAME);
      await sleep(20);
    }
  }
  socket.resetAndDestroy();
}

async function stillHealthy(url: string) {
  // Give the server's side of the reset time to arrive (ECONNRESET is read asynchronously).
  await sleep(50);
  const health = await fetch(`${url}/api/health`, { headers: { authorization: `Bearer ${TEST_TOKEN}` } });
  expect(health.status).toBe(200);
  expect(uncaught.map((e) => (e instanceof Error ? e.message : String(e)))).toEqual([]);
}

async function everyStage(url: string, cases: Array<{ raw: string; status: number }>) {
  const port = Number(new URL(url).port);
  for (const { raw, status } of cases) {
    const stages: Stage[] = ['before headers complete', 'right after the request', 'after the answer'];
    if (status === 101) stages.push('mid-frame');
    for (const stage of stages) {
      // A few rounds each: whether the reset lands before or after the server's write varies.
      for (let round = 0; round < 3; round++) await resetAt(port, raw, stage, status);
      await stillHealthy(url);
    }
  }
}

function cookieOf(client: TestClient) {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

describe('socket resets never take the server down', () => {
  it('local mode: refused (no secret, bad userId, another user) and accepted upgrades, reset at every stage', async () => {
    server = await startTestServer();
    const port = Number(new URL(server.url).port);
    const auth = { Authorization: `Bearer ${TEST_TOKEN}` };
    await everyStage(server.url, [
      { raw: request(port, 'nope', {}), status: 403 },
      { raw: request(port, 'nope', auth), status: 400 },
      { raw: request(port, '00000000-0000-4000-8000-000000000000', auth), status: 403 },
      { raw: request(port, DEMO_USER_ID, auth), status: 101 },
    ]);
  }, 60_000);

  it('hosted mode: refused (bad userId, anonymous, cross-site) and accepted upgrades, reset at every stage', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    const port = Number(new URL(server.url).port);
    const ann = await registerTestUser(server.url, 'ann');
    const cookie = { Cookie: cookieOf(ann.client) };
    await everyStage(server.url, [
      { raw: request(port, 'nope', {}), status: 400 },
      { raw: request(port, ann.userId, {}), status: 403 },
      { raw: request(port, ann.userId, { ...cookie, Origin: 'https://evil.example' }), status: 403 },
      { raw: request(port, ann.userId, cookie), status: 101 },
    ]);
  }, 60_000);

  it('local mode during a first start\'s background seed: a handshake that waits for the demo data, reset while it waits', async () => {
    // The seed begins at the first handshake (not after a timer), and the handshake waits for it.
    server = await startTestServer({ seedInBackground: true, seedStartDelayMs: 60_000 });
    const port = Number(new URL(server.url).port);
    const raw = request(port, DEMO_USER_ID, { Authorization: `Bearer ${TEST_TOKEN}` });
    const waiting: Socket[] = [];
    for (let i = 0; i < 3; i++) {
      const socket = await open(port);
      socket.write(raw);
      waiting.push(socket);
    }
    await sleep(30);
    for (const socket of waiting) socket.resetAndDestroy();
    await server.demoDataReady;
    await stillHealthy(server.url);
  }, 60_000);

  it('hosted mode: a refusal for too many handshakes (429), reset right after it is written', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    const port = Number(new URL(server.url).port);
    // A well-formed user id (a malformed one is refused before the rate is counted), no session.
    const raw = request(port, '00000000-0000-4000-8000-000000000000', {});
    // All from one address: the first 20 are counted (403), the rest refused for the rate (429).
    const localAddress = '127.0.0.251';
    let saw429 = false;
    for (let i = 0; i < 30; i++) {
      const socket = await new Promise<Socket>((resolve, reject) => {
        const s = netConnect({ port, host: '127.0.0.1', localAddress }, () => resolve(s));
        s.on('error', () => undefined);
        s.once('error', reject);
      });
      const answer = received(socket, (text) => text.includes('\r\n\r\n'));
      socket.write(raw);
      const text = await answer;
      if (text.startsWith('HTTP/1.1 429')) saw429 = true;
      socket.resetAndDestroy();
    }
    expect(saw429).toBe(true);
    await stillHealthy(server.url);
  }, 60_000);
});
