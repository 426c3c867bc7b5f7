/**
 * The request conventions (docs/product.md "Request conventions"), in one place:
 * - every request sends credentials (cookies);
 * - a body, when present, is JSON with a JSON content type;
 * - any non-success response is raised as an Error whose message is `${status}: ${bodyText}`
 *   (the status text when the body is empty);
 * - default reads are GET on the query key segments joined with '/', parsed as JSON;
 *   a 401 throws unless the caller asks for `returnNull`.
 * Added for hosted mode: every state-changing request carries the CSRF token (double-submit
 * cookie) in a header, whenever the server has set the token cookie.
 */
import { queryOptions, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { endpointUrl, type Endpoint, type HttpMethod, type RequestInput, type ResponseOf } from '../../../shared/api/endpoint';
import { CSRF_COOKIE, CSRF_HEADER, ERROR_CODES } from '../../../shared/constants';
import { authApi } from '../../../shared/api/auth';
import type { AuthUser } from '../../../shared/contracts/auth';
import type { ErrorBody } from '../../../shared/contracts/errors';

export type { HttpMethod };

/** The server's error, as the shared error contract describes it ({ error: { code, message, details } }). */
export type ServerError = ErrorBody['error'];

/**
 * A non-success HTTP answer. `message` follows the spec exactly (`${status}: ${bodyText}`); the
 * server's own error, parsed once with the shared contract, is on `server` (undefined when the
 * body was not our JSON error: a proxy's page, say).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly server?: ServerError,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's machine-readable code (shared/contracts/errors.ts ERROR_CODES), if it sent one. */
  get code(): string | undefined {
    return this.server?.code;
  }
}

const NETWORK_FAILURE_TEXT = 'Could not reach the server. Check your connection and try again.';
const UNKNOWN_FAILURE_TEXT = 'Something went wrong. Please try again.';

/**
 * The one sentence to show for a failed request. The server's own message comes first (its 403/409
 * refusals and 400 explanations reach the screen word for word); without one, a 401 asks to sign in
 * again and a 413 names the file size; a `TypeError` is fetch failing to reach the server. Otherwise
 * the screen's `fallback` when it has one (`''` shows nothing), else the error's message (for an
 * ApiError the spec's `${status}: ${bodyText}`), else a generic sentence.
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    const fromServer = error.server?.message.trim();
    if (fromServer) return fromServer;
    if (error.status === 401) return 'Please sign in again.';
    if (error.status === 413) return 'The file is too large for the server.';
    return fallback ?? error.message;
  }
  if (error instanceof TypeError) return NETWORK_FAILURE_TEXT;
  if (fallback !== undefined) return fallback;
  return error instanceof Error && error.message ? error.message : UNKNOWN_FAILURE_TEXT;
}

/** The session is gone (or never was): the screen shows its sign-in prompt instead of an error. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The error contract is loaded only when an answer fails, so zod stays off the first page. */
async function parseServerError(text: string): Promise<ServerError | undefined> {
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { errorBodySchema } = await import('../../../shared/contracts/errors');
  const parsed = errorBodySchema.safeParse(json);
  return parsed.success ? parsed.data.error : undefined;
}

