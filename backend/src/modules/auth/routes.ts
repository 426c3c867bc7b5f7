/**
 * Sign-in and sign-out (spec: the /api/login and /api/logout links, GET /api/auth/user).
 * Desktop and local web: the local owner is always signed in; /api/login just returns them.
 * Hosted: accounts with scrypt password hashes, server-side sessions, throttling, generic failures.
 */
import express, { Router, type Request, type Response } from 'express';
import { DEMO_USER_ID } from '../../../../shared/constants';
import {
  CSRF_COOKIE,
  loginRequestSchema,
  registerRequestSchema,
  returnToSchema,
  type AuthUser,
} from '../../../../shared/contracts/auth';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { SESSION_COOKIE, unauthorized } from '../../http/auth';
import { AppError, validationError } from '../../http/errors';
import { readCookie, sameSecret } from '../../http/local-guard';
import { createThrottle } from '../../http/rate-limit';
import { renderLoginPage } from './login-page';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { newToken, SESSION_MAX_MS, type SessionRepository } from './sessions';
import { toAuthUser, userRepository } from './users-repository';

/** Ties the plain-HTML forms to the page that served them (login CSRF). */
const FORM_CSRF_COOKIE = 'wd_form_csrf';
const GENERIC_LOGIN_FAILURE = 'Incorrect username/email or password.';
const GENERIC_REGISTER_FAILURE = 'That username or email cannot be used. Try another, or sign in.';
const MINUTE = 60_000;

export interface AuthRouteOptions {
  sessions: SessionRepository;
  ownerEmail?: string;
  /** Called once an account exists (before the answer), e.g. to credit the link that referred it. */
  onAccountCreated?: (req: Request, userId: string) => void;
}

const safeReturnTo = (value: unknown): string | undefined => {
  const parsed = returnToSchema.safeParse(value);
  return parsed.success && !parsed.data.startsWith('/api/') ? parsed.data : undefined;
};

export function authRoutes(ctx: AppContext, options: AuthRouteOptions): Router {
  const router = Router();
  const usersRepo = userRepository(ctx.db);
  const { sessions } = options;
  // Failed sign-ins: 5 per account and 20 per address in 15 minutes; sign-ups: 5 per address an hour.
  const loginByAccount = createThrottle(ctx.clock, { limit: 5, windowMs: 15 * MINUTE });
  const loginByAddress = createThrottle(ctx.clock, { limit: 20, windowMs: 15 * MINUTE });
  const registerByAddress = createThrottle(ctx.clock, { limit: 5, windowMs: 60 * MINUTE });
  const forms = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 20 });

  const isForm = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));
  const address = (req: Request) => req.socket.remoteAddress ?? 'unknown';
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

  router.get('/login', (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (ctx.mode !== 'hosted' || req.caller) return res.redirect(303, returnTo ?? (ctx.mode === 'hosted' ? '/dashboard' : '/'));
    showPage(req, res, 200, { returnTo });
  });

  router.post('/login', forms, async (req, res, next) => {
    try {
      if (ctx.mode !== 'hosted') return void res.json(localOwner());
      if (isForm(req) && !formCsrfOk(req)) return fail(req, res, 403, ERROR_CODES.forbidden, 'This form has expired. Please try again.', 'login');
      const parsed = loginRequestSchema.safeParse(withoutFormFields(req.body));
      if (!parsed.success) {
        if (isForm(req)) return fail(req, res, 400, ERROR_CODES.validation, parsed.error.issues[0]!.message, 'login');
        throw validationError(parsed.error, 'body');
      }
      const { identifier, password, returnTo } = parsed.data;
      const accountKey = identifier.toLowerCase();
      const wait = Math.max(loginByAccount.retryAfterMs(accountKey), loginByAddress.retryAfterMs(address(req)));
      if (wait > 0) {
        res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        return fail(req, res, 429, 'too_many_attempts', `Too many attempts. Try again in ${Math.ceil(wait / MINUTE)} minute(s).`, 'login', { identifier });
      }
      const user = usersRepo.findByIdentifier(identifier);
      const ok = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : (await verifyPassword(password, await decoyPasswordHash()), false);
      if (!ok || !user) {
        loginByAccount.hit(accountKey);
        loginByAddress.hit(address(req));
        ctx.logger.info({ event: 'sign_in_failed' }, 'sign-in failed');
        return fail(req, res, 401, ERROR_CODES.unauthorized, GENERIC_LOGIN_FAILURE, 'login', { identifier });
      }
      loginByAccount.reset(accountKey);
      startSession(req, res, user.id);
      if (isForm(req)) return res.redirect(303, returnTo ?? (user.onboardedAt ? '/dashboard' : '/onboarding'));
      res.json(toAuthUser(user));
    } catch (error) {
      next(error);
    }
  });

  router.post('/register', forms, async (req, res, next) => {
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
        ownerEmail: options.ownerEmail,
        now: ctx.clock.now(),
      });
      if (!user) return fail(req, res, 409, 'account_unavailable', GENERIC_REGISTER_FAILURE, 'register', shown);
      ctx.logger.info({ event: 'account_created', userId: user.id, role: user.role }, 'account created');
      options.onAccountCreated?.(req, user.id);
      startSession(req, res, user.id);
      if (isForm(req)) return res.redirect(303, input.returnTo ?? '/onboarding');
      res.status(201).json(toAuthUser(user));
    } catch (error) {
      next(error);
    }
  });

  const logout = (req: Request, res: Response) => {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (token) sessions.delete(token);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.clearCookie(CSRF_COOKIE, { path: '/' });
    if (req.method === 'GET') return res.redirect(303, '/');
    res.status(204).end();
  };
  router.get('/logout', logout);
  router.post('/logout', logout);

  router.get('/auth/user', (req, res) => {
    if (ctx.mode !== 'hosted') return void res.json(localOwner());
    if (!req.caller) throw unauthorized();
    const row = usersRepo.findById(req.caller.userId);
    if (!row) throw unauthorized();
    res.json(toAuthUser(row));
  });

  return router;
}
