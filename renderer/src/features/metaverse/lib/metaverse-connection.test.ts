import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetaverseServerMessage } from '../../../../../shared/contracts/metaverse';
import { type ConnectionSnapshot, MetaverseConnection, type SocketHandlers, type Timers } from './metaverse-connection';

interface FakeSocket {
  url: string;
  handlers: SocketHandlers;
  sent: string[];
  closedWith: { code: number; reason: string } | null;
  open: boolean;
}

const timers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number,
  clearTimeout: (id) => clearTimeout(id),
};

const URL = 'ws://127.0.0.1:1/metaverse?userId=u';

describe('metaverse connection', () => {
  let sockets: FakeSocket[];
  let snapshots: ConnectionSnapshot[];
  let messages: MetaverseServerMessage[];
  let opens: number;
  let connection: MetaverseConnection;

  const latest = () => sockets[sockets.length - 1]!;
  const status = () => connection.snapshot.status;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    snapshots = [];
    messages = [];
    opens = 0;
    connection = new MetaverseConnection({
      url: URL,
      timers,
      createSocket: (url, handlers) => {
        const socket: FakeSocket = { url, handlers, sent: [], closedWith: null, open: false };
        sockets.push(socket);
        return {
          send: (data) => {
            if (!socket.open) return false;
            socket.sent.push(data);
            return true;
          },
          close: (code, reason) => {
            socket.closedWith = { code, reason };
          },
        };
      },
      onSnapshot: (s) => snapshots.push(s),
      onMessage: (m) => messages.push(m),
      onOpen: () => {
        opens += 1;
      },
    });
  });

  afterEach(() => {
    connection.dispose();
    vi.useRealTimers();
  });

  function openLatest() {
    latest().open = true;
    latest().handlers.onOpen();
  }

  function dropLatest(code = 1006, reason = '') {
    latest().open = false;
    latest().handlers.onClose({ code, reason });
  }

  it('connects, reports the open and passes on valid server messages only', () => {
    connection.start();
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe(URL);
    expect(status()).toBe('connecting');
    openLatest();
    expect(status()).toBe('connected');
    expect(opens).toBe(1);
    latest().handlers.onMessage(JSON.stringify({ type: 'player_left', playerId: 'p2' }));
    latest().handlers.onMessage('{"type":"ack"}');
    latest().handlers.onMessage('garbage');
    expect(messages).toEqual([{ type: 'player_left', playerId: 'p2' }]);
  });

  it('sends client messages as JSON only while connected', () => {
    connection.start();
    expect(connection.send({ type: 'move', location: 'crypto-tower' })).toBe(false);
    openLatest();
    expect(connection.send({ type: 'move', location: 'crypto-tower' })).toBe(true);
    expect(connection.send({ type: 'interact', npcId: 'banker' })).toBe(true);
    expect(latest().sent.map((s) => JSON.parse(s) as unknown)).toEqual([
      { type: 'move', location: 'crypto-tower' },
      { type: 'interact', npcId: 'banker' },
    ]);
    dropLatest();
    expect(connection.send({ type: 'interact', npcId: 'banker' })).toBe(false);
  });

  it('reconnects after 1 s, 2 s, 4 s ... up to 30 s, and starts over once connected again', () => {
    connection.start();
    openLatest();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      dropLatest();
      expect(status()).toBe('disconnected');
      const wait = connection.snapshot.retryInMs!;
      waits.push(wait);
      const before = sockets.length;
      vi.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(before + 1);
      expect(status()).toBe('connecting');
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    openLatest();
    expect(connection.snapshot.attempt).toBe(0);
    dropLatest();
    expect(connection.snapshot.retryInMs).toBe(1_000);
    expect(opens).toBe(2);
  });

  it("keeps the server's close reason until a connection opens again", () => {
    connection.start();
    openLatest();
    dropLatest(1008, 'Unknown or malformed message');
    expect(connection.snapshot.lastClose).toEqual({ code: 1008, reason: 'Unknown or malformed message' });
    vi.advanceTimersByTime(1_000);
    expect(connection.snapshot.lastClose).toEqual({ code: 1008, reason: 'Unknown or malformed message' });
    openLatest();
    expect(connection.snapshot.lastClose).toBeNull();
  });

  it('reconnects at once on request, cancelling the scheduled attempt', () => {
    connection.start();
    openLatest();
    dropLatest();
    vi.advanceTimersByTime(1_000);
    dropLatest();
    expect(connection.snapshot.retryInMs).toBe(2_000);
    connection.reconnectNow();
    expect(sockets).toHaveLength(3);
    expect(status()).toBe('connecting');
    // The cancelled timer does not open a fourth socket.
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
    // Nothing to do while connecting or connected.
    connection.reconnectNow();
    openLatest();
    connection.reconnectNow();
    expect(sockets).toHaveLength(3);
  });

  it('ignores events from a socket it has replaced', () => {
    connection.start();
    openLatest();
    const old = latest();
    dropLatest();
    connection.reconnectNow();
    openLatest();
    old.handlers.onClose({ code: 1006, reason: '' });
    old.handlers.onMessage(JSON.stringify({ type: 'player_left', playerId: 'ghost' }));
    old.handlers.onOpen();
    expect(status()).toBe('connected');
    expect(messages).toEqual([]);
    expect(opens).toBe(2);
  });

  it('retries when the socket cannot even be created', () => {
    let fail = true;
    const flaky = new MetaverseConnection({
      url: URL,
      timers,
      createSocket: () => {
        if (fail) throw new Error('blocked');
        return { send: () => true, close: () => undefined };
      },
      onSnapshot: () => undefined,
      onMessage: () => undefined,
      onOpen: () => undefined,
    });
    flaky.start();
    expect(flaky.snapshot).toMatchObject({ status: 'disconnected', lastClose: { code: 1006, reason: 'blocked' }, retryInMs: 1_000 });
    fail = false;
    vi.advanceTimersByTime(1_000);
    expect(flaky.snapshot.status).toBe('connecting');
    flaky.dispose();
  });

  it('closes normally on dispose and never reconnects afterwards', () => {
    connection.start();
    openLatest();
    const socket = latest();
    connection.dispose();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'Left the metaverse' });
    socket.handlers.onClose({ code: 1000, reason: 'Left the metaverse' });
    vi.advanceTimersByTime(60_000);
    connection.reconnectNow();
    expect(sockets).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drops the scheduled attempt when disposed while waiting', () => {
    connection.start();
    dropLatest();
    expect(vi.getTimerCount()).toBe(1);
    connection.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(snapshots.at(-1)?.status).toBe('disconnected');
  });
});
