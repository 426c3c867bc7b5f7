/**
 * The response headers every answer carries (docs/security.md "Response headers"): helmet's set,
 * plus our own Content-Security-Policy, which opens to Plaid Link and Stripe.js only when those
 * providers are the ones configured.
 */
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Plaid Link's script and window, allowed only when Plaid is the bank provider. */
const PLAID_LINK_ORIGIN = 'https://cdn.plaid.com';

/** Stripe.js and its Payment Element: loaded only when Stripe is the payment provider. */
const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
const STRIPE_FRAME_ORIGINS = 'https://js.stripe.com https://hooks.stripe.com';
const STRIPE_API_ORIGIN = 'https://api.stripe.com';

export function contentSecurityPolicy(allowPlaidLink: boolean, allowStripe = false): string {
  const plaid = allowPlaidLink ? ` ${PLAID_LINK_ORIGIN}` : '';
  const script = `${plaid}${allowStripe ? ` ${STRIPE_JS_ORIGIN}` : ''}`;
  const frame = `${plaid}${allowStripe ? ` ${STRIPE_FRAME_ORIGINS}` : ''}`;
  const connect = allowStripe ? ` ${STRIPE_API_ORIGIN}` : '';
  return (
    `default-src 'self'; script-src 'self'${script}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; ` +
    `connect-src 'self'${connect}; font-src 'self' data:; frame-src 'self'${frame}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`
  );
}

export interface SecurityHeaderOptions {
  /** HSTS only behind TLS (TRUST_PROXY): on plain http://127.0.0.1 it would be meaningless. */
  hsts: boolean;
  allowPlaidLink: boolean;
  allowStripe: boolean;
}

/** helmet's settings: its CSP off (ours replaces it), HSTS only behind TLS. */
export function helmetOptions(hsts: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** What a middleware that only sets and removes fixed headers does to a response: run once to find out. */
function recordHeaders(middleware: RequestHandler): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let done = false;
  middleware({} as Request, res as unknown as Response, () => {
    done = true;
  });
  if (!done) throw new Error('The security headers middleware did not finish synchronously');
  return { set, removed };
}

/**
 * helmet's headers (its CSP off: ours replaces it) and our CSP, set in one step. helmet's values are
 * fixed for the server's options, so its twelve middlewares run once, at start, and every answer gets
 * their result (they cost about 8% of a small answer's time run per request). The opener policy
 * still lets the payment and bank windows we open talk back to us.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const { set, removed } = recordHeaders(helmet(helmetOptions(options.hsts)));
  set.push(['Content-Security-Policy', contentSecurityPolicy(options.allowPlaidLink, options.allowStripe)]);
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
