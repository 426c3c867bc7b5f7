/**
 * The small sign-in / create-account page served at GET /api/login in hosted mode. Plain HTML forms
 * (no script, so the strict CSP holds); every value is HTML-escaped.
 */
import { PASSWORD_MIN_LENGTH } from '../../../../shared/contracts/auth';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #0b1526; color: #e8edf5; }
  main { max-width: 880px; margin: 0 auto; padding: 48px 20px; }
  h1 { font-size: 1.75rem; margin: 0 0 8px; } .lead { color: #9fb0c8; margin: 0 0 32px; }
  .forms { display: grid; gap: 24px; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); }
  form, section { background: #13223a; border: 1px solid #24385a; border-radius: 12px; padding: 24px; }
  h2 { font-size: 1.2rem; margin: 0 0 16px; } label { display: block; font-size: .9rem; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px 12px; border-radius: 8px; border: 1px solid #36507a; background: #0b1526; color: inherit; font-size: 1rem; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #d4a843; outline-offset: 2px; }
  button { margin-top: 20px; width: 100%; padding: 11px; border: 0; border-radius: 8px; background: #d4a843; color: #0b1526; font-weight: 700; font-size: 1rem; cursor: pointer; }
  .error { background: #4a1620; border: 1px solid #a3324a; padding: 10px 12px; border-radius: 8px; }
  .hint { color: #9fb0c8; font-size: .8rem; margin: 4px 0 0; } a { color: #d4a843; }
</style>`;

export interface LoginPageOptions {
  csrf: string;
  returnTo?: string;
  error?: string;
  /** Which form the error belongs to. */
  form?: 'login' | 'register';
  values?: { identifier?: string; username?: string; email?: string; firstName?: string };
}

export function renderLoginPage(o: LoginPageOptions): string {
  const v = o.values ?? {};
  const hidden = `<input type="hidden" name="csrf" value="${escapeHtml(o.csrf)}">${
    o.returnTo ? `<input type="hidden" name="returnTo" value="${escapeHtml(o.returnTo)}">` : ''
  }`;
  const error = (form: 'login' | 'register') =>
    o.error && o.form === form ? `<p class="error" role="alert">${escapeHtml(o.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Wealth Desk</title>
${STYLE}
</head>
<body>
<main>
  <h1>Wealth Desk</h1>
  <p class="lead">Sign in to your account, or create one. <a href="/">Back to the home page</a></p>
  <div class="forms">
    <form method="post" action="/api/login" aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in</h2>
      ${error('login')}
      ${hidden}
      <label for="identifier">Username or email</label>
      <input id="identifier" name="identifier" autocomplete="username" required maxlength="254" value="${escapeHtml(v.identifier ?? '')}">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
      <button type="submit">Sign in</button>
    </form>
    <form method="post" action="/api/register" aria-labelledby="register-title">
      <h2 id="register-title">Create account</h2>
      ${error('register')}
      ${hidden}
      <label for="reg-username">Username</label>
      <input id="reg-username" name="username" autocomplete="username" required minlength="3" maxlength="32" pattern="[A-Za-z0-9_.\\-]+" value="${escapeHtml(v.username ?? '')}">
      <label for="reg-email">Email</label>
      <input id="reg-email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(v.email ?? '')}">
      <label for="reg-first">First name (optional)</label>
      <input id="reg-first" name="firstName" autocomplete="given-name" maxlength="100" value="${escapeHtml(v.firstName ?? '')}">
      <label for="reg-password">Password</label>
      <input id="reg-password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="200">
      <p class="hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
      <button type="submit">Create account</button>
    </form>
  </div>
</main>
</body>
</html>`;
}

/**
 * GET /api/logout from another site, or from a browser that does not say where it came from: the
 * session is not ended by a link alone; this page asks, and its form posts the session's CSRF token.
 */
export function renderSignOutPage(o: { csrf: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out · Wealth Desk</title>
${STYLE}
</head>
<body>
<main>
  <h1>Wealth Desk</h1>
  <form method="post" action="/api/logout" aria-labelledby="signout-title">
    <h2 id="signout-title">Sign out?</h2>
    <input type="hidden" name="csrf" value="${escapeHtml(o.csrf)}">
    <p>You are still signed in. <a href="/">Stay signed in</a></p>
    <button type="submit">Sign out</button>
  </form>
</main>
</body>
</html>`;
}

export interface ResetPageOptions {
  csrf: string;
  /** The live code from the link (a hidden field), with the account it resets; absent: the link is not valid. */
  code?: string;
  username?: string;
  error?: string;
  /** The password was set: say so and point to the sign-in page. */
  done?: boolean;
}

/**
 * GET /api/password-reset: the page an owner-issued reset link opens (there is no e-mail here: the
 * owner passes the link on by hand). It sets a new password; the code works once.
 */
export function renderResetPage(o: ResetPageOptions): string {
  let body: string;
  if (o.done) {
    body = `<section aria-labelledby="reset-title">
    <h2 id="reset-title">Password changed</h2>
    <p role="status">Your new password is set, and every session of the account was signed out. Sign in with the new password.</p>
    <p><a href="/api/login">Sign in</a></p>
  </section>`;
  } else if (!o.code) {
    body = `<section aria-labelledby="reset-title">
    <h2 id="reset-title">This reset link cannot be used</h2>
    <p class="error" role="alert">${escapeHtml(o.error ?? 'The link is not valid, was already used, or has expired.')}</p>
    <p>Reset links are issued by the site's owner (there is no e-mail here) and work once, for 24 hours. Ask the owner for a new one.</p>
    <p><a href="/api/login">Sign in</a></p>
  </section>`;
  } else {
    body = `<form method="post" action="/api/password-reset" aria-labelledby="reset-title">
      <h2 id="reset-title">Set a new password</h2>
      <p>For the account <strong>${escapeHtml(o.username ?? '')}</strong>. This link works once; setting a password signs out every session of the account.</p>
      ${o.error ? `<p class="error" role="alert">${escapeHtml(o.error)}</p>` : ''}
      <input type="hidden" name="csrf" value="${escapeHtml(o.csrf)}">
      <input type="hidden" name="code" value="${escapeHtml(o.code)}">
      <input type="text" name="username" autocomplete="username" value="${escapeHtml(o.username ?? '')}" hidden>
      <label for="new-password">New password</label>
      <input id="new-password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="200" aria-describedby="new-password-hint">
      <p class="hint" id="new-password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
      <label for="confirm-password">New password again</label>
      <input id="confirm-password" name="confirmPassword" type="password" autocomplete="new-password" required maxlength="200">
      <button type="submit">Set password</button>
    </form>`;
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Reset password · Wealth Desk</title>
${STYLE}
</head>
<body>
<main style="max-width: 480px">
  <h1>Wealth Desk</h1>
  ${body}
</main>
</body>
</html>`;
}
