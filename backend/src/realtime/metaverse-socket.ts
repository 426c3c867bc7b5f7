/**
 * The /metaverse WebSocket endpoint: who may connect, what a message must look like, and what
 * happens to clients that misbehave. A malformed message, an unknown type, an oversized frame or a
 * flood closes that one client with a reason (1008 / 1009); nothing a client sends can throw out of
 * here. Dead connections are dropped by a ping/pong heartbeat.
 *
 * Limits hold per user and per address, not per connection (metaverse-limits.ts): the message
 * budget is shared by all of a user's connections (a visitor's: by the address), and handshakes
 * beyond the connection caps or the per-address handshake rate are refused before the upgrade
 * (429; 503 when the whole world is full).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { DEMO_USER_ID } from '../../../shared/constants';
import {
  METAVERSE_CLOSE,
  METAVERSE_MAX_MESSAGE_BYTES,
  METAVERSE_SOCKET_PATH,
  metaverseClientMessageSchema,
  metaverseUpgradeQuerySchema,
  type MetaverseServerMessage,
} from '../../../shared/contracts/metaverse';
import { systemClock, type Clock } from '../clock';
import { addressKey } from '../http/rate-limit';
import type { Logger } from '../logger';
import {
  clientAddress,
  connectionCounts,
  HOSTED_LIMITS,
  SINGLE_USER_LIMITS,
  tokenBuckets,
  type MetaverseLimits,
} from './metaverse-limits';
import type { MetaverseWorld, Player } from './metaverse-world';

export const DEFAULT_HEARTBEAT_MS = 30_000;

export type UpgradeVerdict = { ok: true } | { ok: false; status: 400 | 403; reason: string };

export interface MetaverseSocketOptions {
  logger: Logger;
  world: MetaverseWorld;
  /** May this request connect as this user? (local secret, hosted session, demo sandbox). */
  authorize(req: IncomingMessage, userId: string): UpgradeVerdict;
  heartbeatMs?: number;
  /** The message budget and the handshake rate read this clock (tests move it). */
  clock?: Clock;
  /** Hosted behind one trusted reverse proxy: the client's address is the last X-Forwarded-For entry. */
  trustProxy?: boolean;
  /** Desktop and local web (only the owner, from loopback): SINGLE_USER_LIMITS instead of HOSTED_LIMITS. */
  singleUser?: boolean;
  /** Overrides of the chosen limits (tests of the global cap). */
  limits?: Partial<MetaverseLimits>;
}

