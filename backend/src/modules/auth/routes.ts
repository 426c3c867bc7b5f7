/**
 * Sign-in and sign-out (spec: the /api/login and /api/logout links, GET /api/auth/user).
 * Desktop and local web: the local owner is always signed in; /api/login just returns them.
 * Hosted: accounts with scrypt password hashes, server-side sessions, throttling, generic failures.
 */
import express, { Router, type Request, type Response } from 'express';
import { DEMO_USER_ID } from '../../../../shared/constants';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  loginRequestSchema,
  registerRequestSchema,
  returnToSchema,
  type AuthUser,
} from '../../../../shared/contracts/auth';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { SESSION_COOKIE } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { AppError, unauthorized, validationError } from '../../http/errors';
import { readCookie, sameSecret } from '../../http/local-guard';
import { addressKey, createThrottle } from '../../http/rate-limit';
import { renderLoginPage, renderSignOutPage } from './login-page';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { newToken, SESSION_MAX_MS, type SessionRepository } from './sessions';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, newDeviceCookie, signInThrottle, trustedDevice, type SignInAttempt } from './sign-in-throttle';
import { toAuthUser, userRepository } from './users-repository';

/** Ties the plain-HTML forms to the page that served them (login CSRF). */
const FORM_CSRF_COOKIE = 'wd_form_csrf';
const GENERIC_LOGIN_FAILURE = 'Incorrect username/email or password.';
const GENERIC_REGISTER_FAILURE = 'That username or email cannot be used. Try another, or sign in.';
const MINUTE = 60_000;

export interface AuthRouteOptions {
  sessions: SessionRepository;
  /** Called once an account exists (before the answer), e.g. to credit the link that referred it. */
  onAccountCreated?: (req: Request, userId: string) => void;
}

const safeReturnTo = (value: unknown): string | undefined => {
  const parsed = returnToSchema.safeParse(value);
  return parsed.success && !parsed.data.startsWith('/api/') ? parsed.data : undefined;
};

