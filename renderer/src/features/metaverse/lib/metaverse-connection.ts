import type { MetaverseClientMessage, MetaverseServerMessage } from '../../../../../shared/contracts/metaverse';
import { reconnectDelayMs } from './backoff';
import type { CloseInfo } from './close-reason';
import { parseServerMessage } from './server-message';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface ConnectionSnapshot {
  status: ConnectionStatus;
  /** Why the latest connection ended; cleared once a new one opens. */
  lastClose: CloseInfo | null;
  /** The wait before the scheduled automatic attempt, while one is scheduled. */
  retryInMs: number | null;
  /** Attempts that failed since the last connection opened (drives the backoff). */
  attempt: number;
}

export const INITIAL_SNAPSHOT: ConnectionSnapshot = { status: 'connecting', lastClose: null, retryInMs: null, attempt: 0 };

export interface SocketHandlers {
  onOpen(): void;
  onMessage(data: unknown): void;
  onClose(close: CloseInfo): void;
}

export interface SocketHandle {
  /** False when the socket was not open, so nothing was sent. */
  send(data: string): boolean;
  close(code: number, reason: string): void;
}

/** Opens a socket and reports its events; the browser's WebSocket in the app, a fake in tests. */
export type SocketFactory = (url: string, handlers: SocketHandlers) => SocketHandle;

export interface Timers {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface ConnectionOptions {
  url: string;
  createSocket: SocketFactory;
  timers: Timers;
  onSnapshot(snapshot: ConnectionSnapshot): void;
  onMessage(message: MetaverseServerMessage): void;
  /** Every time a connection opens, the first one and each reconnect. */
  onOpen(): void;
}

/** Leaving on purpose: a normal close, so the server does not count it as an error. */
const NORMAL_CLOSE = 1000;
/** What a failure to even create the socket is reported as (the browser's code for "no handshake"). */
const ABNORMAL_CLOSE = 1006;

/**
 * One live connection to the world that comes back by itself: after any close it waits 1 s, 2 s,
 * 4 s ... (at most 30 s) and tries again, until disposed. Events of a replaced socket are ignored,
 * so a late close from an old socket can never knock out the new one.
 */
export class MetaverseConnection {
  private socket: SocketHandle | null = null;
  /** Identifies the current socket's handlers; replaced on every open. */
  private current: object | null = null;
  private retryTimer: number | null = null;
  private disposed = false;
  private state: ConnectionSnapshot = INITIAL_SNAPSHOT;

  constructor(private readonly options: ConnectionOptions) {}

  get snapshot(): ConnectionSnapshot {
    return this.state;
  }

  start(): void {
    if (this.disposed || this.current) return;
    this.open();
  }

  /** The Reconnect button (and the browser coming back online): try now rather than wait for the timer. */
  reconnectNow(): void {
    if (this.disposed || this.state.status !== 'disconnected') return;
    this.clearRetry();
    this.open();
  }

  send(message: MetaverseClientMessage): boolean {
    if (this.state.status !== 'connected' || !this.socket) return false;
    return this.socket.send(JSON.stringify(message));
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.clearRetry();
    const socket = this.socket;
    this.socket = null;
    this.current = null;
    socket?.close(NORMAL_CLOSE, 'Left the metaverse');
  }

  private open(): void {
    const token = {};
    this.current = token;
    this.update({ status: 'connecting', retryInMs: null });
    const handlers: SocketHandlers = {
      onOpen: () => {
        if (this.current !== token) return;
        this.update({ status: 'connected', lastClose: null, retryInMs: null, attempt: 0 });
        this.options.onOpen();
      },
      onMessage: (data) => {
        if (this.current !== token) return;
        const message = parseServerMessage(data);
        if (message) this.options.onMessage(message);
      },
      onClose: (close) => {
        if (this.current !== token) return;
        this.dropped(close);
      },
    };
    try {
      this.socket = this.options.createSocket(this.options.url, handlers);
    } catch (error) {
      this.dropped({ code: ABNORMAL_CLOSE, reason: error instanceof Error ? error.message : '' });
    }
  }

  private dropped(close: CloseInfo): void {
    this.socket = null;
    this.current = null;
    if (this.disposed) return;
    const delay = reconnectDelayMs(this.state.attempt);
    this.update({ status: 'disconnected', lastClose: close, retryInMs: delay, attempt: this.state.attempt + 1 });
    this.retryTimer = this.options.timers.setTimeout(() => {
      this.retryTimer = null;
      if (!this.disposed) this.open();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer === null) return;
    this.options.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private update(patch: Partial<ConnectionSnapshot>): void {
    this.state = { ...this.state, ...patch };
    this.options.onSnapshot(this.state);
  }
}
