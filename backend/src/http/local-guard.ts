/**
 * The local-server guard (docs/product.md "Identity and access"): on desktop and local web the
 * server only answers requests that carry the per-launch secret, name this server in the Host
 * header, and (when an Origin is sent) come from this server's own origin. That shuts out other web
 * pages (CSRF, DNS rebinding) and other local programs.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ERROR_CODES } from '../../../shared/contracts/errors';

export const ACCESS_COOKIE = 'wd_access';
export const TOKEN_QUERY_PARAM = 'token';

export type GuardVerdict = { ok: true } | { ok: false; reason: string };

export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

export function allowedOrigins(port: number): Set<string> {
  return new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Host and Origin checks: shared by HTTP requests and WebSocket upgrades. */
export function checkHostAndOrigin(req: IncomingMessage, port: number): GuardVerdict {
  const host = req.headers.host;
  if (!host || !allowedHosts(port).has(host.toLowerCase())) {
    return { ok: false, reason: 'Requests must be addressed to this local server' };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedOrigins(port).has(origin.toLowerCase())) {
    return { ok: false, reason: 'Cross-origin requests are not allowed' };
  }
  return { ok: true };
}

export function checkSecret(req: IncomingMessage, secret: string): GuardVerdict {
  const presented =
    bearerToken(req.headers.authorization) ?? readCookie(req.headers.cookie, ACCESS_COOKIE);
  return sameSecret(presented, secret)
    ? { ok: true }
    : { ok: false, reason: 'Missing or wrong access token: open the link the app printed at start' };
}

export const guardErrorBody = (reason: string) => ({
  error: { code: ERROR_CODES.forbidden, message: reason },
});
