import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../shared/contracts/auth';
import { apiRequest, apiRequestParsed, getQueryFn, queryKeyToPath, readCookie } from './api-client';

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
    await apiRequest('POST', '/api/budget/calculate', { income: 4500, mode: 'ai-control' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/budget/calculate');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"income":4500,"mode":"ai-control"}',
    });
  });

  it('sends no body and no content type without a body', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('GET', '/api/health');
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
    await apiRequest(method, '/api/user/budget-settings', { income: 1, mode: 'ai-control' });
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({
      'Content-Type': 'application/json',
      [CSRF_HEADER]: 'tok/en-123',
    });
  });

  it('sends the header on a state-changing request without a body too', async () => {
    withCookies(`${CSRF_COOKIE}=abc`);
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/logout');
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ [CSRF_HEADER]: 'abc' });
  });

  it('never sends it on GET', async () => {
    withCookies(`${CSRF_COOKIE}=abc`);
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('GET', '/api/dashboard');
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

describe('apiRequestParsed', () => {
  const schema = z.object({ ok: z.literal(true) });

  it('parses the answer with the contract, given directly or by a loader', async () => {
    stubFetch(new Response('{"ok":true,"extra":1}'));
    await expect(apiRequestParsed('GET', '/x', schema)).resolves.toEqual({ ok: true });
    stubFetch(new Response('{"ok":true}'));
    await expect(apiRequestParsed('GET', '/x', async () => schema)).resolves.toEqual({ ok: true });
  });

  it('rejects an answer that breaks the contract', async () => {
    stubFetch(new Response('{"ok":false}'));
    await expect(apiRequestParsed('GET', '/x', schema)).rejects.toThrow();
  });
});

describe('getQueryFn', () => {
  it('GETs the key segments joined with "/" and parses JSON', async () => {
    expect(queryKeyToPath(['/api/credit-score', 'abc', 'history'])).toBe('/api/credit-score/abc/history');
    const fetchMock = stubFetch(new Response('{"score":700}'));
    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/api/credit-score', 'abc']));
    expect(data).toEqual({ score: 700 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/credit-score/abc');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('throws on 401 by default', async () => {
    stubFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow('401: Unauthorized');
  });

  it('answers null on 401 when asked to', async () => {
    stubFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
  });

  it('still throws other failures with returnNull', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/x']))).rejects.toThrow(
      '500: Internal Server Error',
    );
  });
});
