/**
 * The /metaverse WebSocket endpoint: who may connect, what a message must look like, and what
 * happens to clients that misbehave. A malformed message, an unknown type, an oversized frame or a
 * flood closes that one client with a reason (1008 / 1009); nothing a client sends can throw out of
 * here. Dead connections are dropped by a ping/pong heartbeat.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  METAVERSE_CLOSE,
  METAVERSE_MAX_MESSAGE_BYTES,
  METAVERSE_MESSAGES_PER_SECOND,
  METAVERSE_SOCKET_PATH,
  metaverseClientMessageSchema,
  metaverseUpgradeQuerySchema,
  type MetaverseServerMessage,
} from '../../../shared/contracts/metaverse';
import type { Logger } from '../logger';
import type { MetaverseWorld, Player } from './metaverse-world';

export const DEFAULT_HEARTBEAT_MS = 30_000;

export type UpgradeVerdict = { ok: true } | { ok: false; status: 400 | 403; reason: string };

export interface MetaverseSocketOptions {
  logger: Logger;
  world: MetaverseWorld;
  /** May this request connect as this user? (local secret, hosted session, demo sandbox). */
  authorize(req: IncomingMessage, userId: string): UpgradeVerdict;
  heartbeatMs?: number;
}

export interface MetaverseSocketServer {
  /** Returns true when it took the upgrade (the path was /metaverse). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
}

export function rejectUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({ error: { code: status === 403 ? 'forbidden' : 'bad_request', message: reason } });
  socket.end(
    `HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Bad Request'}\r\n` +
      'Content-Type: application/json\r\nConnection: close\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** A token bucket per connection: METAVERSE_MESSAGES_PER_SECOND sustained, twice that in a burst. */
function rateLimiter(now: () => number) {
  const capacity = METAVERSE_MESSAGES_PER_SECOND * 2;
  let tokens = capacity;
  let last = now();
  return () => {
    const t = now();
    tokens = Math.min(capacity, tokens + ((t - last) / 1000) * METAVERSE_MESSAGES_PER_SECOND);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
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

export function createMetaverseSocketServer({ logger, world, authorize, heartbeatMs = DEFAULT_HEARTBEAT_MS }: MetaverseSocketOptions): MetaverseSocketServer {
  // maxPayload makes ws itself close oversized frames with 1009 before we ever buffer them.
  const wss = new WebSocketServer({ noServer: true, maxPayload: METAVERSE_MAX_MESSAGE_BYTES });
  const alive = new WeakMap<WebSocket, boolean>();

  function refuse(ws: WebSocket, code: string, reason: string) {
    const message: MetaverseServerMessage = { type: 'error', code, message: reason };
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    ws.close(METAVERSE_CLOSE.policy, reason);
  }

  wss.on('connection', (ws: WebSocket, userId: string) => {
    alive.set(ws, true);
    const allow = rateLimiter(() => performance.now());
    let player: Player | undefined;
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', (err) => logger.warn({ err: err.message }, 'metaverse socket error'));
    ws.on('close', () => {
      if (player) world.leave(player);
    });
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!player || ws.readyState !== ws.OPEN) return;
      if (!allow()) return refuse(ws, 'rate_limited', 'Too many messages');
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
      player = world.join(ws, userId);
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

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== METAVERSE_SOCKET_PATH) return false;
      const query = metaverseUpgradeQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) {
        rejectUpgrade(socket, 400, 'A valid userId query parameter is required');
        return true;
      }
      const verdict = authorize(req, query.data.userId);
      if (!verdict.ok) {
        rejectUpgrade(socket, verdict.status, verdict.reason);
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, query.data.userId));
      return true;
    },
    close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.close(METAVERSE_CLOSE.shutdown, 'Server shutting down');
      for (const ws of wss.clients) ws.terminate();
      world.close();
      wss.close();
    },
  };
}
