/**
 * The local-server gate (desktop and local web; docs/security.md "Who may call the server"): every
 * request must name this server and carry the per-launch secret. Opening the printed link
 * (?token=...) trades the token for an httpOnly cookie, then drops it from the URL.
 */
import type { RequestHandler } from 'express';
import { dashboardApi } from '../../../shared/api/dashboard';
import { ACCESS_COOKIE, checkHostAndOrigin, checkSecret, guardErrorBody, sameSecret, TOKEN_QUERY_PARAM } from './local-guard';

/** `port` is read per request: the server knows its port only once it listens. */
export function localAccessGate(token: string, port: () => number): RequestHandler {
  return (req, res, next) => {
    const hostCheck = checkHostAndOrigin(req, port());
    if (!hostCheck.ok) return void res.status(403).json(guardErrorBody(hostCheck.reason));
    const queryToken = typeof req.query[TOKEN_QUERY_PARAM] === 'string' ? (req.query[TOKEN_QUERY_PARAM] as string) : undefined;
    // Pages, and the one API path the printed link opens (it redirects to where the app starts).
    if (req.method === 'GET' && queryToken !== undefined && (!req.path.startsWith('/api/') || req.path === dashboardApi.start.path)) {
      if (!sameSecret(queryToken, token)) return void res.status(403).json(guardErrorBody('Wrong access token'));
      res.cookie(ACCESS_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/' });
      const url = new URL(req.originalUrl, 'http://localhost');
      url.searchParams.delete(TOKEN_QUERY_PARAM);
      return void res.redirect(303, url.pathname + url.search);
    }
    const secretCheck = checkSecret(req, token);
    if (!secretCheck.ok) return void res.status(403).json(guardErrorBody(secretCheck.reason));
    next();
  };
}