export interface MetaverseSocketServer {
  /** Returns true when it took the upgrade (the path was /metaverse). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
}

const REFUSALS: Record<number, { text: string; code: string }> = {
  400: { text: 'Bad Request', code: 'bad_request' },
  403: { text: 'Forbidden', code: 'forbidden' },
  429: { text: 'Too Many Requests', code: 'too_many_requests' },
  503: { text: 'Service Unavailable', code: 'unavailable' },
};

const guarded = new WeakSet<Duplex>();

/**
 * Gives a socket Node handed over (an upgrade) an 'error' listener, once. An 'error' event with no
 * listener ends the process, and a client that resets the connection (RST) at any moment raises
 * one (read/write ECONNRESET, EPIPE): it is logged at debug and the socket destroyed, nothing more.
 */
export function guardSocket(socket: Duplex, onError: (err: Error) => void = () => undefined): void {
  if (guarded.has(socket)) return;
  guarded.add(socket);
  socket.on('error', (err) => {
    onError(err);
    socket.destroy();
  });
}

/** Answers a handshake with an HTTP error and a JSON reason instead of upgrading it. */
export function rejectUpgrade(socket: Duplex, status: number, reason: string, retryAfterMs?: number): void {
  guardSocket(socket);
  // The client may already have gone (reset while we decided): nothing to answer.
  if (socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const { text, code } = REFUSALS[status] ?? REFUSALS[400]!;
  const body = JSON.stringify({ error: { code, message: reason } });
  const retryAfter = retryAfterMs === undefined ? '' : `Retry-After: ${Math.max(1, Math.ceil(retryAfterMs / 1000))}\r\n`;
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\n` +
      `Content-Type: application/json\r\nConnection: close\r\n${retryAfter}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Who a connection counts against. */
interface Client {
  userId: string;
  /** The address key (IPv6 by /64). */
  address: string;
  /** Whose message budget it spends: the user's, or for visitors (the shared demo user) the address's. */
  budgetKey: string;
  /** Visitors share the demo user's id, so they are capped by address only. */
  visitor: boolean;
}

type Parsed = { ok: true; message: ReturnType<typeof metaverseClientMessageSchema.parse> } | { ok: false; reason: string };

function parseMessage(data: RawData, isBinary: boolean): Parsed {
  if (isBinary) return { ok: false, reason: 'Messages must be JSON text' };
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return { ok: false, reason: 'Malformed message: not JSON' };
  }
  const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined;
  if (type !== 'move' && type !== 'interact') return { ok: false, reason: 'Unknown message type' };
  const parsed = metaverseClientMessageSchema.safeParse(json);
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false, reason: `Malformed ${type} message` };
}

export function createMetaverseSocketServer(options: MetaverseSocketOptions): MetaverseSocketServer {
  const { logger, world, authorize, heartbeatMs = DEFAULT_HEARTBEAT_MS, clock = systemClock, trustProxy = false } = options;
  const limits: MetaverseLimits = { ...(options.singleUser ? SINGLE_USER_LIMITS : HOSTED_LIMITS), ...options.limits };
  // maxPayload makes ws itself close oversized frames with 1009 before we ever buffer them.
  const wss = new WebSocketServer({ noServer: true, maxPayload: METAVERSE_MAX_MESSAGE_BYTES });
  // With noServer, ws emits no server errors today; a listener keeps a future one from ending the process.
  wss.on('error', (err) => logger.warn({ err: err.message }, 'metaverse server error'));
  const alive = new WeakMap<WebSocket, boolean>();
  // Sustained messagesPerSecond, twice that in a burst, per budget key over all its connections.
  const messages = tokenBuckets(clock, limits.messagesPerSecond * 2, limits.messagesPerSecond);
  const handshakes = tokenBuckets(clock, limits.handshakesPerWindow, (limits.handshakesPerWindow / limits.handshakeWindowMs) * 1000);
  const byUser = connectionCounts();
  const byAddress = connectionCounts();
  let open = 0;

  function refuse(ws: WebSocket, code: string, reason: string) {
    const message: MetaverseServerMessage = { type: 'error', code, message: reason };
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    ws.close(METAVERSE_CLOSE.policy, reason);
  }

  /** Why this handshake may not connect now, or undefined when it may. */
  function overCap(client: Client): { status: 429 | 503; reason: string } | undefined {
    if (open >= limits.maxConnections) return { status: 503, reason: 'The world is full: too many connections. Try again later.' };
    if (!client.visitor && byUser.count(client.userId) >= limits.maxConnectionsPerUser) {
      return { status: 429, reason: `Too many connections for this user (at most ${limits.maxConnectionsPerUser})` };
    }
    if (byAddress.count(client.address) >= limits.maxConnectionsPerAddress) {
      return { status: 429, reason: `Too many connections from this address (at most ${limits.maxConnectionsPerAddress})` };
    }
    return undefined;
  }

  function admit(ws: WebSocket, client: Client) {
    open += 1;
    byUser.add(client.userId);
    byAddress.add(client.address);
    ws.once('close', () => {
      open -= 1;
      byUser.remove(client.userId);
      byAddress.remove(client.address);
    });
  }

  wss.on('connection', (ws: WebSocket, client: Client) => {
    const { userId, budgetKey } = client;
    alive.set(ws, true);
    let player: Player | undefined;
    ws.on('pong', () => alive.set(ws, true));
    // ws puts its own 'error' listener on the socket it took over; this one hears the client's errors.
    ws.on('error', (err) => logger.warn({ err: err.message }, 'metaverse socket error'));
    ws.on('close', () => {
      if (player) world.leave(player);
    });
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!player || ws.readyState !== ws.OPEN) return;
      if (messages.take(budgetKey) > 0) return refuse(ws, 'rate_limited', 'Too many messages');
      const parsed = parseMessage(data, isBinary);
      if (!parsed.ok) return refuse(ws, 'bad_message', parsed.reason);
      try {
        world.handle(player, parsed.message);
      } catch (err) {
        // A database failure must not take the server down; this client is told and closed.
        logger.error({ err: err instanceof Error ? err.message : String(err) }, 'metaverse message failed');
        ws.close(1011, 'Server error');
      }
    });
    try {
      // A hosted visitor walks the public demo world without changing the demo user's avatar.
      player = world.join(ws, userId, { guest: client.visitor && !options.singleUser });
    } catch (err) {
      logger.error({ err: err instanceof Error ? err.message : String(err) }, 'metaverse join failed');
      ws.close(1011, 'Server error');
    }
  });

  // Drop connections that stop answering pings, so dead clients do not pile up.
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  // Buckets that have refilled are forgotten, so the maps hold only recently active keys.
  const sweeper = setInterval(() => {
    messages.sweep();
    handshakes.sweep();
  }, 10_000);
  sweeper.unref();

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== METAVERSE_SOCKET_PATH) return false;
      guardSocket(socket, (err) => logger.debug({ err: err.message }, 'metaverse handshake socket error'));
      // Reset while it waited (the demo seed): there is nobody left to answer or to admit.
      if (socket.destroyed) return true;
      const query = metaverseUpgradeQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) {
        rejectUpgrade(socket, 400, 'A valid userId query parameter is required');
        return true;
      }
      const address = addressKey(clientAddress(req, trustProxy));
      // Counted before authorisation, so refused attempts cost the address too.
      const wait = handshakes.take(address);
      if (wait > 0) {
        rejectUpgrade(socket, 429, 'Too many connection attempts from this address', wait);
        return true;
      }
      const { userId } = query.data;
      const verdict = authorize(req, userId);
      if (!verdict.ok) {
        rejectUpgrade(socket, verdict.status, verdict.reason);
        return true;
      }
      const visitor = userId === DEMO_USER_ID;
      const client: Client = { userId, address, visitor, budgetKey: visitor ? `address:${address}` : `user:${userId}` };
      const refusal = overCap(client);
      if (refusal) {
        rejectUpgrade(socket, refusal.status, refusal.reason);
        return true;
      }
      // ws calls back synchronously when the upgrade succeeds, so the caps above cannot be raced.
      wss.handleUpgrade(req, socket, head, (ws) => {
        admit(ws, client);
        wss.emit('connection', ws, client);
      });
      return true;
    },
    close() {
      clearInterval(heartbeat);
      clearInterval(sweeper);
      for (const ws of wss.clients) ws.close(METAVERSE_CLOSE.shutdown, 'Server shutting down');
      for (const ws of wss.clients) ws.terminate();
      world.close();
      wss.close();
    },
  };
}
