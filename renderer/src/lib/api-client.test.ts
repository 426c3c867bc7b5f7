import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, apiRequestParsed, getQueryFn, queryKeyToPath } from './api-client';

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
