import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsApi } from '../../../shared/api/analytics';
import { currentSession, SESSION_IDLE_MS, trackEvent } from './analytics';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch(response: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('trackEvent', () => {
  it('POSTs { event, properties } to the track endpoint', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    await trackEvent('onboarding_step_completed', { step: 'about-you' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(analyticsApi.track.path);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init!.body))).toEqual({ event: 'onboarding_step_completed', properties: { step: 'about-you' } });
  });

  it('sends no properties field when there are none', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    await trackEvent('onboarding_completed');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ event: 'onboarding_completed' });
  });

  it('also pushes the event to a dataLayer when the page has one', async () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer });
    stubFetch(async () => new Response(null, { status: 204 }));
    await trackEvent('onboarding_step_completed', { step: 'welcome' });
    expect(dataLayer).toEqual([{ event: 'onboarding_step_completed', step: 'welcome' }]);
  });

  it('the event name wins over a property called "event"', async () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer });
    stubFetch(async () => new Response(null, { status: 204 }));
    await trackEvent('real', { event: 'fake' });
    expect(dataLayer).toEqual([{ event: 'real' }]);
  });

  it('only logs a server failure or a network error, never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(async () => new Response('nope', { status: 500 }));
    await expect(trackEvent('x')).resolves.toBeUndefined();
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(trackEvent('y')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('still sends to the server when there is no window or no dataLayer', async () => {
    vi.stubGlobal('window', {});
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    await trackEvent('z');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('currentSession', () => {
  function memoryStorage() {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  }
  const T0 = Date.UTC(2026, 10, 21, 12);

  it('opens a session with the landing UTM fields and an outside referrer, then keeps it without them', () => {
    const storage = memoryStorage();
    const first = currentSession(T0, storage, 'https://app.example/pricing?utm_source=newsletter&utm_campaign=launch&x=1', 'https://news.example/post');
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.landing).toEqual({ utm_source: 'newsletter', utm_campaign: 'launch', referrer: 'https://news.example/post' });
    const later = currentSession(T0 + 10 * 60_000, storage, 'https://app.example/checkout', 'https://app.example/pricing');
    expect(later).toEqual({ id: first.id, landing: null });
  });

  it('starts a new session after 30 idle minutes; an own-site referrer is not a source', () => {
    const storage = memoryStorage();
    const first = currentSession(T0, storage, 'https://app.example/', '');
    expect(first.landing).toBeNull();
    const next = currentSession(T0 + SESSION_IDLE_MS, storage, 'https://app.example/blog', 'https://app.example/');
    expect(next.id).not.toBe(first.id);
    expect(next.landing).toBeNull();
  });
});
