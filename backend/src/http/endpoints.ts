/**
 * Registers a route from its shared declaration (shared/api/): the declared method and path, the
 * gate of the declared access level as the first handler, the declared contracts applied to the
 * path parameters, query and body, and the declared success status. The handler sees only input
 * that passed the contracts, and the typecheck holds what it returns to the declared answer.
 *
 *   const router = scopedRouter(ctx, apiRouter());
 *   const on = endpointRegistrar(ctx, router);
 *   on(creditApi.score, ({ params }) => credit.score(params.userId));
 */
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { Endpoint, InputOf, OutputOf, SchemaOf } from '../../../shared/api/endpoint';
import type { AppContext } from '../context';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { firstMalformedText } from '../../../shared/contracts/text';
import { AppError, validationError } from './errors';
import { routeAccess, type EndpointGate } from './routing';

export interface EndpointInput<E extends Endpoint> {
  params: OutputOf<E, 'params'>;
  query: OutputOf<E, 'query'>;
  body: OutputOf<E, 'body'>;
}

/** What a handler returns: the declared answer (as sent, so the contract's input type), or anything for a non-JSON endpoint that answers through `res`. */
export type EndpointReply<E extends Endpoint> = [SchemaOf<E, 'response'>] extends [never] ? unknown : InputOf<E, 'response'>;

export type EndpointHandler<E extends Endpoint> = (input: EndpointInput<E>, req: Request, res: Response) => EndpointReply<E> | Promise<EndpointReply<E>>;

export type RegisterEndpoint = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, ...middleware: RequestHandler[]) => void;

const API_PREFIX = '/api';

/**
 * Registers endpoints on a router mounted at /api. `middleware` runs after the access gate and
 * before the contracts are applied (a throttle, a raw-body parser).
 */
export function endpointRegistrar(ctx: AppContext, router: Router): RegisterEndpoint {
  const gates = routeAccess(ctx);
  return (endpoint, handler, ...middleware) => {
    if (!endpoint.path.startsWith(`${API_PREFIX}/`)) throw new Error(`An endpoint path starts with ${API_PREFIX}/: ${endpoint.path}`);
    const gate: EndpointGate = Object.assign(((req, res, next) => gates[endpoint.access](req, res, next)) as RequestHandler, {
      access: endpoint.access,
      endpoint,
    });
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    type Schemas = Awaited<ReturnType<typeof endpoint.schemas>>;
    // The contracts load once (a dynamic import); after that a request with a synchronous handler
    // is answered in the same tick, without a microtask hop per request (bench (j)).
    let loaded: Schemas | undefined;
    const answer = (schemas: Schemas, req: Request, res: Response, next: NextFunction) => {
      try {
        // Before the contracts, over the raw input: the routes that read their own bodies are covered too.
        wellFormed(req.params, 'path parameters');
        wellFormed(req.query, 'query');
        wellFormed(req.body, 'body');
        const input = {
          params: parse(schemas.params, req.params, 'path parameters'),
          query: parse(schemas.query, req.query, 'query'),
          body: parse(schemas.body, req.body, 'body'),
        } as EndpointInput<typeof endpoint>;
        const result = handler(input, req, res);
        if (result instanceof Promise) result.then((value) => reply(res, endpoint.status, value)).catch(next);
        else reply(res, endpoint.status, result);
      } catch (error) {
        next(error);
      }
    };
    router[method](endpoint.path.slice(API_PREFIX.length), gate, ...middleware, (req, res, next) => {
      if (loaded) return answer(loaded, req, res, next);
      endpoint.schemas().then((schemas) => answer((loaded = schemas), req, res, next), next);
    });
  };
}

/** Sends the handler's answer as JSON, unless the handler already answered through `res`. */
function reply(res: Response, status: number, value: unknown): void {
  if (!res.headersSent) res.status(status).json(value);
}

/** No text field of any contract may hold a lone surrogate (shared/contracts/text.ts): a 400 like any contract failure. */
function wellFormed(value: unknown, where: string): void {
  const path = firstMalformedText(value);
  if (path === undefined) return;
  const field = path || where;
  const message = 'is not well-formed text (it holds a lone UTF-16 surrogate)';
  throw new AppError(400, ERROR_CODES.validation, `Invalid ${where}: ${field} ${message}`, [{ path, message }]);
}

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}
