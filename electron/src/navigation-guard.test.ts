import { describe, expect, it, vi } from 'vitest';
import {
  appOriginOf,
  decideNavigation,
  decidePermission,
  decideWindowOpen,
  installNavigationGuard,
  installPermissionPolicy,
  isAppUrl,
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

type Listener = (event: { url?: string; preventDefault(): void }) => void;

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
  const fire = (name: string, url?: string) => {
    const event = { url, preventDefault: vi.fn() };
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
    expect(fire('will-redirect', `${APP}/dashboard`).preventDefault).not.toHaveBeenCalled();

    expect(fire('will-navigate', 'file:///etc/passwd').preventDefault).toHaveBeenCalled();
    expect(fire('will-redirect', 'http://127.0.0.1.evil.com:41873/').preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('http://127.0.0.1.evil.com:41873/');

    expect(fire('will-attach-webview').preventDefault).toHaveBeenCalled();
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
