/**
 * The response headers every answer carries (docs/security.md "Response headers"): helmet's set,
 * plus our own Content-Security-Policy, which opens to Plaid Link and Stripe.js only when those
 * providers are the ones configured.
 */
import type { RequestHandler } from 'express';
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

/**
 * helmet's headers (its CSP off: ours replaces it). The opener policy still lets the payment and
 * bank windows we open talk back to us.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const csp = contentSecurityPolicy(options.allowPlaidLink, options.allowStripe);
  const setCsp: RequestHandler = (_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    next();
  };
  return [headers, setCsp];
}
