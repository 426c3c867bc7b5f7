/** The security headers set once-computed per answer are exactly what helmet sets when run per request. */
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, helmetOptions, securityHeaders } from './security-headers';

/** The headers an app with `middleware` answers GET / with (the ones every answer has left out). */
async function headersOf(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const skip = new Set(['date', 'etag', 'content-length', 'content-type', 'connection', 'keep-alive']);
    return Object.fromEntries([...res.headers].filter(([name]) => !skip.has(name)));
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  for (const hsts of [false, true]) {
    it(`sets what helmet sets per request, plus our CSP (HSTS ${hsts ? 'on' : 'off'})`, async () => {
      const options = { hsts, allowPlaidLink: true, allowStripe: false };
      const perRequest: RequestHandler = (req, res, next) =>
        helmet(helmetOptions(hsts))(req, res, () => {
          res.setHeader('Content-Security-Policy', contentSecurityPolicy(true, false));
          next();
        });
      const expected = await headersOf(perRequest);
      expect(await headersOf(securityHeaders(options))).toEqual(expected);
      expect(expected['x-powered-by']).toBeUndefined();
      expect(Boolean(expected['strict-transport-security'])).toBe(hsts);
      expect(expected['content-security-policy']).toContain('https://cdn.plaid.com');
    });
  }
});
