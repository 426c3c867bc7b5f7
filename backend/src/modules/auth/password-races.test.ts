/**
 * Races between a password's replacement and the slow password checks that read the old one
 * (docs/security.md "Accounts and sessions (hosted)"): a sign-in with the old password that is
 * still being checked when an owner-issued reset or a password change lands must not leave a live
 * session, and of five concurrent password changes from one session exactly one may succeed.
 * Real server, real scrypt, real HTTP; the rounds repeat because the interleaving varies.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { issuedResetSchema } from '../../../../shared/contracts/auth';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { fixedClock } from '../../clock';
import { authSessions, users } from '../../db/schema';
import { registerTestOwner, registerTestUser, testClient, TEST_PASSWORD, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { SIGN_IN_LIMITS } from './sign-in-throttle';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ROUNDS = 3;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const alive = async (client: TestClient) => (await client.get('/api/auth/user')).status === 200;
const passwordFor = (round: number) => (round === 0 ? TEST_PASSWORD : `round ${round} passphrase`);

function sessionIdsOf(s: TestServer, userId: string): string[] {
  return s.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId)).all().map((r) => r.id);
}

/**
 * Signs in with `password` from a fresh browser every 25 ms while `replace()` runs (it starts once a
 * few sign-ins are under way), then waits until every sign-in has answered. Returns the browsers that were
 * told they were signed in.
 */
async function signInsDuring(s: TestServer, identifier: string, password: string, replace: () => Promise<Response>): Promise<{ replaced: Response; signedIn: TestClient[] }> {
  const attempts: Array<Promise<TestClient | undefined>> = [];
  let done = false;
  let pending = 0;
  const fire = () => {
    const client = testClient(s.url);
    pending += 1;
    attempts.push(
      client.request('POST', '/api/login', { identifier, password }).then((res) => {
        pending -= 1;
        return res.status === 200 ? client : undefined;
      }),
    );
  };
  const loop = (async () => {
    while (!done) {
      // At most 4 in flight: enough to straddle the replacement, few enough that their password
      // hashing does not starve the replacement's own on a slow machine.
      if (pending < 4) fire();
      await sleep(25);
    }
  })();
  await sleep(75);
  const replaced = await replace();
  // A few more after the replacement answered: those must simply fail.
  await sleep(50);
  done = true;
  await loop;
  const signedIn = (await Promise.all(attempts)).filter((c): c is TestClient => c !== undefined);
  return { replaced, signedIn };
}

describe('a password replaced while old-password sign-ins are being checked', () => {
  it('an owner-issued reset leaves no live session made with the old password (repeated rounds)', async () => {
    const clock = fixedClock(TEST_NOW);
    const s = (server = await startTestServer({ mode: 'hosted', accessToken: undefined, clock }));
    const owner = await registerTestOwner(s, 'olivia');
    const ann = await registerTestUser(s.url, 'ann');
    for (let round = 0; round < ROUNDS; round++) {
      const issued = issuedResetSchema.parse(await (await owner.client.request('POST', `/api/auth/accounts/${ann.userId}/password-reset`)).json());
      const next = passwordFor(round + 1);
      const { replaced, signedIn } = await signInsDuring(s, 'ann', passwordFor(round), () =>
        testClient(s.url).request('POST', '/api/password-reset', { code: issued.code, password: next, confirmPassword: next }),
      );
      expect(replaced.status, `round ${round}`).toBe(200);
      // Nobody signed in with the new password: every session of the account must be gone.
      expect(sessionIdsOf(s, ann.userId), `round ${round}: sessions left after the reset`).toEqual([]);
      for (const client of signedIn) expect(await alive(client), `round ${round}`).toBe(false);
      // The next round starts with a clean sign-in throttle (its failures are forgotten after the window).
      clock.advance(SIGN_IN_LIMITS.windowMs);
    }
  }, 60_000);

  it('a password change leaves no live session made with the old password but the changer\'s own (repeated rounds)', async () => {
    const clock = fixedClock(TEST_NOW);
    const s = (server = await startTestServer({ mode: 'hosted', accessToken: undefined, clock }));
    const ann = await registerTestUser(s.url, 'ann');
    for (let round = 0; round < ROUNDS; round++) {
      const current = passwordFor(round);
      const next = passwordFor(round + 1);
      const before = sessionIdsOf(s, ann.userId);
      expect(before).toHaveLength(1);
      const { replaced, signedIn } = await signInsDuring(s, 'ann', current, () =>
        ann.client.request('POST', '/api/auth/password', { currentPassword: current, newPassword: next, confirmPassword: next }),
      );
      expect(replaced.status, `round ${round}`).toBe(200);
      expect(sessionIdsOf(s, ann.userId), `round ${round}: only the changer's session may be left`).toEqual(before);
      for (const client of signedIn) expect(await alive(client), `round ${round}`).toBe(false);
      expect(await alive(ann.client)).toBe(true);
      clock.advance(SIGN_IN_LIMITS.windowMs);
    }
  }, 60_000);
});

describe('concurrent password changes from one session', () => {
  it('exactly one of five succeeds; the others answer 409 and their passwords do not work', async () => {
    const s = (server = await startTestServer({ mode: 'hosted', accessToken: undefined }));
    const ann = await registerTestUser(s.url, 'ann');
    const candidates = [1, 2, 3, 4, 5].map((n) => `candidate passphrase ${n}`);
    const answers = await Promise.all(
      candidates.map((p) => ann.client.request('POST', '/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: p, confirmPassword: p })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(1);
    expect(statuses.filter((st) => st !== 200).every((st) => st === 409)).toBe(true);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(errorBodySchema.parse(await res.json()).error).toMatchObject({ code: 'password_changed' });
    }
    const winner = candidates[statuses.indexOf(200)]!;
    const hash = s.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, ann.userId)).get()!.h;
    expect(hash).not.toBeNull();
    expect(await alive(ann.client)).toBe(true);
    // Only the winner's password signs in (fresh browsers, so the old device cookie plays no part).
    expect((await testClient(s.url).request('POST', '/api/login', { identifier: 'ann', password: winner })).status).toBe(200);
    for (const loser of candidates.filter((p) => p !== winner)) {
      expect((await testClient(s.url).request('POST', '/api/login', { identifier: 'ann', password: loser })).status).toBe(401);
    }
  }, 60_000);
});
