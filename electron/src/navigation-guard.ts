/**
 * Navigation security for the app window (Electron security checklist items 12-15): the window
 * may only ever show pages from the app's own local server, and its iframes only those plus the
 * payment and bank widgets (EMBEDDED_FRAME_ORIGINS). Everything else is refused; ordinary http(s)
 * links to other sites go to the user's browser instead. Every check parses the URL with
 * the WHATWG URL parser and compares origins exactly: never a substring or prefix test, which
 * `http://127.0.0.1:4000.evil.com` or `http://127.0.0.1:4000@evil.com` would get past.
 *
 * Pure functions first (unit-tested without Electron), then thin installers that attach them to a
 * WebContents and a Session. Only types are imported from electron.
 */
import type { Session, WebContents } from 'electron';

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

const isHttp = (u: URL) => u.protocol === 'http:' || u.protocol === 'https:';
const hasUserinfo = (u: URL) => u.username !== '' || u.password !== '';

/** The origin of the app's own server, e.g. "http://127.0.0.1:41873". Throws on anything but http(s). */
export function appOriginOf(serverUrl: string): string {
  const u = parse(serverUrl);
  if (!u || !isHttp(u)) throw new Error(`The app must be served over http(s), got ${JSON.stringify(serverUrl)}`);
  return u.origin;
}

/** True only for an http(s) URL, without userinfo, whose origin is exactly the app's origin. */
export function isAppUrl(url: string, appOrigin: string): boolean {
  const u = parse(url);
  return u !== undefined && isHttp(u) && !hasUserinfo(u) && u.origin === appOrigin;
}

/** Hosts that name this machine: the browser must never be sent there on the app's behalf. */
function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    h === '0.0.0.0' ||
    h === '[::1]' ||
    h === '[::]'
  );
}

/**
 * Whether a link may be handed to the OS browser (shell.openExternal): http or https only (no
 * file:, javascript:, data:, smb:, custom protocol handlers...), a real host, no embedded
 * credentials, and not this machine.
 */
export function isSafeExternalUrl(url: string): boolean {
  const u = parse(url);
  return u !== undefined && isHttp(u) && u.hostname !== '' && !hasUserinfo(u) && !isLoopbackHost(u.hostname);
}

export type NavigationDecision = { action: 'allow' } | { action: 'deny'; openExternally?: string };

/**
 * will-navigate / will-redirect: stay in the window for the app's own pages; send other web links
 * (a bank's site, Stripe Checkout) to the browser; drop everything else.
 */
export function decideNavigation(url: string, appOrigin: string): NavigationDecision {
  if (isAppUrl(url, appOrigin)) return { action: 'allow' };
  if (isSafeExternalUrl(url)) return { action: 'deny', openExternally: new URL(url).href };
  return { action: 'deny' };
}

/**
 * window.open / target=_blank: the app never opens a second Electron window. Web links to other
 * origins open in the browser; the app's own URLs and anything else are dropped.
 */
export function decideWindowOpen(url: string, appOrigin: string): { action: 'deny'; openExternally?: string } {
  if (!isAppUrl(url, appOrigin) && isSafeExternalUrl(url)) return { action: 'deny', openExternally: new URL(url).href };
  return { action: 'deny' };
}

/**
 * The only third-party origins the app may show inside an iframe: Stripe's Payment Element
 * (js.stripe.com, with hooks.stripe.com for its confirmation steps) and Plaid Link (cdn.plaid.com).
 * This list MUST match the frame-src of the server's Content-Security-Policy (contentSecurityPolicy
 * in backend/src/server.ts): add or remove an origin in both places. The CSP lists an origin only
 * when that provider is configured; this list is the fixed upper bound. An iframe loads only where both allow it.
 * electron/src/content-security-policy.test.ts fails when the two drift apart.
 */
export const EMBEDDED_FRAME_ORIGINS: readonly string[] = ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://cdn.plaid.com'];

/**
 * What an iframe may show: the app's own pages; https pages (no userinfo) of EMBEDDED_FRAME_ORIGINS;
 * and about:blank / about:srcdoc, which fetch nothing and which the CSP's frame-src always allows
 * too (scripts such as Stripe.js create blank frames and fill them).
 */
export function isEmbeddableFrameUrl(url: string, appOrigin: string): boolean {
  if (isAppUrl(url, appOrigin)) return true;
  const u = parse(url);
  if (u === undefined) return false;
  if (u.protocol === 'about:') return u.pathname === 'blank' || u.pathname === 'srcdoc';
  return u.protocol === 'https:' && !hasUserinfo(u) && EMBEDDED_FRAME_ORIGINS.includes(u.origin);
}

