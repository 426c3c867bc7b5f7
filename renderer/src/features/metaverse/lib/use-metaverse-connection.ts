import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { MetaverseClientMessage, MetaverseServerMessage } from '../../../../../shared/contracts/metaverse';
import {
  type ConnectionSnapshot,
  INITIAL_SNAPSHOT,
  MetaverseConnection,
  type SocketFactory,
  type Timers,
} from './metaverse-connection';
import { metaverseSocketUrl } from './socket-url';

const browserSocket: SocketFactory = (url, handlers) => {
  const ws = new WebSocket(url);
  ws.addEventListener('open', () => handlers.onOpen());
  ws.addEventListener('message', (event: MessageEvent<unknown>) => handlers.onMessage(event.data));
  ws.addEventListener('close', (event) => handlers.onClose({ code: event.code, reason: event.reason }));
  return {
    send: (data) => {
      if (ws.readyState !== WebSocket.OPEN) return false;
      ws.send(data);
      return true;
    },
    close: (code, reason) => ws.close(code, reason),
  };
};

const browserTimers: Timers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

export interface MetaverseConnectionHandlers {
  onMessage(message: MetaverseServerMessage): void;
  /** A connection opened (the first or a reconnect). */
  onOpen(): void;
  /** A connection ended; another attempt is scheduled. */
  onDisconnect(): void;
}

export interface MetaverseConnectionState extends ConnectionSnapshot {
  send(message: MetaverseClientMessage): boolean;
  /** Try again now instead of waiting for the next automatic attempt. */
  reconnect(): void;
}

/**
 * The live world's WebSocket for this user, kept open for as long as the screen is: it reconnects
 * by itself with backoff (see MetaverseConnection) and at once when the browser comes back online.
 */
export function useMetaverseConnection(userId: string | undefined, handlers: MetaverseConnectionHandlers): MetaverseConnectionState {
  const [snapshot, setSnapshot] = useState<ConnectionSnapshot>(INITIAL_SNAPSHOT);
  const connectionRef = useRef<MetaverseConnection | null>(null);
  const onMessage = useEffectEvent((message: MetaverseServerMessage) => handlers.onMessage(message));
  const onOpen = useEffectEvent(() => handlers.onOpen());
  const onDisconnect = useEffectEvent(() => handlers.onDisconnect());

  useEffect(() => {
    if (userId === undefined) return;
    const connection = new MetaverseConnection({
      url: metaverseSocketUrl(window.location, userId),
      createSocket: browserSocket,
      timers: browserTimers,
      onSnapshot: (next) => {
        setSnapshot(next);
        if (next.status === 'disconnected') onDisconnect();
      },
      onMessage: (message) => onMessage(message),
      onOpen: () => onOpen(),
    });
    connectionRef.current = connection;
    connection.start();
    const online = () => connection.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      connection.dispose();
      if (connectionRef.current === connection) connectionRef.current = null;
    };
  }, [userId]);

  const send = useCallback((message: MetaverseClientMessage) => connectionRef.current?.send(message) ?? false, []);
  const reconnect = useCallback(() => connectionRef.current?.reconnectNow(), []);
  return { ...snapshot, send, reconnect };
}
