/**
 * Compile-time proof that a renderer call cannot disagree with its endpoint's declaration: each
 * `@ts-expect-error` line below is a call the typecheck must refuse. If a declaration stopped
 * constraining the path, the parameters or the body, the directive would go unused and
 * `tsc -p tsconfig.web.json` would fail. Nothing here runs (the function is never called).
 */
import { creditApi } from '../../../shared/api/credit';
import { endpoint } from '../../../shared/api/endpoint';
import { apiQuery, callApi } from './api-client';

const postWithBody = endpoint({
  method: 'POST',
  path: creditApi.score.path,
  access: 'member',
  schemas: () => import('zod').then(({ z }) => ({ body: z.object({ provider: z.string() }), response: z.object({ id: z.string() }) })),
});

export async function callsThatMustNotTypecheck(): Promise<void> {
  // The path's parameter is userId: another name, or none, is refused.
  // @ts-expect-error the declared path has :userId, not :id
  await callApi(creditApi.score, { params: { id: 'u1' } });
  // @ts-expect-error a path parameter is required
  await callApi(creditApi.score);
  // @ts-expect-error the endpoint takes no body
  await callApi(creditApi.score, { params: { userId: 'u1' }, body: { anything: 1 } });
  // @ts-expect-error the body must match the declared contract
  await callApi(postWithBody, { params: { userId: 'u1' }, body: { provider: 42 } });
  // @ts-expect-error a body is required
  await callApi(postWithBody, { params: { userId: 'u1' } });
  // The answer has the declared contract's type.
  const score = await callApi(creditApi.score, { params: { userId: 'u1' } });
  // @ts-expect-error currentScore is a number
  const text: string = score.currentScore;
  void text;
  // @ts-expect-error queries are checked the same way
  apiQuery(creditApi.history, { params: { user: 'u1' } });
}
