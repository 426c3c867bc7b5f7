/**
 * One declaration per HTTP endpoint: method, path, who may call it, the success status and the
 * shared zod contracts of its path parameters, query, body and answer. The backend registers its
 * route from the declaration (backend/src/http/endpoints.ts) and the renderer calls it from the
 * same declaration (renderer/src/lib/api-client.ts), so a path, a body or an answer cannot differ
 * between the two without the typecheck failing. See docs/architecture.md "The request path".
 *
 * The contracts are behind a loader (`schemas: () => import(...)`): this module and the
 * declarations carry no zod at run time, so the renderer's first page stays free of it and each
 * contract arrives with the first answer it parses.
 */
import type { z } from 'zod';

/**
 * - public: anyone, signed in or not.
 * - member: a signed-in account (locally, the holder of the per-launch secret); in demo mode also a
 *   visitor reading the demo user's sandbox, when the route is addressed by the demo user's id.
 * - owner: the owner account only (locally, the local user is the owner).
 */
export const ACCESS_LEVELS = ['public', 'member', 'owner'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Absent for answers that are not JSON (a file, a page, a redirect) or carry no body. */
  readonly response?: z.ZodType;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's `:name` segments take: '/api/credit-score/:userId' -> { userId: string }. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

export interface Endpoint<P extends string = string, S extends EndpointSchemas = EndpointSchemas> {
  readonly method: HttpMethod;
  /** The full path from the site root, with `:name` for each path parameter. */
  readonly path: P;
  readonly access: Access;
  /** The status of a successful answer. */
  readonly status: number;
  /** The endpoint's contracts, loaded once (a dynamic import: see the note at the top). */
  readonly schemas: () => Promise<S>;
}

interface EndpointSpec<P extends string, S extends EndpointSchemas> {
  method: HttpMethod;
  path: P;
  access: Access;
  status?: number;
  schemas?: () => Promise<S>;
}

/** The path's `:names` and the params contract's keys must be the same set (else every call would be a 400). */
type ParamsAgree<P extends string, S> = S extends { params: infer Q extends z.ZodType }
  ? [Exclude<keyof z.input<Q>, ParamNames<P>>, Exclude<ParamNames<P>, keyof z.input<Q>>] extends [never, never]
    ? unknown
    : { params: `the params contract must have exactly the keys of the path's :names` }
  : unknown;

const NO_SCHEMAS = () => Promise.resolve({});

/** Declares an endpoint. Its path starts with /api/; the contracts load on first use and are kept. */
export function endpoint<const P extends `/api/${string}`, S extends EndpointSchemas = Record<never, never>>(
  spec: EndpointSpec<P, S> & { schemas?: () => Promise<S & ParamsAgree<P, S>> },
): Endpoint<P, S> {
  let loaded: Promise<S> | undefined;
  const load = (spec.schemas ?? NO_SCHEMAS) as () => Promise<S>;
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access,
    status: spec.status ?? 200,
    schemas: () => (loaded ??= load()),
  };
}

type SchemasOf<E> = E extends Endpoint<string, infer S> ? S : never;

/** The endpoint's schema for one part (params, query, body, response), or never when it has none. */
export type SchemaOf<E, K extends keyof EndpointSchemas> = K extends keyof SchemasOf<E> ? Exclude<SchemasOf<E>[K], undefined> : never;

/** What a caller sends for one part: the schema's input type (undefined when the part has no schema). */
export type InputOf<E, K extends keyof EndpointSchemas> = [SchemaOf<E, K>] extends [never] ? undefined : z.input<SchemaOf<E, K>>;

/** What a handler receives for one part once it passed the contract: the schema's output type. */
export type OutputOf<E, K extends keyof EndpointSchemas> = [SchemaOf<E, K>] extends [never] ? undefined : z.output<SchemaOf<E, K>>;

type ParamsPart<E extends Endpoint> = [ParamNames<E['path']>] extends [never] ? { params?: undefined } : { params: PathParams<E['path']> };
type QueryPart<E extends Endpoint> = [SchemaOf<E, 'query'>] extends [never] ? { query?: undefined } : { query?: InputOf<E, 'query'> };
type BodyPart<E extends Endpoint> = [SchemaOf<E, 'body'>] extends [never] ? { body?: undefined } : { body: InputOf<E, 'body'> };

/** What a renderer call passes: the path's parameters, the query and the body the contract accepts. */
export type RequestInput<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** The parsed answer of a JSON endpoint (undefined for one with no response contract). */
export type ResponseOf<E extends Endpoint> = OutputOf<E, 'response'>;

/** The path with its parameters filled in (each one %-encoded) and the query appended. */
export function endpointUrl(path: string, params?: Readonly<Record<string, string>>, query?: unknown): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
  if (query === undefined || query === null || typeof query !== 'object') return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
