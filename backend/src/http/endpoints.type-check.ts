/**
 * Compile-time proof that a route cannot disagree with its endpoint's declaration: each
 * `@ts-expect-error` line below is a handler the typecheck must refuse (an unused directive fails
 * `tsc -p tsconfig.node.json`). Nothing here runs.
 */
import { z } from 'zod';
import { endpoint } from '../../../shared/api/endpoint';
import type { RegisterEndpoint } from './endpoints';

const submit = endpoint({
  method: 'POST',
  path: '/api/type-check/:userId',
  access: 'member',
  schemas: () => Promise.resolve({ params: z.object({ userId: z.string() }), body: z.object({ amountCents: z.number() }), response: z.object({ id: z.string() }) }),
});

export const pathAndParamsDisagree = endpoint({
  method: 'GET',
  path: '/api/type-check/:id',
  access: 'member',
  // @ts-expect-error the path names :id but the params contract has userId
  schemas: () => Promise.resolve({ params: z.object({ userId: z.string() }) }),
});

export function routesThatMustNotTypecheck(on: RegisterEndpoint): void {
  on(submit, ({ params, body }) => ({ id: `${params.userId}-${body.amountCents.toFixed(0)}` }));
  // @ts-expect-error the body has amountCents, not amount
  on(submit, ({ body }) => ({ id: String(body.amount) }));
  // @ts-expect-error the path parameter is userId
  on(submit, ({ params }) => ({ id: params.id }));
  // @ts-expect-error the answer must match the declared response contract
  on(submit, () => ({ identifier: 'x' }));
}
