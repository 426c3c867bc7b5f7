/**
 * Sign-in, sign-up and sign-out, and the signed-in user. The sign-in page, its form posts and the
 * sign-out link answer with HTML pages and redirects (no response contract): the JSON callers get
 * the user. See docs/security.md "Access model".
 */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/auth');

export const authApi = {
  /** The sign-in page (hosted), or a redirect once signed in (locally, always). */
  loginPage: endpoint({
    method: 'GET',
    path: '/api/login',
    access: 'public',
    schemas: () => contracts().then((c) => ({ query: c.loginPageQuerySchema })),
  }),
  /** A form post (redirect, or the page again with the error) or JSON (the user). */
  login: endpoint({ method: 'POST', path: '/api/login', access: 'public' }),
  /** Hosted only: a form post (redirect) or JSON (the new user, 201). */
  register: endpoint({ method: 'POST', path: '/api/register', access: 'public', status: 201 }),
  /** The app's own "Sign out" link: ends the session; from elsewhere, a page that asks first. */
  logoutPage: endpoint({ method: 'GET', path: '/api/logout', access: 'public' }),
  /** Ends the session: 204 for a script, a redirect for the sign-out page's form. */
  logout: endpoint({ method: 'POST', path: '/api/logout', access: 'public', status: 204 }),
  /** The signed-in user (locally, the local owner); 401 when nobody is signed in. */
  currentUser: endpoint({
    method: 'GET',
    path: '/api/auth/user',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.authUserSchema })),
  }),
  /** The signed-in user (locally, the local owner), or null: 200 either way (what the screens ask). */
  session: endpoint({
    method: 'GET',
    path: '/api/auth/session',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.authSessionSchema })),
  }),
  /** Hosted: changes the caller's password (the current one proves it); the other sessions end. */
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/password',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.changePasswordRequestSchema, response: c.changePasswordResponseSchema })),
  }),
  /** Hosted: ends every session of the caller, this one too (204, the cookies cleared). */
  signOutEverywhere: endpoint({ method: 'POST', path: '/api/auth/sign-out-everywhere', access: 'member', status: 204 }),
  /** Hosted, owner: the accounts that can sign in, newest first. */
  accounts: endpoint({
    method: 'GET',
    path: '/api/auth/accounts',
    access: 'owner',
    schemas: () => contracts().then((c) => ({ response: c.accountListResponseSchema })),
  }),
  /** Hosted, owner: a one-time password reset code for an account (a new one voids the previous). */
  issuePasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/accounts/:accountId/password-reset',
    access: 'owner',
    status: 201,
    schemas: () => contracts().then((c) => ({ params: c.accountIdParamsSchema, response: c.issuedResetSchema })),
  }),
  /** Hosted: the page a reset link opens (HTML), where its holder sets a new password. */
  resetPage: endpoint({
    method: 'GET',
    path: '/api/password-reset',
    access: 'public',
    schemas: () => contracts().then((c) => ({ query: c.resetPageQuerySchema })),
  }),
  /** Hosted: the reset page's form post (HTML answer); every session of the account ends. */
  resetPassword: endpoint({ method: 'POST', path: '/api/password-reset', access: 'public' }),
};
