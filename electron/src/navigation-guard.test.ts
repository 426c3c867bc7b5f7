import { describe, expect, it, vi } from 'vitest';
import {
  appOriginOf,
  decideFrameNavigation,
  decideNavigation,
  decidePermission,
  decideWindowOpen,
  EMBEDDED_FRAME_ORIGINS,
  installNavigationGuard,
  installPermissionPolicy,
  isAppUrl,
  isEmbeddableFrameUrl,
  isSafeExternalUrl,
  type GuardedContents,
  type GuardedSession,
} from './navigation-guard';

const APP = 'http://127.0.0.1:41873';

describe('appOriginOf', () => {
  it('takes the origin of the server URL', () => {
    expect(appOriginOf('http://127.0.0.1:41873')).toBe(APP);
    expect(appOriginOf('http://127.0.0.1:41873/some/path?x=1')).toBe(APP);
  });
  it('refuses anything but http(s)', () => {
    expect(() => appOriginOf('file:///app/index.html')).toThrow();
    expect(() => appOriginOf('not a url')).toThrow();
  });
});

describe('isAppUrl / decideNavigation', () => {
  it.each([`${APP}`, `${APP}/`, `${APP}/budget?month=2025-01#top`, 'HTTP://127.0.0.1:41873/Dashboard'])('allows the app origin: %s', (url) => {
    expect(isAppUrl(url, APP)).toBe(true);
    expect(decideNavigation(url, APP)).toEqual({ action: 'allow' });
  });

  it.each([
    ['another port', 'http://127.0.0.1:41874/'],
    ['another scheme', 'https://127.0.0.1:41873/'],
    ['localhost alias', 'http://localhost:41873/'],
    ['look-alike host with the port in it', 'http://127.0.0.1:41873.evil.com/'],
    ['look-alike host', 'http://127.0.0.1.evil.com:41873/'],
    ['userinfo trick', 'http://127.0.0.1:41873@evil.com/'],
    ['userinfo on the real origin', 'http://user:pass@127.0.0.1:41873/'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['file:', 'file:///etc/passwd'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['blob: of the app origin', `blob:${APP}/0b7c2d6e-1111-2222-3333-444455556666`],
    ['about:blank', 'about:blank'],
    ['not a URL', 'http//127.0.0.1:41873'],
    ['empty', ''],
  ])('denies %s', (_name, url) => {
    expect(isAppUrl(url, APP)).toBe(false);
    expect(decideNavigation(url, APP).action).toBe('deny');
  });

  it('sends ordinary web links to the browser instead of navigating', () => {
    expect(decideNavigation('https://checkout.stripe.com/c/pay/cs_test_1', APP)).toEqual({
      action: 'deny',
      openExternally: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
  });

  it('drops dangerous links without opening anything', () => {
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x', 'http://127.0.0.1:41873@evil.com/x']) {
      const decision = decideNavigation(url, APP);
      expect(decision.action).toBe('deny');
      // The userinfo trick resolves to evil.com but carries credentials: refused, not opened.
      expect(decision).not.toHaveProperty('openExternally');
    }
  });
});

describe('isSafeExternalUrl', () => {
  it.each(['https://plaid.com/docs', 'http://example.com/', 'https://www.irs.gov/forms?x=1'])('accepts %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'file:///C:/Windows/System32/calc.exe',
    'data:text/html,hi',
    'mailto:someone@example.com',
    'smb://server/share',
    'ms-msdt:/id PCWDiagnostic',
    'https://user:pw@example.com/',
    'http://localhost:3000/',
    'http://127.0.0.1:5173/',
    'http://127.10.0.1/',
    'http://[::1]:8080/',
    'http://0.0.0.0/',
    'https://',
    'example.com',
  ])('refuses %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });
});

describe('decideWindowOpen', () => {
  it('never opens an Electron window; external http(s) goes to the browser', () => {
    expect(decideWindowOpen('https://example.com/help', APP)).toEqual({ action: 'deny', openExternally: 'https://example.com/help' });
    expect(decideWindowOpen(`${APP}/pricing`, APP)).toEqual({ action: 'deny' });
    expect(decideWindowOpen('file:///etc/passwd', APP)).toEqual({ action: 'deny' });
    expect(decideWindowOpen('javascript:alert(1)', APP)).toEqual({ action: 'deny' });
    // Not even a valid URL (the "port" is not a number): dropped.
    expect(decideWindowOpen('http://127.0.0.1:41873.evil.com/', APP)).toEqual({ action: 'deny' });
    // A look-alike is just another site: it may open in the browser, never in the app window.
    expect(decideWindowOpen('http://127.0.0.1.evil.com:41873/', APP)).toEqual({
      action: 'deny',
      openExternally: 'http://127.0.0.1.evil.com:41873/',
    });
  });
});

describe('frame navigation (iframes)', () => {
  it('lists exactly the frame-src origins of the CSP', () => {
    expect([...EMBEDDED_FRAME_ORIGINS].sort()).toEqual(['https://cdn.plaid.com', 'https://hooks.stripe.com', 'https://js.stripe.com']);
  });

  it.each([
    `${APP}/checkout`,
    'https://js.stripe.com/v3/elements-inner-card.html#id=1',
    'https://hooks.stripe.com/redirect/authenticate/src_1',
    'https://cdn.plaid.com/link/v2/stable/link.html?token=x',
    'about:blank',
    'about:srcdoc',
  ])('lets an iframe show %s', (url) => {
    expect(isEmbeddableFrameUrl(url, APP)).toBe(true);
    expect(decideFrameNavigation(url, 'app-child', APP)).toEqual({ action: 'allow' });
  });

  it.each([
    ['another site', 'https://evil.com/'],
    ['a bank page outside the list', 'https://www.examplebank.com/login'],
    ['Stripe over http', 'http://js.stripe.com/v3/'],
    ['another Stripe host', 'https://checkout.stripe.com/c/pay/cs_1'],
    ['Stripe on another port', 'https://js.stripe.com:8443/v3/'],
    ['look-alike host', 'https://js.stripe.com.evil.com/'],
    ['userinfo trick', 'https://js.stripe.com@evil.com/'],
    ['userinfo on an allowed origin', 'https://user:pw@cdn.plaid.com/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['blob:', `blob:${APP}/0b7c2d6e-1111-2222-3333-444455556666`],
    ['file:', 'file:///etc/passwd'],
    ['another about: page', 'about:settings'],
    ['another app port', 'http://127.0.0.1:41874/'],
    ['empty', ''],
  ])('keeps an iframe from showing %s, and opens nothing', (_name, url) => {
    expect(isEmbeddableFrameUrl(url, APP)).toBe(false);
    expect(decideFrameNavigation(url, 'app-child', APP)).toEqual({ action: 'deny' });
  });

  it('holds the main frame to the app origin, as will-navigate does', () => {
    expect(decideFrameNavigation(`${APP}/budget`, 'main', APP)).toEqual({ action: 'allow' });
    // The payment widgets' origins are for iframes only.
    expect(decideFrameNavigation('https://js.stripe.com/v3/', 'main', APP)).toEqual({ action: 'deny', openExternally: 'https://js.stripe.com/v3/' });
    expect(decideFrameNavigation('about:blank', 'main', APP)).toEqual({ action: 'deny' });
    expect(decideFrameNavigation('file:///etc/passwd', 'main', APP)).toEqual({ action: 'deny' });
  });
});

type Listener = (event: { url?: string; isMainFrame?: boolean; preventDefault(): void }) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: (name: string, listener: Listener) => {
      listeners.set(name, listener);
      return contents;
    },
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
  };
  const fire = (name: string, url?: string, details: { isMainFrame?: boolean; frame?: unknown } = {}) => {
    const event = { url, ...details, preventDefault: vi.fn() };
    const listener = listeners.get(name);
    if (!listener) throw new Error(`no ${name} listener`);
    listener(event);
    return event;
  };
  return { contents: contents as unknown as GuardedContents, fire, open: (url: string) => openHandler!({ url }) };
}

describe('installNavigationGuard', () => {
  it('lets app navigation through and stops the rest', () => {
    const openExternal = vi.fn(async () => undefined);
    const { contents, fire } = fakeContents();
    installNavigationGuard(contents, APP, openExternal);

    expect(fire('will-navigate', `${APP}/budget`).preventDefault).not.toHaveBeenCalled();
    expect(fire('will-redirect', `${APP}/dashboard`, { isMainFrame: true }).preventDefault).not.toHaveBeenCalled();

    expect(fire('will-navigate', 'file:///etc/passwd').preventDefault).toHaveBeenCalled();
    expect(fire('will-redirect', 'http://127.0.0.1.evil.com:41873/', { isMainFrame: true }).preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('http://127.0.0.1.evil.com:41873/');

    expect(fire('will-attach-webview').preventDefault).toHaveBeenCalled();
  });

  it('guards every frame on will-frame-navigate: iframes stay on the app and the payment widgets', () => {
    const openExternal = vi.fn(async () => undefined);
    const { contents, fire } = fakeContents();
    installNavigationGuard(contents, APP, openExternal);

    expect(fire('will-frame-navigate', 'https://js.stripe.com/v3/elements-inner.html', { isMainFrame: false }).preventDefault).not.toHaveBeenCalled();
    expect(fire('will-frame-navigate', 'https://cdn.plaid.com/link/v2/stable/link.html', { isMainFrame: false }).preventDefault).not.toHaveBeenCalled();
    expect(fire('will-frame-navigate', `${APP}/embed`, { isMainFrame: false }).preventDefault).not.toHaveBeenCalled();
    expect(fire('will-frame-navigate', 'https://evil.com/phish', { isMainFrame: false }).preventDefault).toHaveBeenCalled();
    expect(fire('will-frame-navigate', 'javascript:alert(1)', { isMainFrame: false }).preventDefault).toHaveBeenCalled();
    // An iframe going somewhere else is stopped, never opened in the browser.
    expect(openExternal).not.toHaveBeenCalled();

    // Main frame: Electron skips will-navigate once will-frame-navigate is prevented, so the link goes to the browser here.
    expect(fire('will-frame-navigate', `${APP}/budget`, { isMainFrame: true }).preventDefault).not.toHaveBeenCalled();
    expect(fire('will-frame-navigate', 'https://js.stripe.com/v3/', { isMainFrame: true }).preventDefault).toHaveBeenCalled();
    expect(openExternal.mock.calls).toEqual([['https://js.stripe.com/v3/']]);
  });

  it('applies the iframe rules to a redirect inside an iframe', () => {
    const openExternal = vi.fn(async () => undefined);
    const { contents, fire } = fakeContents();
    installNavigationGuard(contents, APP, openExternal);

    expect(fire('will-redirect', 'https://hooks.stripe.com/3d_secure/complete', { isMainFrame: false }).preventDefault).not.toHaveBeenCalled();
    expect(fire('will-redirect', 'https://evil.com/', { isMainFrame: false }).preventDefault).toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('lets a frame nested inside a payment frame follow that page (a 3-D Secure challenge from the card issuer)', () => {
    const openExternal = vi.fn(async () => undefined);
    const { contents, fire } = fakeContents();
    installNavigationGuard(contents, APP, openExternal);
    const top = { url: `${APP}/checkout`, parent: null };
    const stripeFrame = { url: 'https://js.stripe.com/v3/three-ds-2-challenge.html', parent: top };
    const appFrame = { url: `${APP}/embed`, parent: top };
    const issuer = 'https://acs.example-bank.com/challenge';
    expect(fire('will-frame-navigate', issuer, { isMainFrame: false, frame: { parent: stripeFrame } }).preventDefault).not.toHaveBeenCalled();
    expect(fire('will-redirect', issuer, { isMainFrame: false, frame: { parent: stripeFrame } }).preventDefault).not.toHaveBeenCalled();
    // The app's own iframes, and frames inside them, stay held to the list.
    expect(fire('will-frame-navigate', issuer, { isMainFrame: false, frame: { parent: top } }).preventDefault).toHaveBeenCalled();
    expect(fire('will-frame-navigate', issuer, { isMainFrame: false, frame: { parent: appFrame } }).preventDefault).toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('denies every new window and hands web links to the browser', () => {
    const openExternal = vi.fn(async () => undefined);
    const { contents, open } = fakeContents();
    installNavigationGuard(contents, APP, openExternal);

    expect(open('https://example.com/')).toEqual({ action: 'deny' });
    expect(open(`${APP}/`)).toEqual({ action: 'deny' });
    expect(open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://example.com/']]);
  });
});

describe('permissions', () => {
  it('grants only clipboard writes and microphone audio, and only to the app', () => {
    expect(decidePermission('clipboard-sanitized-write', `${APP}/referrals`, APP)).toBe(true);
    expect(decidePermission('media', `${APP}/ai-coach`, APP, ['audio'])).toBe(true);

    expect(decidePermission('media', `${APP}/ai-coach`, APP, ['video'])).toBe(false);
    expect(decidePermission('media', `${APP}/ai-coach`, APP, ['audio', 'video'])).toBe(false);
    expect(decidePermission('media', `${APP}/ai-coach`, APP, [])).toBe(false);
    expect(decidePermission('media', `${APP}/ai-coach`, APP)).toBe(false);
    expect(decidePermission('clipboard-sanitized-write', 'https://evil.com/', APP)).toBe(false);
    expect(decidePermission('media', 'http://127.0.0.1:41873.evil.com/', APP, ['audio'])).toBe(false);
    expect(decidePermission('clipboard-sanitized-write', undefined, APP)).toBe(false);
    for (const permission of ['notifications', 'geolocation', 'clipboard-read', 'openExternal', 'hid', 'display-capture', 'fullscreen']) {
      expect(decidePermission(permission, `${APP}/`, APP)).toBe(false);
    }
  });

  it('installs the same policy for requests and checks', () => {
    let request: ((wc: unknown, permission: string, cb: (granted: boolean) => void, details: object) => void) | undefined;
    let check: ((wc: unknown, permission: string, origin: string, details: object) => boolean) | undefined;
    const session = {
      setPermissionRequestHandler: (h: typeof request) => (request = h),
      setPermissionCheckHandler: (h: typeof check) => (check = h),
    } as unknown as GuardedSession;
    installPermissionPolicy(session, APP);

    const cb = vi.fn();
    request!(null, 'media', cb, { requestingUrl: `${APP}/ai-coach`, isMainFrame: true, mediaTypes: ['audio'] });
    request!(null, 'media', cb, { requestingUrl: `${APP}/ai-coach`, isMainFrame: true, mediaTypes: ['video'] });
    request!(null, 'geolocation', cb, { requestingUrl: `${APP}/`, isMainFrame: true });
    expect(cb.mock.calls).toEqual([[true], [false], [false]]);

    expect(check!(null, 'media', APP, { isMainFrame: true, mediaType: 'audio' })).toBe(true);
    expect(check!(null, 'media', APP, { isMainFrame: true, mediaType: 'unknown' })).toBe(false);
    expect(check!(null, 'notifications', APP, { isMainFrame: true })).toBe(false);
    expect(check!(null, 'clipboard-sanitized-write', 'https://evil.com', { isMainFrame: true })).toBe(false);
  });
});
