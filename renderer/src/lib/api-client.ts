/**
 * The spec's request conventions (core section 7), in one place:
 * - every request sends credentials (cookies);
 * - a body, when present, is JSON with a JSON content type;
 * - any non-success response is raised as an Error whose message is `${status}: ${bodyText}`
 *   (the status text when the body is empty);
 * - default reads are GET on the query key segments joined with '/', parsed as JSON;
 *   a 401 throws unless the caller asks for `returnNull`.
 * Added for hosted mode: every state-changing request carries the CSRF token (double-submit
 * cookie) in a header, whenever the server has set the token cookie.
 */
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../shared/constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-success HTTP answer. `message` follows the spec exactly; `status` is there for callers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
}

const STATE_CHANGING_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The value of a cookie the page can read (not httpOnly), or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function requestHeaders(method: HttpMethod, hasBody: boolean): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (STATE_CHANGING_METHODS.has(method)) {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }
  return Object.keys(headers).length > 0 ? headers : undefined;
}

export async function apiRequest(method: HttpMethod, url: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<Response> {
  const hasBody = body !== undefined;
  const headers = requestHeaders(method, hasBody);
  const res = await fetch(url, {
    method,
    headers: extraHeaders ? { ...headers, ...extraHeaders } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * A shared zod contract, or a loader of one. Passing a loader (`() => import(...)`) keeps zod out
 * of the first JavaScript a page needs: it is fetched alongside the first response it parses.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** apiRequest, then the JSON answer parsed by the endpoint's shared zod contract. */
export async function apiRequestParsed<S extends z.ZodType>(
  method: HttpMethod,
  url: string,
  schema: SchemaSource<S>,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<z.output<S>> {
  const [resolved, res] = await Promise.all([
    typeof schema === 'function' ? schema() : schema,
    apiRequest(method, url, body, extraHeaders),
  ]);
  return resolved.parse(await res.json());
}

/** ['/api/credit-score', id] -> '/api/credit-score/<id>' (segments joined with '/', as the spec says). */
export function queryKeyToPath(queryKey: QueryKey): string {
  return queryKey.map(String).join('/');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToPath(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
