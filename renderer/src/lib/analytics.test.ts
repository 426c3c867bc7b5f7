import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TRACK_PATH, trackEvent } from './analytics';

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
    expect(url).toBe(ANALYTICS_TRACK_PATH);
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
