import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { validationError } from './errors';

interface Schemas<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType> {
  body?: B;
  params?: P;
  query?: Q;
}

export interface ValidInput<B, P, Q> {
  body: B;
  params: P;
  query: Q;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Wraps a handler so it only ever sees input that passed the shared zod contracts. The parsed values
 * are handed over directly (never re-parsed); whatever the handler returns is sent as JSON.
 */
export function handle<
  B extends z.ZodType = never,
  P extends z.ZodType = never,
  Q extends z.ZodType = never,
>(
  schemas: Schemas<B, P, Q>,
  handler: (input: ValidInput<Out<B>, Out<P>, Out<Q>>, req: Request, res: Response) => unknown,
  status = 200,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const input = {
        body: parse(schemas.body, req.body, 'body'),
        params: parse(schemas.params, req.params, 'path parameters'),
        query: parse(schemas.query, req.query, 'query'),
      } as ValidInput<Out<B>, Out<P>, Out<Q>>;
      const result = await handler(input, req, res);
      if (!res.headersSent) res.status(status).json(result);
    } catch (error) {
      next(error);
    }
  };
}

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}
