/**
 * Sign-in and sign-out over HTTP (docs/product.md "Identity and access"): the /api/login and
 * /api/logout links and forms, their cookies and pages, and GET /api/auth/user.
 * Desktop and local web: the local owner is always signed in; /api/login just returns them.
 * Hosted: accounts with scrypt password hashes, server-side sessions, throttling, generic failures
 * (the rules are service.ts's).
 */
import express, { Router, type Request, type Response } from 'express';
import { authApi } from '../../../../shared/api/auth';
import { CSRF_COOKIE, CSRF_HEADER, loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema, returnToSchema } from '../../../../shared/contracts/auth';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { requireCaller, SESSION_COOKIE } from '../../http/auth';
import { AppError, unauthorized, validationError } from '../../http/errors';
import { readCookie, sameSecret } from '../../http/local-guard';
import { addressKey } from '../../http/rate-limit';
import { apiRouter } from '../../http/routing';
import { renderLoginPage, renderResetPage, renderSignOutPage, type ResetPageOptions } from './login-page';
import { createAuthService, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, newToken, SESSION_MAX_MS, type SessionRepository, type SignedIn } from './service';

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
  const on = endpointRegistrar(ctx, router);
  const auth = createAuthService(ctx, options.sessions);
  const forms = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 20 });

  const isForm = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));
  // req.ip is the socket's address, or behind a trusted proxy (TRUST_PROXY) the client's.
  const address = (req: Request) => addressKey(req.ip ?? req.socket.remoteAddress);
  const cookieOptions = (req: Request) => ({ sameSite: 'lax' as const, secure: req.secure, path: '/' });
  const sessionToken = (req: Request) => readCookie(req.headers.cookie, SESSION_COOKIE);

  /** Signs the browser in: the session cookies, and the device cookie of an account that proved its password. */
  function signInBrowser(req: Request, res: Response, signedIn: SignedIn): void {
    const { token, csrfToken } = signedIn.session;
    res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), httpOnly: true, maxAge: SESSION_MAX_MS });
    // Readable by the page so it can send it back in X-CSRF-Token (double submit, checked against the session).
    res.cookie(CSRF_COOKIE, csrfToken, { ...cookieOptions(req), httpOnly: false, sameSite: 'strict', maxAge: SESSION_MAX_MS });
    res.clearCookie(FORM_CSRF_COOKIE, { path: '/api' });
    // Marks this browser as one that signed in to the account (sign-in-throttle.ts, device cookie).
    res.cookie(DEVICE_COOKIE, signedIn.deviceCookie, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: authApi.login.path,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
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

  on(authApi.loginPage, ({ query }, req, res) => {
    const returnTo = safeReturnTo(query.returnTo);
    if (ctx.mode !== 'hosted' || req.caller) return res.redirect(303, returnTo ?? (ctx.mode === 'hosted' ? '/dashboard' : '/'));
    showPage(req, res, 200, { returnTo });
  });

  // The sign-in and sign-up forms (and the pages they answer with) read their own bodies: a form's
  // mistakes are shown on the page again, a script's are the usual JSON errors.
  on(
    authApi.login,
    async (_input, req, res) => {
      if (ctx.mode !== 'hosted') return auth.localOwner();
      if (isForm(req) && !formCsrfOk(req)) return fail(req, res, 403, ERROR_CODES.forbidden, 'This form has expired. Please try again.', 'login');
      const parsed = loginRequestSchema.safeParse(withoutFormFields(req.body));
      if (!parsed.success) {
        if (isForm(req)) return fail(req, res, 400, ERROR_CODES.validation, parsed.error.issues[0]!.message, 'login');
        throw validationError(parsed.error, 'body');
      }
      const { identifier, password, returnTo } = parsed.data;
      const result = await auth.signIn({ identifier, password, address: address(req), deviceCookie: readCookie(req.headers.cookie, DEVICE_COOKIE), previousToken: sessionToken(req) });
      if (!result.ok && result.reason === 'throttled') {
        res.setHeader('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
        return fail(req, res, 429, 'too_many_attempts', `Too many attempts. Try again in ${waitText(result.retryAfterMs)}.`, 'login', { identifier });
      }
      if (!result.ok) return fail(req, res, 401, ERROR_CODES.unauthorized, GENERIC_LOGIN_FAILURE, 'login', { identifier });
      signInBrowser(req, res, result);
      if (isForm(req)) return res.redirect(303, returnTo ?? (result.user.onboarded ? '/dashboard' : '/onboarding'));
      return result.user;
    },
    forms,
  );

  on(
    authApi.register,
    async (_input, req, res) => {
      if (ctx.mode !== 'hosted') throw new AppError(404, ERROR_CODES.notFound, 'Accounts exist only in hosted mode');
      if (isForm(req) && !formCsrfOk(req)) return fail(req, res, 403, ERROR_CODES.forbidden, 'This form has expired. Please try again.', 'register');
      const body = withoutFormFields(req.body);
      const values = typeof body === 'object' && body ? (body as Record<string, string | undefined>) : {};
      const shown = { username: values.username, email: values.email, firstName: values.firstName };
      const wait = auth.registerRetryAfterMs(address(req));
      if (wait > 0) {
        res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        return fail(req, res, 429, 'too_many_attempts', `Too many attempts. Try again in ${Math.ceil(wait / MINUTE)} minute(s).`, 'register', shown);
      }
      const parsed = registerRequestSchema.safeParse(body);
      if (!parsed.success) {
        if (isForm(req)) return fail(req, res, 400, ERROR_CODES.validation, parsed.error.issues[0]!.message, 'register', shown);
        throw validationError(parsed.error, 'body');
      }
      const signedIn = await auth.register(parsed.data, address(req), sessionToken(req));
      if (!signedIn) return fail(req, res, 409, 'account_unavailable', GENERIC_REGISTER_FAILURE, 'register', shown);
      options.onAccountCreated?.(req, signedIn.user.id);
      signInBrowser(req, res, signedIn);
      if (isForm(req)) return res.redirect(303, parsed.data.returnTo ?? '/onboarding');
      return signedIn.user;
    },
    forms,
  );

  const endSession = (res: Response, token: string | undefined) => {
    auth.endSession(token);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.clearCookie(CSRF_COOKIE, { path: '/' });
  };
  // The app's own "Sign out" link (a same-origin navigation) ends the session at once. A link from
  // another site must not sign anyone out: it, and a browser that cannot say where it came from,
  // get a page that asks (its form posts the session's CSRF token).
  on(authApi.logoutPage, (_input, req, res) => {
    const token = sessionToken(req);
    const session = auth.session(token);
    if (session && !fromThisSite(req)) {
      return void res.status(200).type('html').setHeader('Cache-Control', 'no-store').send(renderSignOutPage({ csrf: session.csrfToken }));
    }
    endSession(res, token);
    res.redirect(303, '/');
  });
  // A signed-in POST needs the session's CSRF token (X-CSRF-Token, or the sign-out page's field)
  // and no foreign Origin: authMiddleware leaves /logout to this handler.
  on(
    authApi.logout,
    (_input, req, res) => {
      const token = sessionToken(req);
      const session = auth.session(token);
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
      res.status(authApi.logout.status).end();
    },
    forms,
  );

  /** Accounts, passwords and sessions exist only in hosted mode. */
  const hostedOnly = () => {
    if (ctx.mode !== 'hosted') throw new AppError(404, ERROR_CODES.notFound, 'Accounts exist only in hosted mode');
  };
  const tooMany = (res: Response, retryAfterMs: number) => {
    res.setHeader('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
    return new AppError(429, 'too_many_attempts', `Too many attempts. Try again in ${waitText(retryAfterMs)}.`);
  };

  // docs/security.md "Accounts and sessions (hosted)": the current password proves the holder;
  // the other sessions end, this one stays (its device cookie is renewed with the new password).
  on(authApi.changePassword, async ({ body }, req, res) => {
    hostedOnly();
    const caller = requireCaller(req);
    const result = await auth.changePassword(caller.userId, caller.sessionId, body, {
      address: address(req),
      deviceCookie: readCookie(req.headers.cookie, DEVICE_COOKIE),
    });
    if (!result.ok && result.reason === 'throttled') throw tooMany(res, result.retryAfterMs);
    if (!result.ok && result.reason === 'changed') {
      throw new AppError(409, 'password_changed', 'Your password was changed by another request while this one was being checked. Nothing was changed by this one: use your current password.');
    }
    if (!result.ok) throw new AppError(400, 'wrong_password', 'Your current password is not correct. Nothing was changed.');
    res.cookie(DEVICE_COOKIE, result.deviceCookie, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: authApi.login.path, maxAge: DEVICE_COOKIE_MAX_AGE_MS });
    return { otherSessionsEnded: result.otherSessionsEnded };
  });

  on(authApi.signOutEverywhere, (_input, req, res) => {
    hostedOnly();
    auth.signOutEverywhere(requireCaller(req).userId);
    endSession(res, undefined);
    res.status(authApi.signOutEverywhere.status).end();
  });

  on(authApi.accounts, () => {
    hostedOnly();
    return auth.accounts();
  });

  on(authApi.issuePasswordReset, ({ params }, req) => {
    hostedOnly();
    return auth.issuePasswordReset(params.accountId, requireCaller(req).userId);
  });

  // The reset link's page and its form (docs/security.md "Password reset (hosted)"): plain HTML like
  // the sign-in page, its form tied to the page by the form token; a script may post JSON.
  const showResetPage = (req: Request, res: Response, status: number, page: Omit<ResetPageOptions, 'csrf'>) => {
    const csrf = newToken();
    res.cookie(FORM_CSRF_COOKIE, csrf, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/api' });
    res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(renderResetPage({ csrf, ...page }));
  };

  on(authApi.resetPage, ({ query }, req, res) => {
    hostedOnly();
    const target = auth.resetTarget(query.code, address(req));
    if (target.ok) return showResetPage(req, res, 200, { code: query.code, username: target.username });
    if (target.reason === 'throttled') res.setHeader('Retry-After', String(Math.ceil(target.retryAfterMs / 1000)));
    const error = target.reason === 'throttled' ? `Too many attempts. Try again in ${waitText(target.retryAfterMs)}.` : undefined;
    showResetPage(req, res, target.reason === 'throttled' ? 429 : 404, { error });
  });

  on(
    authApi.resetPassword,
    async (_input, req, res) => {
      hostedOnly();
      const form = isForm(req);
      const raw = typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
      const { csrf: _csrf, username: _username, ...fields } = raw;
      const code = typeof fields.code === 'string' ? fields.code : undefined;
      // A form's mistake shows the page again (the code stays usable); a script gets JSON.
      const again = async (status: number, errorCode: string, message: string) => {
        if (!form) throw new AppError(status, errorCode, message);
        const target = auth.resetTarget(code, address(req));
        return showResetPage(req, res, status, target.ok ? { code, username: target.username, error: message } : { error: message });
      };
      if (form && !formCsrfOk(req)) return again(403, ERROR_CODES.forbidden, 'This form has expired. Please try again.');
      const parsed = resetPasswordRequestSchema.safeParse(fields);
      if (!parsed.success) {
        if (form) return again(400, ERROR_CODES.validation, parsed.error.issues[0]!.message);
        throw validationError(parsed.error, 'body');
      }
      const result = await auth.resetPassword(parsed.data.code, parsed.data.password, address(req));
      if (!result.ok && result.reason === 'throttled') {
        const error = tooMany(res, result.retryAfterMs);
        if (!form) throw error;
        return showResetPage(req, res, 429, { error: error.message });
      }
      if (!result.ok) {
        const message = 'This reset link is not valid, was already used, or has expired. Ask the owner for a new one.';
        if (!form) throw new AppError(400, 'invalid_reset_code', message);
        return showResetPage(req, res, 400, { error: message });
      }
      // Every session of the account ended (this browser's too, if it had one: its cookie is now dead).
      if (form) return showResetPage(req, res, 200, { done: true });
      return { reset: true };
    },
    forms,
  );

  /** The caller's account: locally always the local owner; hosted, the session's user or null. */
  const signedInUser = (req: Request) => {
    if (ctx.mode !== 'hosted') return auth.localOwner();
    return req.caller ? (auth.user(req.caller.userId) ?? null) : null;
  };
  on(authApi.currentUser, (_input, req) => {
    const user = signedInUser(req);
    if (!user) throw unauthorized();
    return user;
  });
  on(authApi.session, (_input, req) => ({ user: signedInUser(req) }));

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
