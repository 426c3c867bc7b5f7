/**
 * Navigation security for the app window (Electron security checklist items 12-15): the window
 * may only ever show pages from the app's own local server. Everything else is refused; ordinary
 * http(s) links to other sites go to the user's browser instead. Every check parses the URL with
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

export type OpenExternal = (url: string) => Promise<void>;

/** The subset of WebContents the guard uses (lets tests pass a fake). */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

export function installNavigationGuard(contents: GuardedContents, appOrigin: string, openExternal: OpenExternal): void {
  const onNavigate = (event: { url: string; preventDefault(): void }) => {
    const decision = decideNavigation(event.url, appOrigin);
    if (decision.action === 'allow') return;
    event.preventDefault();
    if (decision.openExternally) void openExternal(decision.openExternally).catch(() => undefined);
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', onNavigate);
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