/** The ApiError for a non-success answer, for callers that send without fetch (an upload through XMLHttpRequest). */
export async function apiErrorFor(status: number, bodyText: string, statusText: string): Promise<ApiError> {
  return new ApiError(status, `${status}: ${bodyText || statusText}`, await parseServerError(bodyText));
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw await apiErrorFor(res.status, await res.text().catch(() => ''), res.statusText);
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

export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
  signal?: AbortSignal,
): Promise<Response> {
  const hasBody = body !== undefined;
  const headers = requestHeaders(method, hasBody);
  const res = await fetch(url, {
    method,
    headers: extraHeaders ? { ...headers, ...extraHeaders } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  return res;
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The arguments of a call: the input may be left out when the endpoint needs none. */
export type CallArgs<E extends Endpoint> =
  Record<never, never> extends RequestInput<E> ? [input?: RequestInput<E>, options?: CallOptions] : [input: RequestInput<E>, options?: CallOptions];

type LooseInput = { params?: Record<string, string>; query?: unknown; body?: unknown } | undefined;

/** The URL of an endpoint for this input (for a link or a download). */
export function apiUrl<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): string {
  const loose = input as LooseInput;
  return endpointUrl(endpoint.path, loose?.params, loose?.query);
}

/** Calls an endpoint and returns its raw answer (for a file); non-success raises ApiError. */
export function apiFetch<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<Response> {
  const loose = input as LooseInput;
  return apiRequest(endpoint.method, endpointUrl(endpoint.path, loose?.params, loose?.query), loose?.body, options?.headers, options?.signal);
}

/**
 * Calls an endpoint from its shared declaration and returns the answer parsed by its response
 * contract (loaded alongside the request, see shared/api/endpoint.ts).
 */
export async function callApi<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  const [schemas, res] = await Promise.all([endpoint.schemas(), apiFetch(endpoint, ...args)]);
  if (!schemas.response) return undefined as ResponseOf<E>;
  return schemas.response.parse(await res.json()) as ResponseOf<E>;
}

/**
 * The query key of an endpoint read: its declared path, then the input when there is one, so
 * `[endpoint.path]` invalidates every read of that endpoint.
 */
export type ApiQueryKey = readonly [string] | readonly [string, { params?: Record<string, string>; query?: unknown }];

export function apiQueryKey<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): ApiQueryKey {
  const loose = input as LooseInput;
  if (!loose || (loose.params === undefined && loose.query === undefined)) return [endpoint.path];
  return [endpoint.path, { params: loose.params, query: loose.query }];
}

/**
 * The caller's session: the signed-in user, or null for a visitor (desktop and local web: the local
 * owner). One definition for current-user.ts and for apiQuery's access check; one cached answer.
 */
export const sessionQueryOptions = () =>
  queryOptions({ queryKey: apiQueryKey(authApi.session), queryFn: async ({ signal }) => (await callApi(authApi.session, undefined, { signal })).user });

/**
 * Why the caller may not read an endpoint of this access level, as the server would answer (401 for
 * a visitor, 403 for a member asking for the owner's), or null when they may. Unknown (the session
 * could not be read): null, and the server decides.
 */
function deniedAccess(access: Endpoint['access'], user: AuthUser | null | undefined): ApiError | null {
  if (access === 'public' || user === undefined) return null;
  if (user === null) return new ApiError(401, '401: Sign in to see this', { code: ERROR_CODES.unauthorized, message: 'Sign in to see this' });
  if (access === 'owner' && user.role !== 'owner') {
    return new ApiError(403, '403: Only the site owner can see this', { code: ERROR_CODES.forbidden, message: 'Only the site owner can see this' });
  }
  return null;
}

/**
 * Query options for reading an endpoint: its key and a query function calling it. A read the caller
 * may not make (the endpoint's declared access against the session) is never sent: the query fails
 * at once with the 401 or 403 the server would have answered, so screens show the same sign-in or
 * owner-only state without a refused request (docs/security.md "Access model").
 */
export function apiQuery<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) {
  const [input] = args;
  return queryOptions<ResponseOf<E>, Error, ResponseOf<E>, ApiQueryKey>({
    queryKey: apiQueryKey(endpoint, ...args),
    queryFn: async ({ signal, client }) => {
      if (endpoint.access !== 'public') {
        let user: AuthUser | null | undefined;
        try {
          user = await client.ensureQueryData(sessionQueryOptions());
        } catch {
          user = undefined;
        }
        const denied = deniedAccess(endpoint.access, user);
        if (denied) throw denied;
      }
      return callApi(endpoint, ...([input, { signal }] as CallArgs<E>));
    },
  });
}

/** A query key to a URL: an endpoint key (see apiQueryKey) fills its path, any other joins its segments with '/'. */
export function queryKeyToPath(queryKey: QueryKey): string {
  const [first, second] = queryKey;
  if (typeof first === 'string' && queryKey.length === 2 && typeof second === 'object' && second !== null && !Array.isArray(second)) {
    const input = second as { params?: Record<string, string>; query?: unknown };
    return endpointUrl(first, input.params, input.query);
  }
  if (typeof first === 'string' && queryKey.length === 1) return first;
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
