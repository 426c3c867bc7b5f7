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
};
