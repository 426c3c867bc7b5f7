/**
 * The /metaverse WebSocket endpoint: upgrade guard, query and message validation, heartbeat and
 * size limits. The world itself (branches, avatars, broadcast) builds on this.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  METAVERSE_MAX_MESSAGE_BYTES,
  metaverseClientMessageSchema,
  metaverseUpgradeQuerySchema,
  type MetaverseServerMessage,
} from '../../../shared/contracts/metaverse';
import type { Logger } from '../logger';

export const METAVERSE_PATH = '/metaverse';
const HEARTBEAT_MS = 30_000;

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

export function createMetaverseSocketServer(logger: Logger): MetaverseSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: METAVERSE_MAX_MESSAGE_BYTES });
  const alive = new WeakMap<WebSocket, boolean>();

  const send = (ws: WebSocket, message: MetaverseServerMessage) => ws.send(JSON.stringify(message));

  wss.on('connection', (ws: WebSocket, userId: string) => {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', (err) => logger.warn({ err: err.message }, 'metaverse socket error'));
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return send(ws, { type: 'error', code: 'bad_message', message: 'Messages must be JSON text' });
      let json: unknown;
      try {
        json = JSON.parse(data.toString());
      } catch {
        return send(ws, { type: 'error', code: 'bad_message', message: 'Messages must be JSON' });
      }
      const parsed = metaverseClientMessageSchema.safeParse(json);
      if (!parsed.success) {
        return send(ws, { type: 'error', code: 'bad_message', message: 'Unknown or malformed message' });
      }
      send(ws, { type: 'ack', received: parsed.data.type });
    });
    send(ws, { type: 'welcome', userId });
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
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== METAVERSE_PATH) return false;
      const query = metaverseUpgradeQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) {
        rejectUpgrade(socket, 400, 'A valid userId query parameter is required');
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, query.data.userId));
      return true;
    },
    close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