export function authRoutes(ctx: AppContext, options: AuthRouteOptions): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const usersRepo = userRepository(ctx.db);
  const { sessions } = options;
  // Failed sign-ins: see sign-in-throttle.ts; sign-ups: 5 per address an hour.
  const signIns = signInThrottle(ctx.clock);
  const registerByAddress = createThrottle(ctx.clock, { limit: 5, windowMs: 60 * MINUTE });
  const forms = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 20 });

  const isForm = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));
  // req.ip is the socket's address, or behind a trusted proxy (TRUST_PROXY) the client's.
  const address = (req: Request) => addressKey(req.ip ?? req.socket.remoteAddress);
  const cookieOptions = (req: Request) => ({ sameSite: 'lax' as const, secure: req.secure, path: '/' });

  const localOwner = (): AuthUser => {
    const row = usersRepo.findById(DEMO_USER_ID);
    if (!row) throw new AppError(500, ERROR_CODES.internal, 'The local profile is missing');
    return toAuthUser(row, 'owner');
  };

  function startSession(req: Request, res: Response, userId: string): void {
    // A new session id at every sign-in; the old session (if any) ends here (no fixation).
    const previous = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (previous) sessions.delete(previous);
    const { token, csrfToken } = sessions.create(userId, ctx.clock.now());
    res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), httpOnly: true, maxAge: SESSION_MAX_MS });
    // Readable by the page so it can send it back in X-CSRF-Token (double submit, checked against the session).
    res.cookie(CSRF_COOKIE, csrfToken, { ...cookieOptions(req), httpOnly: false, sameSite: 'strict', maxAge: SESSION_MAX_MS });
    res.clearCookie(FORM_CSRF_COOKIE, { path: '/api' });
  }

  function showPage(req: Request, res: Response, status: number, extra: Partial<Parameters<typeof renderLoginPage>[0]> = {}) {
    const csrf = newToken();
    res.cookie(FORM_CSRF_COOKIE, csrf, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/api' });
    res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(renderLoginPage({ csrf, ...extra }));
  }

  /** Form posts must come from our own page: the hidden field must match the page's cookie. */
  function formCsrfOk(req: Request): boolean {
    const body = req.body as Record<string, unknown>;
    const field = typeof body.csrf === 'string' ? body.csrf : undefined;
    const cookie = readCookie(req.headers.cookie, FORM_CSRF_COOKIE);
    return cookie !== undefined && sameSecret(field, cookie);
  }

  function withoutFormFields(body: unknown): unknown {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const { csrf: _csrf, ...rest } = body as Record<string, unknown>;
    for (const key of Object.keys(rest)) if (rest[key] === '' && key !== 'password') delete rest[key];
    return rest;
  }

  function fail(req: Request, res: Response, status: number, code: string, message: string, form: 'login' | 'register', values?: Record<string, string | undefined>) {
    if (isForm(req)) {
      const returnTo = safeReturnTo((req.body as Record<string, unknown>).returnTo);
      return showPage(req, res, status, { error: message, form, returnTo, values });
    }
    throw new AppError(status, code, message);
  }

  router.get('/login', access.public, (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (ctx.mode !== 'hosted' || req.caller) return res.redirect(303, returnTo ?? (ctx.mode === 'hosted' ? '/dashboard' : '/'));
    showPage(req, res, 200, { returnTo });
  });

  router.post('/login', access.public, forms, async (req, res, next) => {
    try {
      if (ctx.mode !== 'hosted') return void res.json(localOwner());
      if (isForm(req) && !formCsrfOk(req)) return fail(req, res, 403, ERROR_CODES.forbidden, 'This form has expired. Please try again.', 'login');
      const parsed = loginRequestSchema.safeParse(withoutFormFields(req.body));
      if (!parsed.success) {
        if (isForm(req)) return fail(req, res, 400, ERROR_CODES.validation, parsed.error.issues[0]!.message, 'login');
        throw validationError(parsed.error, 'body');
      }
      const { identifier, password, returnTo } = parsed.data;
      const user = usersRepo.findByIdentifier(identifier);
      // One budget per account, whether it is named by username or e-mail address.
      const attempt: SignInAttempt = {
        address: address(req),
        account: user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`,
        device: user?.passwordHash ? trustedDevice(readCookie(req.headers.cookie, DEVICE_COOKIE), user.id, user.passwordHash) : undefined,
      };
      const verdict = signIns.begin(attempt);
      if (!verdict.ok) {
        res.setHeader('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
        ctx.logger.info({ event: 'sign_in_throttled' }, 'sign-in throttled');
        return fail(req, res, 429, 'too_many_attempts', `Too many attempts. Try again in ${waitText(verdict.retryAfterMs)}.`, 'login', { identifier });
      }
      const ok = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : (await verifyPassword(password, await decoyPasswordHash()), false);
      if (!ok || !user?.passwordHash) {
        ctx.logger.info({ event: 'sign_in_failed' }, 'sign-in failed');
        return fail(req, res, 401, ERROR_CODES.unauthorized, GENERIC_LOGIN_FAILURE, 'login', { identifier });
      }
      signIns.succeeded(attempt);
      startSession(req, res, user.id);
      rememberDevice(req, res, user.id, user.passwordHash);
      if (isForm(req)) return res.redirect(303, returnTo ?? (user.onboardedAt ? '/dashboard' : '/onboarding'));
      res.json(toAuthUser(user));
    } catch (error) {
      next(error);
    }
  });

  router.post('/register', access.public, forms, async (req, res, next) => {
    try {
      if (ctx.mode !== 'hosted') throw new AppError(404, ERROR_CODES.notFound, 'Accounts exist only in hosted mode');
      if (isForm(req) && !formCsrfOk(req)) return fail(req, res, 403, ERROR_CODES.forbidden, 'This form has expired. Please try again.', 'register');
      const body = withoutFormFields(req.body);
      const values = typeof body === 'object' && body ? (body as Record<string, string | undefined>) : {};
      const shown = { username: values.username, email: values.email, firstName: values.firstName };
      const wait = registerByAddress.retryAfterMs(address(req));
      if (wait > 0) {
        res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        return fail(req, res, 429, 'too_many_attempts', `Too many attempts. Try again in ${Math.ceil(wait / MINUTE)} minute(s).`, 'register', shown);
      }
      const parsed = registerRequestSchema.safeParse(body);
      if (!parsed.success) {
        if (isForm(req)) return fail(req, res, 400, ERROR_CODES.validation, parsed.error.issues[0]!.message, 'register', shown);
        throw validationError(parsed.error, 'body');
      }
      // Counted once the input is well-formed: every well-formed attempt costs a password hash.
      registerByAddress.hit(address(req));
      const input = parsed.data;
      const user = usersRepo.create({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        now: ctx.clock.now(),
      });
      if (!user) return fail(req, res, 409, 'account_unavailable', GENERIC_REGISTER_FAILURE, 'register', shown);
      ctx.logger.info({ event: 'account_created', userId: user.id, role: user.role }, 'account created');
      options.onAccountCreated?.(req, user.id);
      startSession(req, res, user.id);
      rememberDevice(req, res, user.id, user.passwordHash!);
      if (isForm(req)) return res.redirect(303, input.returnTo ?? '/onboarding');
      res.status(201).json(toAuthUser(user));
    } catch (error) {
      next(error);
    }
  });

  const endSession = (res: Response, token: string | undefined) => {
    if (token) sessions.delete(token);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.clearCookie(CSRF_COOKIE, { path: '/' });
  };
  // The app's own "Sign out" link (a same-origin navigation) ends the session at once. A link from
  // another site must not sign anyone out: it, and a browser that cannot say where it came from,
  // get a page that asks (its form posts the session's CSRF token).
  router.get('/logout', access.public, (req, res) => {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    const session = token ? sessions.find(token, ctx.clock.now()) : undefined;
    if (session && !fromThisSite(req)) {
      return void res.status(200).type('html').setHeader('Cache-Control', 'no-store').send(renderSignOutPage({ csrf: session.csrfToken }));
    }
    endSession(res, token);
    res.redirect(303, '/');
  });
  // A signed-in POST needs the session's CSRF token (X-CSRF-Token, or the sign-out page's field)
  // and no foreign Origin: authMiddleware leaves /logout to this handler.
  router.post('/logout', access.public, forms, (req, res) => {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    const session = token ? sessions.find(token, ctx.clock.now()) : undefined;
    if (session) {
      const field = (req.body as Record<string, unknown> | undefined)?.csrf;
      const header = req.headers[CSRF_HEADER];
      const given = typeof header === 'string' ? header : typeof field === 'string' && isForm(req) ? field : undefined;
      const origin = req.headers.origin;
      if ((origin !== undefined && origin !== ownOrigin(req)) || !sameSecret(given, session.csrfToken)) {
        throw new AppError(403, ERROR_CODES.forbidden, 'Missing or wrong CSRF token: reload the page and try again');
      }
    }
    endSession(res, token);
    if (isForm(req)) return res.redirect(303, '/');
    res.status(204).end();
  });

  router.get('/auth/user', access.public, (req, res) => {
    if (ctx.mode !== 'hosted') return void res.json(localOwner());
    if (!req.caller) throw unauthorized();
    const row = usersRepo.findById(req.caller.userId);
    if (!row) throw unauthorized();
    res.json(toAuthUser(row));
  });

  /** Marks this browser as one that signed in to the account (sign-in-throttle.ts, device cookie). */
  function rememberDevice(req: Request, res: Response, userId: string, passwordHash: string): void {
    res.cookie(DEVICE_COOKIE, newDeviceCookie(userId, passwordHash), {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: '/api/login',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
  }

  return router;
}

const ownOrigin = (req: Request) => `${req.protocol}://${req.headers.host}`;

/**
 * Did this request come from a page of this site (or straight from the address bar)? Browsers say
 * so in Sec-Fetch-Site; without it, an Origin or Referer of this site counts. Same-site is not
 * enough: a sibling subdomain may be someone else's.
 */
function fromThisSite(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = req.headers.origin;
  if (origin !== undefined) return origin === ownOrigin(req);
  const referer = req.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).origin === ownOrigin(req);
  } catch {
    return false;
  }
}

function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 90 ? `${seconds} second(s)` : `${Math.ceil(seconds / 60)} minute(s)`;
}
