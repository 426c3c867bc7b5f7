import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_USER_ID } from '../../../shared/constants';
import type { AppContext } from '../context';
import { errorMiddleware } from './errors';
import { ownedParam, scopedRouter } from './auth';
import { createLogger } from '../logger';

/** A router built the way module routers are, on a bare app whose caller is set by a header. */
let base = '';
let http: Server;
const rows = new Map([
  ['row-ann', 'ann'],
  ['row-demo', DEMO_USER_ID],
]);

beforeAll(async () => {
  const ctx = { demo: true } as AppContext;
  const app = express();
  app.use((req, _res, next) => {
    const user = req.header('x-user');
    if (user) req.caller = { userId: user, role: 'member' };
    next();
  });
  const router = scopedRouter(ctx, Router());
  ownedParam(ctx, router, 'id', (id) => rows.get(id));
  router.get('/users/:userId/things', (req, res) => void res.json({ userId: req.params.userId }));
  router.get('/things/:id', (req, res) => void res.json({ id: req.params.id }));
  app.use(router);
  app.use(errorMiddleware(createLogger({ level: 'silent' })));
  http = app.listen(0, '127.0.0.1');
  await new Promise((r) => http.once('listening', r));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => http.close(() => r())));

const get = (path: string, user?: string) => fetch(base + path, { headers: user ? { 'x-user': user } : {} });

describe('scopedRouter and ownedParam', () => {
  it(':userId serves only the caller, or the demo sandbox in demo mode', async () => {
    expect((await get('/users/ann/things', 'ann')).status).toBe(200);
    expect((await get('/users/ann/things', 'bob')).status).toBe(404);
    // A visitor is asked to sign in, with no hint whether ann exists.
    expect((await get('/users/ann/things')).status).toBe(401);
    expect((await get(`/users/${DEMO_USER_ID}/things`, 'bob')).status).toBe(200);
  });

  it(':id serves only the owner of the row; another user’s row looks missing', async () => {
    expect((await get('/things/row-ann', 'ann')).status).toBe(200);
    expect((await get('/things/row-ann', 'bob')).status).toBe(404);
    expect((await get('/things/no-such-row', 'ann')).status).toBe(404);
    expect((await get('/things/row-demo', 'bob')).status).toBe(200);
  });
});
