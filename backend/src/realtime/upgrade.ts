/**
 * Who may open a WebSocket, and as whom (docs/security.md "Who may call the server"). An upgrade
 * skips Express, so the local gate's host, origin and secret checks run here again, and entering
 * the world as a user follows the same rules as a /{userId} route.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEMO_USER_ID } from '../../../shared/constants';
import { SESSION_COOKIE } from '../http/auth';
import { checkHostAndOrigin, checkSecret, readCookie } from '../http/local-guard';
import { guardSocket, rejectUpgrade, type UpgradeVerdict } from './metaverse-socket';

export interface MetaverseAccessOptions {
  /** Desktop and local web: the per-launch secret already proved the caller is the owner. */
  isLocal: boolean;
  /** Offline demo: anyone may enter as the demo user. */
  demo: boolean;
  /** The user id of the live session this cookie token opens, if any. */
  sessionUserId(token: string): string | undefined;
}

/** May this handshake enter the world as `userId`? */
export function metaverseAccess(options: MetaverseAccessOptions): (req: IncomingMessage, userId: string) => UpgradeVerdict {
  return (req, userId) => {
    if (options.isLocal) {
      return userId === DEMO_USER_ID ? { ok: true } : { ok: false, status: 403, reason: 'The desktop app enters the world as its own user' };
    }
    // Browsers send cookies on cross-site WebSocket handshakes, so the Origin must be this site.
    const origin = req.headers.origin;
    if (origin !== undefined && originHost(origin) !== req.headers.host) {
      return { ok: false, status: 403, reason: 'Cross-site connection refused' };
    }
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    const sessionUser = token ? options.sessionUserId(token) : undefined;
    if (sessionUser === userId || (options.demo && userId === DEMO_USER_ID)) return { ok: true };
    return { ok: false, status: 403, reason: sessionUser ? 'You can only enter the world as yourself' : 'Sign in to enter the metaverse' };
  };
}

export interface UpgradeOptions {
  /** The per-launch secret on desktop and local web; undefined when hosted. */
  accessToken: string | undefined;
  /** `port` is read per handshake: the server knows its port only once it listens. */
  port(): number;
  /** Each socket server in turn; true when it took the upgrade. */
  handlers: ReadonlyArray<(req: IncomingMessage, socket: Duplex, head: Buffer) => boolean>;
  /** Hears a handshake socket's errors (a client's reset); the socket is destroyed either way. */
  onSocketError?: (err: Error) => void;
}

/** The http server's 'upgrade' listener: the local gate, then the socket server that owns the path. */
export function upgradeListener(options: UpgradeOptions): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  return (req, socket, head) => {
    // From here the socket is ours, not Node's http server's: without a listener, a client that
    // resets the connection at any point of the handshake would end the process.
    guardSocket(socket, options.onSocketError);
    if (options.accessToken !== undefined) {
      const verdict = checkHostAndOrigin(req, options.port());
      const secret = verdict.ok ? checkSecret(req, options.accessToken) : verdict;
      if (!secret.ok) return rejectUpgrade(socket, 403, secret.reason);
    }
    if (!options.handlers.some((handle) => handle(req, socket, head))) rejectUpgrade(socket, 400, 'Unknown WebSocket path');
  };
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
