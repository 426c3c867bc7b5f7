/**
 * Referrals over real HTTP: a code per user, the share link recorded once per visitor and answered
 * with a redirect, a sign-up through the link credited once, tiers of both readings, the leaderboard.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { referralLeaderboardSchema, referralSummarySchema, REFERRAL_REWARD_DOLLARS } from '../../../../shared/contracts/referral';
import { referralSignups, referralVisits } from '../../db/schema';
import { registerTestUser, testClient, TEST_PASSWORD, type TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { newReferralCode } from './repository';

let server: TestServer;
afterEach(() => server?.close());

const hosted = () => startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
const summary = async (client: TestClient) => {
  const res = await client.get('/api/referral/me');
  expect(res.status).toBe(200);
  return referralSummarySchema.parse(await res.json());
};
const count = (table: typeof referralVisits | typeof referralSignups) => server.db.select().from(table).all().length;

async function signUpVia(client: TestClient, username: string, firstName: string, lastName?: string) {
  const res = await client.request('POST', '/api/register', { username, email: `${username}@example.com`, password: TEST_PASSWORD, firstName, lastName });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('referral codes', () => {
  it('are 8 characters without look-alikes, one per user and stable', async () => {
    expect(newReferralCode()).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    server = await hosted();
    const ann = await registerTestUser(server.url, 'ann');
    const first = await summary(ann.client);
    expect(first).toMatchObject({ totalReferrals: 0, linkVisits: 0, activeUsers: 0, earnings: 0, rank: null, includesDemoData: false });
    expect(first.linkPath).toBe(`/ref/${first.code}`);
    expect((await summary(ann.client)).code).toBe(first.code);
    expect(first.referralPage).toEqual({
      tier: null,
      nextReward: { referrals: 3, reward: '1 month free', remaining: 3 },
      tiers: [
        { referrals: 3, reward: '1 month free', status: 'next' },
        { referrals: 5, reward: '3 months free', status: 'locked' },
        { referrals: 10, reward: '1 year free', status: 'locked' },
        { referrals: 25, reward: 'Lifetime access', status: 'locked' },
        { referrals: 50, reward: '$1,000 bonus', status: 'locked' },
      ],
    });
    expect(first.viralPage.nextReward).toEqual({ referrals: 3, reward: '$15 bonus', remaining: 3 });
  });

  it('need a signed-in user', async () => {
    server = await hosted();
    expect((await fetch(`${server.url}/api/referral/me`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/referral/leaderboard`)).status).toBe(401);
  });
});

describe('GET /ref/{code}', () => {
  it('records a visitor once, redirects home, and credits the visitor\'s sign-up once', async () => {
    server = await hosted();
    const ann = await registerTestUser(server.url, 'ann');
    const { code } = await summary(ann.client);

    const friend = testClient(server.url);
    for (let i = 0; i < 3; i += 1) {
      const res = await friend.get(`/ref/${code}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
    // Lower case works too (people retype links); it is the same visitor.
    expect((await friend.get(`/ref/${code.toLowerCase()}`)).status).toBe(302);
    expect((await summary(ann.client)).linkVisits).toBe(1);
    // Another browser is another visitor.
    await testClient(server.url).get(`/ref/${code}`);
    expect((await summary(ann.client)).linkVisits).toBe(2);

    const friendId = await signUpVia(friend, 'bea', 'Bea', 'lopez');
    const after = await summary(ann.client);
    expect(after).toMatchObject({ totalReferrals: 1, earnings: REFERRAL_REWARD_DOLLARS, activeUsers: 1, rank: 1 });
    expect(server.db.select().from(referralSignups).all()).toEqual([expect.objectContaining({ referredUserId: friendId, source: 'real' })]);

    const board = referralLeaderboardSchema.parse(await (await ann.client.get('/api/referral/leaderboard')).json());
    expect(board.rows).toEqual([{ rank: 1, name: 'ann', referrals: 1, earnings: REFERRAL_REWARD_DOLLARS, isCaller: true }]);
    // The friend's own link is theirs; following it themselves credits nobody.
    const bea = await summary(friend);
    await friend.get(bea.linkPath);
    expect((await summary(friend)).totalReferrals).toBe(0);
  });

  it('unknown and malformed codes redirect home with nothing recorded or set', async () => {
    server = await hosted();
    const visitor = testClient(server.url);
    for (const path of ['/ref/AAAAAAAA', '/ref/short', '/ref/%3Cscript%3E', '/ref/0OIL0OIL']) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
    expect(visitor.cookies.size).toBe(0);
    expect(count(referralVisits)).toBe(0);
    // An account made without a link is nobody's referral.
    await signUpVia(visitor, 'cat', 'Cat');
    expect(count(referralSignups)).toBe(0);
  });

  it('ranks referrers by referrals, ties share a rank, names are first name and initial', async () => {
    server = await hosted();
    const ann = await registerTestUser(server.url, 'ann');
    const dan = { client: testClient(server.url) };
    await signUpVia(dan.client, 'dan', 'Dan', 'smith');
    const annCode = (await summary(ann.client)).code;
    const danCode = (await summary(dan.client)).code;
    for (const [code, username] of [[annCode, 'eve'], [danCode, 'fay'], [danCode, 'gus']] as const) {
      const friend = testClient(server.url);
      await friend.get(`/ref/${code}`);
      await signUpVia(friend, username, username);
    }
    const board = referralLeaderboardSchema.parse(await (await ann.client.get('/api/referral/leaderboard')).json());
    expect(board.rows.map((r) => [r.rank, r.name, r.referrals, r.isCaller])).toEqual([
      [1, 'Dan S.', 2, false],
      [2, 'ann', 1, true],
    ]);
    expect((await summary(ann.client)).rank).toBe(2);
    expect((await summary(dan.client)).viralPage.nextReward).toEqual({ referrals: 3, reward: '$15 bonus', remaining: 1 });
  });
});

describe('demo mode', () => {
  it('the demo user\'s seeded referrals count, marked as demo data', async () => {
    server = await startTestServer({ mode: 'web', seedDemo: true });
    const me = referralSummarySchema.parse(await (await server.api('/api/referral/me')).json());
    expect(me).toMatchObject({ totalReferrals: 4, linkVisits: 11, earnings: 4 * REFERRAL_REWARD_DOLLARS, rank: 1, includesDemoData: true });
    expect(me.referralPage.tier).toBe('1 month free');
    expect(me.viralPage.nextReward).toEqual({ referrals: 5, reward: '$50 gift card', remaining: 1 });
    const board = referralLeaderboardSchema.parse(await (await server.api('/api/referral/leaderboard')).json());
    expect(board).toMatchObject({ includesDemoData: true, rows: [expect.objectContaining({ rank: 1, referrals: 4, isCaller: true })] });
  });
});
