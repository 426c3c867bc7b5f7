/**
 * Text input must be well-formed (docs/security.md "Limits"): a lone UTF-16 surrogate (JSON's
 * "\uD800" escape with no partner) cannot be stored as UTF-8, so every contract's text, anywhere in
 * the body, the query or the path, is refused with a 400 JSON error and nothing is written. A
 * well-formed pair (an emoji) is fine. Real server, real SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../shared/contracts/auth';
import { errorBodySchema } from '../../../shared/contracts/errors';
import { categoryListSchema, categorySchema } from '../../../shared/contracts/ledger';
import { firstMalformedText } from '../../../shared/contracts/text';
import { testClient, type TestClient } from '../testing/http-client';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let ann: TestClient;

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined });
  ann = testClient(server.url);
  const res = await ann.request('POST', '/api/register', { username: 'ann', email: 'ann@example.com', password: 'correct horse battery' });
  expect(res.status).toBe(201);
  authUserSchema.parse(await res.json());
});
afterAll(() => server.close());

const count = (table: string) => (server.db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

/** Sends the JSON text as is, so the escape reaches the server's parser unchanged. */
const raw = (client: TestClient, method: string, path: string, json: string) => client.request(method, path, undefined, { raw: json, contentType: 'application/json' });

async function expectRefused(res: Response) {
  expect(res.status).toBe(400);
  const body = errorBodySchema.parse(await res.json());
  expect(body.error.code).toBe('validation_error');
  expect(body.error.message).toMatch(/not well-formed text/);
}

describe('lone surrogates in text input', () => {
  it('category create and rename refuse them with a 400 and store nothing', async () => {
    const before = count('transaction_categories');
    for (const name of ['\\uD800', 'Pets \\uDC00', '\\uDBFF\\uDBFF', 'a\\uD800b']) {
      await expectRefused(await raw(ann, 'POST', '/api/transaction-categories', `{"name":"${name}"}`));
    }
    expect(count('transaction_categories')).toBe(before);

    const pets = categorySchema.parse(await (await ann.request('POST', '/api/transaction-categories', { name: 'Pets' })).json());
    await expectRefused(await raw(ann, 'PATCH', `/api/transaction-categories/${pets.id}`, '{"name":"\\uD800"}'));
    const names = categoryListSchema.parse(await (await ann.get('/api/transaction-categories')).json()).map((c) => c.name);
    expect(names).toContain('Pets');
    // A well-formed pair is ordinary text.
    const renamed = await raw(ann, 'PATCH', `/api/transaction-categories/${pets.id}`, '{"name":"Pets \\uD83D\\uDC3E"}');
    expect(renamed.status).toBe(200);
    expect(categorySchema.parse(await renamed.json()).name).toBe('Pets \u{1F43E}');
  });

  it('rule create refuses them in the payee text and in the category', async () => {
    const before = count('category_rules');
    const categories = count('transaction_categories');
    await expectRefused(await raw(ann, 'POST', '/api/category-rules', '{"matchText":"star\\uD800bucks","category":"Dining"}'));
    await expectRefused(await raw(ann, 'POST', '/api/category-rules', '{"matchText":"starbucks","category":"Coffee \\uDFFF"}'));
    expect(count('category_rules')).toBe(before);
    expect(count('transaction_categories')).toBe(categories);
  });

  it('the forms that read their own bodies refuse them too (sign-up, sign-in)', async () => {
    const users = count('users');
    await expectRefused(await raw(testClient(server.url), 'POST', '/api/register', '{"username":"bob","email":"bob@example.com","password":"correct horse battery","firstName":"Bo\\uD800"}'));
    expect(count('users')).toBe(users);
    await expectRefused(await raw(testClient(server.url), 'POST', '/api/login', '{"identifier":"ann","password":"correct horse\\uDC00"}'));
  });

  it('the shared check finds them anywhere: nested values and object keys, never in well-formed text', () => {
    expect(firstMalformedText({ a: [{ b: 'ok' }, { c: 'x\uD800' }] })).toBe('a.1.c');
    expect(firstMalformedText({ ['k\uDC00']: 1 })).toBe('k\uFFFD');
    expect(firstMalformedText('\uD83D\uDC3E plain')).toBeUndefined();
    expect(firstMalformedText({ a: 1, b: null, c: [true, 'fine'] })).toBeUndefined();
    // Deep nesting cannot overflow the stack (the walk is iterative).
    let deep: unknown = '\uD800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(firstMalformedText(deep)).toBe(`${'0.'.repeat(99_999)}0`);
  });
});
