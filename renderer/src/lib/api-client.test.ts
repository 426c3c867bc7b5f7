import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../shared/contracts/auth';
import { authApi } from '../../../shared/api/auth';
import { budgetApi } from '../../../shared/api/budget';
import { creditApi } from '../../../shared/api/credit';
import { dashboardApi } from '../../../shared/api/dashboard';
import { endpoint } from '../../../shared/api/endpoint';
import { healthApi } from '../../../shared/api/health';
import { apiQuery, apiQueryKey, apiRequest, apiUrl, callApi, getQueryFn, queryKeyToPath, readCookie } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', budgetApi.calculate.path, { income: 4500, mode: 'ai-control' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(budgetApi.calculate.path);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"income":4500,"mode":"ai-control"}',
    });
  });

  it('sends no body and no content type without a body', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('GET', healthApi.health.path);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('raises "status: body" on a non-success answer', async () => {
    stubFetch(new Response('{"error":"nope"}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow(/^400: \{"error":"nope"\}$/);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('CSRF token (hosted mode)', () => {
  const withCookies = (cookie: string) => vi.stubGlobal('document', { cookie });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s sends the token cookie back in the header', async (method) => {
    withCookies(`theme=dark; ${CSRF_COOKIE}=tok%2Fen-123; other=x`);
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest(method, dashboardApi.budgetSettings.path, { income: 1, mode: 'ai-control' });
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({
      'Content-Type': 'application/json',
      [CSRF_HEADER]: 'tok/en-123',
    });
  });

  it('sends the header on a state-changing request without a body too', async () => {
    withCookies(`${CSRF_COOKIE}=abc`);
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', authApi.logout.path);
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ [CSRF_HEADER]: 'abc' });
  });

  it('never sends it on GET', async () => {
    withCookies(`${CSRF_COOKIE}=abc`);
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('GET', dashboardApi.dashboard.path);
    expect(fetchMock.mock.calls[0]![1]!.headers).toBeUndefined();
  });

  it('sends no header when the cookie is absent (desktop and local web) or empty', async () => {
    for (const cookie of ['', 'theme=dark', `x${CSRF_COOKIE}=abc; ${CSRF_COOKIE}x=def`, `${CSRF_COOKIE}=`]) {
      withCookies(cookie);
      const fetchMock = stubFetch(new Response('{}', { status: 200 }));
      await apiRequest('POST', '/x', {});
      expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ 'Content-Type': 'application/json' });
    }
  });

  it('reads nothing without a document (tests, workers)', () => {
    expect(readCookie(CSRF_COOKIE)).toBeUndefined();
  });

  it('keeps a malformed escape as written', () => {
    withCookies(`${CSRF_COOKIE}=%E0%A4%A`);
    expect(readCookie(CSRF_COOKIE)).toBe('%E0%A4%A');
  });
});

describe('callApi', () => {
  const schema = z.object({ ok: z.literal(true) });
  const declared = endpoint({
    method: 'POST',
    // A real route's path (one :userId), with contracts of this test's own.
    path: creditApi.score.path,
    access: 'member',
    schemas: () => Promise.resolve({ query: z.object({ period: z.string() }), body: z.object({ n: z.number() }), response: schema }),
  });

  it('fills the path (each parameter %-encoded), appends the query, sends the body and parses the answer', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true,"extra":1}'));
    await expect(callApi(declared, { params: { userId: 'a/b c' }, query: { period: '7d' }, body: { n: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${creditApi.score.path.replace(':userId', 'a%2Fb%20c')}?period=7d`);
    expect(init).toMatchObject({ method: 'POST', body: '{"n":1}', credentials: 'include' });
  });

  it('rejects an answer that breaks the contract', async () => {
    stubFetch(new Response('{"ok":false}'));
    await expect(callApi(declared, { params: { userId: 'u' }, body: { n: 1 } })).rejects.toThrow();
  });

  it('keys a read by its declared path, then its input, and the default query function reads that key', async () => {
    expect(apiQueryKey(healthApi.health)).toEqual([healthApi.health.path]);
    const key = apiQuery(creditApi.history, { params: { userId: 'abc' } }).queryKey;
    expect(key).toEqual([creditApi.history.path, { params: { userId: 'abc' }, query: undefined }]);
    expect(queryKeyToPath(key)).toBe(apiUrl(creditApi.history, { params: { userId: 'abc' } }));
    const fetchMock = stubFetch(new Response('{"score":700}'));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(key))).resolves.toEqual({ score: 700 });
    expect(fetchMock.mock.calls[0]![0]).toMatch(/^\/api\/credit-score\/abc\/history$/);
  });
});

describe('getQueryFn', () => {
  it('GETs the key segments joined with "/" and parses JSON', async () => {
    expect(queryKeyToPath(['/x', 'abc', 'history'])).toBe('/x/abc/history');
    const fetchMock = stubFetch(new Response('{"score":700}'));
    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/x', 'abc']));
    expect(data).toEqual({ score: 700 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/x/abc');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('throws on 401 by default', async () => {
    stubFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(apiQueryKey(authApi.currentUser)))).rejects.toThrow('401: Unauthorized');
  });

  it('answers null on 401 when asked to', async () => {
    stubFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(apiQueryKey(authApi.currentUser)))).resolves.toBeNull();
  });

  it('still throws other failures with returnNull', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/x']))).rejects.toThrow(
      '500: Internal Server Error',
    );
  });
});