/**
 * Where a navigating frame sits: the window itself, an iframe of one of the app's own pages, or a
 * frame nested inside a third-party frame (e.g. a card issuer's 3-D Secure page inside Stripe's).
 */
export type FramePlace = 'main' | 'app-child' | 'nested';

/**
 * will-frame-navigate (any frame) and will-redirect (any frame). The main frame follows
 * decideNavigation: Electron emits will-frame-navigate before will-navigate and skips will-navigate
 * once it is prevented, so this branch must hand web links to the browser itself. An iframe of the
 * app may go only where isEmbeddableFrameUrl allows; anything else is dropped and never opened in
 * the browser (an iframe navigating is not the user clicking a link). A frame nested inside one of
 * those third-party frames follows that page's own rules, as the CSP's frame-src does (it governs
 * the app's own iframes only): a card issuer's challenge page must be able to load there.
 */
export function decideFrameNavigation(url: string, place: FramePlace, appOrigin: string): NavigationDecision {
  if (place === 'main') return decideNavigation(url, appOrigin);
  if (place === 'nested') return { action: 'allow' };
  return isEmbeddableFrameUrl(url, appOrigin) ? { action: 'allow' } : { action: 'deny' };
}

interface FrameEvent {
  url: string;
  isMainFrame: boolean;
  frame?: { parent: { url: string; parent: unknown } | null } | null;
}

/** An iframe whose parent is not an app page (nor the window) is nested in a third-party frame. */
export function framePlace(event: FrameEvent, appOrigin: string): FramePlace {
  if (event.isMainFrame) return 'main';
  const parent = event.frame?.parent;
  // Unknown (a frame already gone) is held to the strict rule.
  if (!parent || parent.parent === null || isAppUrl(parent.url, appOrigin)) return 'app-child';
  return 'nested';
}

export type OpenExternal = (url: string) => Promise<void>;

/** The subset of WebContents the guard uses (lets tests pass a fake). */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

export function installNavigationGuard(contents: GuardedContents, appOrigin: string, openExternal: OpenExternal): void {
  const apply = (event: { preventDefault(): void }, decision: NavigationDecision) => {
    if (decision.action === 'allow') return;
    event.preventDefault();
    if (decision.openExternally) void openExternal(decision.openExternally).catch(() => undefined);
  };
  // will-navigate is main-frame only; will-frame-navigate and will-redirect fire for iframes too.
  contents.on('will-navigate', (event) => apply(event, decideNavigation(event.url, appOrigin)));
  contents.on('will-frame-navigate', (event) => apply(event, decideFrameNavigation(event.url, framePlace(event, appOrigin), appOrigin)));
  contents.on('will-redirect', (event) => apply(event, decideFrameNavigation(event.url, framePlace(event, appOrigin), appOrigin)));
  // webviewTag is off already; refuse at this level too so a future option change cannot add one.
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, appOrigin);
    if (decision.openExternally) void openExternal(decision.openExternally).catch(() => undefined);
    return { action: 'deny' };
  });
}

/**
 * Permissions. Decision: deny everything except
 *  - 'clipboard-sanitized-write': the copy buttons (referral link, export text); write-only and
 *    sanitised, so it leaks nothing;
 *  - 'media' for audio only: the AI coach's voice input needs the microphone. Camera, screen
 *    capture, and audio+video requests are refused.
 * Both only for the app's own origin. Notifications, geolocation, clipboard-read, HID/USB/serial,
 * MIDI, fullscreen, openExternal (handled by the guard above) and the rest are denied.
 */
export const GRANTED_PERMISSIONS = ['clipboard-sanitized-write', 'media'] as const;

export function decidePermission(
  permission: string,
  requestingUrl: string | undefined,
  appOrigin: string,
  mediaTypes?: readonly string[],
): boolean {
  if (requestingUrl === undefined || !isAppUrl(requestingUrl, appOrigin)) return false;
  if (permission === 'clipboard-sanitized-write') return true;
  if (permission === 'media') {
    return mediaTypes !== undefined && mediaTypes.length > 0 && mediaTypes.every((t) => t === 'audio');
  }
  return false;
}

export type GuardedSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;

export function installPermissionPolicy(session: GuardedSession, appOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? details.mediaTypes : undefined;
    callback(decidePermission(permission, details.requestingUrl, appOrigin, mediaTypes));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    const mediaTypes = details.mediaType ? [details.mediaType] : undefined;
    return decidePermission(permission, requestingOrigin, appOrigin, mediaTypes);
  });
}
