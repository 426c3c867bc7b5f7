/**
 * The onboarding name is stored as typed (issue 18: "Alex Rivera" became "Alex Rivera U." and
 * "Alex Rivera User"): first word first name, the rest last name, nothing kept from an earlier last
 * name; leaderboards then show "First L." of the typed name.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../../shared/contracts/auth';
import { dashboardResponseSchema } from '../../../../shared/contracts/dashboard';
import { rewardsStateSchema } from '../../../../shared/contracts/rewards';
import { users } from '../../db/schema';
import { testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ann: TestClient;
let annId: string;

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined });
  ann = testClient(server.url);
  // A placeholder last name, as the demo user's "Demo User".
  const res = await ann.request('POST', '/api/register', { username: 'ann', email: 'ann@example.com', password: 'correct horse battery', firstName: 'Demo', lastName: 'User' });
  annId = authUserSchema.parse(await res.json()).id;
  expect((await ann.request('POST', '/api/rewards/claim-daily', {})).status).toBe(200);
});
afterAll(() => server.close());

const onboard = (name: string) =>
  ann.request('POST', '/api/user/onboarding', { personalInfo: { name, monthlyIncome: 3000 }, goals: { primaryGoal: 'emergency', targetAmount: 5000 }, subscriptions: {} });
const row = () => server.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, annId)).get()!;
const myLeaderboardName = async () => rewardsStateSchema.parse(await (await ann.get('/api/rewards')).json()).leaderboard.find((e) => e.isYou)?.name;

describe('the onboarding name', () => {
  it('"Alex Rivera" is stored as Alex + Rivera: greeting Alex, leaderboard "Alex R.", never "Alex Rivera U."', async () => {
    expect(await myLeaderboardName()).toBe('Demo U.');
    expect((await onboard('Alex Rivera')).status).toBe(200);
    expect(row()).toEqual({ firstName: 'Alex', lastName: 'Rivera' });
    const me = authUserSchema.parse(await (await ann.get('/api/auth/user')).json());
    expect(me).toMatchObject({ firstName: 'Alex', lastName: 'Rivera' });
    expect(dashboardResponseSchema.parse(await (await ann.get('/api/dashboard')).json()).user.firstName).toBe('Alex');
    expect(await myLeaderboardName()).toBe('Alex R.');
  });

  it('a one-word name clears the earlier last name', async () => {
    expect((await onboard('  Avery ')).status).toBe(200);
    expect(row()).toEqual({ firstName: 'Avery', lastName: null });
    expect(await myLeaderboardName()).toBe('Avery');
  });
});
