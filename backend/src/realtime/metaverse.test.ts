/**
 * The live world over real `ws` clients against the real server (hosted mode, real accounts), and
 * the avatar/stats reads. Misbehaving clients must be closed alone while everyone else carries on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_USER_ID } from '../../../shared/constants';
import {
  METAVERSE_CLOSE,
  XP_FOR_INTERACT,
  XP_FOR_MOVE,
  avatarSchema,
  metaverseStatsSchema,
  type MetaverseServerMessage,
} from '../../../shared/contracts/metaverse';
import { registerTestUser, type TestClient } from '../testing/http-client';
import { startTestServer, type TestServer } from '../testing/test-server';

type ServerMessage = MetaverseServerMessage;

/** A real ws client that queues what it receives, so tests can wait for a given message. */
class Player {
  readonly ws: WebSocket;
  readonly received: ServerMessage[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;

  constructor(url: string, headers: Record<string, string>, options: WebSocket.ClientOptions = {}) {
    this.ws = new WebSocket(url, { headers, ...options });
    this.ws.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
    this.ws.on('error', () => undefined);
    this.closed = new Promise((resolve) => this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with the first message (from `from` on) that matches. */
  async next<T extends ServerMessage['type']>(type: T, match: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true, from = 0, timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(from).find((m): m is Extract<ServerMessage, { type: T }> => m.type === type && match(m as Extract<ServerMessage, { type: T }>));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type} message within ${timeoutMs} ms; got ${JSON.stringify(this.received.map((m) => m.type))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

let server: TestServer;
const players: Player[] = [];
afterEach(async () => {
  for (const p of players.splice(0)) p.ws.terminate();
  await server?.close();
});

async function hosted(extra: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, ...extra });
  return server;
}

function cookieOf(client: TestClient) {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function join(userId: string, client: TestClient | undefined, options: WebSocket.ClientOptions = {}) {
  const headers: Record<string, string> = { origin: server.url };
  if (client) headers.cookie = cookieOf(client);
  const player = new Player(`${server.url.replace('http', 'ws')}/metaverse?userId=${userId}`, headers, options);
  players.push(player);
  await player.opened;
  await player.next('welcome');
  return player;
}

async function twoUsers() {
  const ann = await registerTestUser(server.url, 'ann');
  const bob = await registerTestUser(server.url, 'bob');
  return { ann, bob };
}

describe('metaverse world over WebSocket', () => {
  it('two clients see each other arrive and move; XP is stored and read back', async () => {
    await hosted();
    const { ann, bob } = await twoUsers();
    const a = await join(ann.userId, ann.client);
    const b = await join(bob.userId, bob.client);
    const welcomeB = b.received[0] as Extract<ServerMessage, { type: 'welcome' }>;

    // Ann hears that Bob is in the world (the coalesced world_state).
    await a.next('world_state', (m) => m.players.some((p) => p.playerId === welcomeB.playerId));

    const mark = a.received.length;
    b.send({ type: 'move', location: 'crypto-tower' });
    const seenByAnn = await a.next('avatar_update', (m) => m.avatar.playerId === welcomeB.playerId, mark);
    expect(seenByAnn).toMatchObject({ self: false, location: 'crypto-tower', avatar: { displayName: 'bob' }, newAchievements: [] });
    const own = await b.next('avatar_update', (m) => m.self);
    expect(own).toMatchObject({ location: 'crypto-tower', xpGained: XP_FOR_MOVE, avatar: { financialXP: XP_FOR_MOVE } });
    expect(own.newAchievements.map((x) => x.id)).toEqual(['first-steps']);
    const world = await a.next('world_state', (m) => m.branches.find((x) => x.id === 'crypto-tower')?.activeUsers === 1, mark);
    expect(world.branches.map((x) => [x.id, x.activeUsers])).toEqual([
      ['crypto-tower', 1],
      ['main-plaza', 1],
      ['investment-island', 0],
    ]);

    const avatar = avatarSchema.parse(await (await bob.client.get(`/api/metaverse/avatar/${bob.userId}`)).json());
    expect(avatar).toMatchObject({ financialXP: XP_FOR_MOVE, level: 1, location: 'crypto-tower' });
    expect(avatar.achievements.map((x) => x.id)).toContain('first-steps');
    const stats = metaverseStatsSchema.parse(await (await ann.client.get('/api/metaverse/stats')).json());
    expect(stats).toMatchObject({ totalAvatars: 2, activeUsers: 2, totalXP: XP_FOR_MOVE });
    expect(stats.popularLocation).not.toBeNull();
  });

  it('talking to an NPC answers with the user\'s own numbers and gives XP once per cooldown', async () => {
    await hosted();
    const { ann } = await twoUsers();
    const a = await join(ann.userId, ann.client);
    a.send({ type: 'interact', npcId: 'advisor' });
    const reply = await a.next('npc_reply');
    expect(reply).toMatchObject({ npcId: 'advisor', name: 'Financial Advisor', xpGained: XP_FOR_INTERACT });
    // A new account has no bank data: the advisor says so instead of inventing figures.
    expect(reply.message).toMatch(/cannot see any spending/);
    const mark = a.received.length;
    a.send({ type: 'interact', npcId: 'advisor' });
    expect(await a.next('npc_reply', () => true, mark)).toMatchObject({ xpGained: 0 });
    const avatar = avatarSchema.parse(await (await ann.client.get(`/api/metaverse/avatar/${ann.userId}`)).json());
    expect(avatar.financialXP).toBe(XP_FOR_INTERACT);
  });

  it('closes a client that sends a malformed message, an unknown type, a 1 MB frame or a flood; the others carry on', async () => {
    await hosted();
    const { ann, bob } = await twoUsers();
    const bystander = await join(bob.userId, bob.client);

    const cases: Array<{ send: (p: Player) => void; code: number; reason: RegExp }> = [
      { send: (p) => p.send('{not json'), code: METAVERSE_CLOSE.policy, reason: /Malformed/ },
      { send: (p) => p.send({ type: 'teleport', location: 'moon' }), code: METAVERSE_CLOSE.policy, reason: /Unknown message type/ },
      { send: (p) => p.send({ type: 'move', location: 'moon' }), code: METAVERSE_CLOSE.policy, reason: /Malformed move/ },
      { send: (p) => p.send('x'.repeat(1024 * 1024)), code: METAVERSE_CLOSE.tooBig, reason: /.*/ },
      {
        // 1,000 messages in one second's worth of sends.
        send: (p) => {
          for (let i = 0; i < 1000; i += 1) p.send({ type: 'move', location: i % 2 ? 'main-plaza' : 'crypto-tower' });
        },
        code: METAVERSE_CLOSE.policy,
        reason: /Too many messages/,
      },
    ];
    for (const c of cases) {
      const offender = await join(ann.userId, ann.client);
      c.send(offender);
      const closed = await offender.closed;
      expect(closed.code).toBe(c.code);
      expect(closed.reason).toMatch(c.reason);
      // The bystander's connection still works: it can move and hears its own update.
      const mark = bystander.received.length;
      bystander.send({ type: 'move', location: bystander.received.length % 2 ? 'investment-island' : 'main-plaza' });
      await bystander.next('avatar_update', (m) => m.self, mark);
      expect(bystander.ws.readyState).toBe(WebSocket.OPEN);
    }
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it('drops a client that stops answering pings (heartbeat) and tells the others it left', async () => {
    await hosted({ metaverseHeartbeatMs: 100 });
    const { ann, bob } = await twoUsers();
    const watcher = await join(bob.userId, bob.client);
    // autoPong off: to the server this client is dead (a killed process or a cut cable).
    const dead = await join(ann.userId, ann.client, { autoPong: false });
    const deadId = (dead.received[0] as Extract<ServerMessage, { type: 'welcome' }>).playerId;
    const left = await watcher.next('player_left', (m) => m.playerId === deadId, 0, 3000);
    expect(left.playerId).toBe(deadId);
    expect((await dead.closed).code).toBe(1006);
    const stats = metaverseStatsSchema.parse(await (await fetch(`${server.url}/api/metaverse/stats`)).json());
    expect(stats.activeUsers).toBe(1);
    expect(watcher.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('in hosted mode only the signed-in user may connect as themselves, and only from this site', async () => {
    await hosted({ secrets: { STRIPE_SECRET_KEY: 'sk_test_x' } });
    const { ann, bob } = await twoUsers();
    const url = (id: string) => `${server.url.replace('http', 'ws')}/metaverse?userId=${id}`;
    const refused = async (id: string, headers: Record<string, string>) => {
      const p = new Player(url(id), headers);
      players.push(p);
      return p.opened.then(() => 'opened', (e: Error) => e.message);
    };
    expect(await refused(bob.userId, { origin: server.url, cookie: cookieOf(ann.client) })).toBe('upgrade refused: 403');
    expect(await refused(ann.userId, { origin: server.url })).toBe('upgrade refused: 403');
    expect(await refused(ann.userId, { origin: 'https://evil.example', cookie: cookieOf(ann.client) })).toBe('upgrade refused: 403');
    // Not demo mode (a key is configured): the demo user's sandbox is closed too.
    expect(await refused(DEMO_USER_ID, { origin: server.url })).toBe('upgrade refused: 403');
    expect(await refused(ann.userId, { origin: server.url, cookie: cookieOf(ann.client) })).toBe('opened');
  });

  it('earns Explorer after all three locations and level 2 at 1,000 XP', async () => {
    await hosted();
    const { ann } = await twoUsers();
    server.db.$client.prepare('INSERT INTO metaverse_avatars (user_id, financial_xp) VALUES (?, ?)').run(ann.userId, 995);
    const a = await join(ann.userId, ann.client);
    const earned: string[] = [];
    for (const location of ['crypto-tower', 'investment-island', 'main-plaza'] as const) {
      const mark = a.received.length;
      a.send({ type: 'move', location });
      const update = await a.next('avatar_update', (m) => m.self, mark);
      earned.push(...update.newAchievements.map((x) => x.id));
    }
    // Only the first move earns XP (10 s cooldown on the fixed test clock): 995 + 10 = 1,005.
    expect(earned).toEqual(['first-steps', 'level-2', 'explorer']);
    const avatar = avatarSchema.parse(await (await ann.client.get(`/api/metaverse/avatar/${ann.userId}`)).json());
    expect(avatar).toMatchObject({ financialXP: 1005, level: 2 });
  });
});

describe('metaverse reads', () => {
  it('the avatar shows real balances as assets and money milestones as achievements; bad ids are 400, others\' 404', async () => {
    await hosted();
    const { ann, bob } = await twoUsers();
    const created = await ann.client.request('POST', '/api/business-accounts', { businessName: 'Bakery', targetAmount: 1000, weeklyContribution: 50, userId: ann.userId });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await ann.client.request('POST', `/api/business-accounts/${id}/contribute`, { amount: 120 })).status).toBe(200);

    const avatar = avatarSchema.parse(await (await ann.client.get(`/api/metaverse/avatar/${ann.userId}`)).json());
    expect(avatar.virtualAssets).toContainEqual({ name: 'Business Savings', value: 120 });
    expect(avatar.achievements.map((a) => a.id)).toContain('first-contribution');
    expect(avatar).toMatchObject({ displayName: 'ann', level: 1, financialXP: 0, location: 'main-plaza' });

    // Another user's id, or something that is no id at all, is answered like a missing row.
    expect((await ann.client.get('/api/metaverse/avatar/not-a-uuid')).status).toBe(404);
    expect((await ann.client.get(`/api/metaverse/avatar/${bob.userId}`)).status).toBe(404);
  });
});
