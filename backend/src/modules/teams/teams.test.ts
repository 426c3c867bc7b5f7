import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { businessAccountDetailsSchema, businessAccountListSchema, businessAccountSchema, contributeResponseSchema } from '../../../../shared/contracts/business';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { teamInviteResponseSchema, teamSchema, type Team } from '../../../../shared/contracts/teams';
import type { SubscriptionTier } from '../../../../shared/constants';
import { BUSINESS_TEAM_SIZE } from '../../../../shared/plans';
import { fixedClock } from '../../clock';
import { teamMembers } from '../../db/schema';
import { registerTestUser, testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { inviteTokenDigest } from './repository';
import { TEAM_MESSAGES } from './service';

/**
 * Sign-ups are throttled to 5 an hour per address, so each test gets its own server (in-memory
 * SQLite, real port) and never depends on another test's users.
 */
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

interface User {
  client: TestClient;
  userId: string;
  email: string;
}

async function setup() {
  const clock = fixedClock(TEST_NOW);
  const server = await startTestServer({ mode: 'hosted', accessToken: undefined, clock, seedDemo: false });
  servers.push(server);
  const signUp = async (username: string): Promise<User> => ({ ...(await registerTestUser(server.url, username)), email: `${username}@example.com` });
  const setTier = (userId: string, tier: SubscriptionTier) => {
    server.db.$client.prepare('update users set subscription_tier = ? where id = ?').run(tier, userId);
  };
  const businessOwner = async (username: string) => {
    const owner = await signUp(username);
    setTier(owner.userId, 'business');
    return owner;
  };
  return { server, clock, signUp, setTier, businessOwner };
}

async function team(user: User): Promise<Team> {
  const res = await user.client.get('/api/team');
  expect(res.status).toBe(200);
  return teamSchema.parse(await res.json());
}

async function invite(owner: User, email: string) {
  const res = await owner.client.request('POST', '/api/team/invite', { email });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = teamInviteResponseSchema.parse(await res.json());
  const token = new URLSearchParams(body.inviteUrl.split('?')[1]).get('invite')!;
  return { ...body, token };
}

const accept = (user: User, token: string) => user.client.request('POST', '/api/team/accept', { token });

async function errorOf(res: Response) {
  return errorBodySchema.parse(await res.json()).error;
}

async function joinTeam(owner: User, member: User) {
  const { token } = await invite(owner, member.email);
  expect((await accept(member, token)).status).toBe(200);
}

async function createAccount(owner: User) {
  const res = await owner.client.request('POST', '/api/business-accounts', { businessName: 'Shared Bakery', targetAmount: 1000, weeklyContribution: 50, userId: owner.userId });
  expect(res.status).toBe(201);
  return businessAccountSchema.parse(await res.json());
}

describe('GET /api/team', () => {
  it('is empty for someone who owns no team and belongs to none, and needs a signed-in user', async () => {
    const { server, signUp } = await setup();
    const solo = await signUp('solo');
    expect(await team(solo)).toEqual({ ownerId: null, ownerName: null, canManage: false, members: [], seatsUsed: 0, seatLimit: BUSINESS_TEAM_SIZE });
    expect((await testClient(server.url).get('/api/team')).status).toBe(401);
  });

  it('shows a Business owner their own seat with canManage', async () => {
    const { businessOwner } = await setup();
    const owner = await businessOwner('olivia');
    const t = await team(owner);
    expect(t).toMatchObject({ ownerId: owner.userId, ownerName: 'olivia', canManage: true, seatsUsed: 1, seatLimit: BUSINESS_TEAM_SIZE });
    expect(t.members).toEqual([{ id: owner.userId, email: owner.email, name: 'olivia', role: 'owner', status: 'active', invitedAt: null, acceptedAt: null }]);
  });
});

describe('invite and accept', () => {
  it('invites by lower-cased email, stores only the token hash, and the invitee joins once', async () => {
    const { server, signUp, businessOwner } = await setup();
    const owner = await businessOwner('olivia');
    const mia = await signUp('mia');
    const sent = await invite(owner, 'MIA@Example.COM');
    expect(sent.inviteUrl).toMatch(/^\/billing\?invite=[A-Za-z0-9_-]{43}$/);
    expect(sent.member).toMatchObject({ email: 'mia@example.com', role: 'member', status: 'invited', name: null, invitedAt: TEST_NOW, acceptedAt: null });

    const row = server.db.select().from(teamMembers).where(eq(teamMembers.id, sent.member.id)).get()!;
    expect(row.inviteTokenHash).toBe(inviteTokenDigest(sent.token));
    expect(JSON.stringify(row)).not.toContain(sent.token);

    let t = await team(owner);
    expect(t.seatsUsed).toBe(2);
    expect(t.members.map((m) => [m.role, m.email, m.status])).toEqual([
      ['owner', owner.email, 'active'],
      ['member', 'mia@example.com', 'invited'],
    ]);
    // An invite alone does not make Mia a member of anything.
    expect((await team(mia)).ownerId).toBeNull();

    const res = await accept(mia, sent.token);
    expect(res.status).toBe(200);
    expect(teamSchema.parse(await res.json())).toMatchObject({ ownerId: owner.userId, canManage: false });
    const accepted = server.db.select().from(teamMembers).where(eq(teamMembers.id, sent.member.id)).get()!;
    expect(accepted).toMatchObject({ status: 'active', memberUserId: mia.userId, inviteTokenHash: null, acceptedAt: TEST_NOW });

    t = await team(mia);
    expect(t).toMatchObject({ ownerId: owner.userId, ownerName: 'olivia', canManage: false, seatsUsed: 2 });
    expect(t.members.find((m) => m.id === sent.member.id)).toMatchObject({ name: 'mia', status: 'active', acceptedAt: TEST_NOW });

    // The link works once.
    const again = await accept(mia, sent.token);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(TEAM_MESSAGES.inviteNotFound);
  });

  it('refuses an invite from anyone below the Business plan', async () => {
    const { server, signUp, setTier } = await setup();
    const pro = await signUp('pat');
    setTier(pro.userId, 'pro');
    const res = await pro.client.request('POST', '/api/team/invite', { email: 'friend@example.com' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(TEAM_MESSAGES.needsBusiness);
    expect(server.db.select({ n: count() }).from(teamMembers).get()!.n).toBe(0);
  });

  it('refuses the owner’s own email and a second invite to the same person', async () => {
    const { businessOwner } = await setup();
    const owner = await businessOwner('olivia');
    const own = await owner.client.request('POST', '/api/team/invite', { email: 'OLIVIA@example.com' });
    expect(own.status).toBe(409);
    await invite(owner, 'sam@example.com');
    const twice = await owner.client.request('POST', '/api/team/invite', { email: 'Sam@Example.com' });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(TEAM_MESSAGES.duplicate);
    expect((await team(owner)).seatsUsed).toBe(2);
  });

  it(`stops at ${BUSINESS_TEAM_SIZE} seats, the owner included, even when invites arrive together`, async () => {
    const { server, businessOwner } = await setup();
    const owner = await businessOwner('olivia');
    const emails = Array.from({ length: BUSINESS_TEAM_SIZE + 3 }, (_, i) => `person${i}@example.com`);
    const results = await Promise.all(emails.map((email) => owner.client.request('POST', '/api/team/invite', { email })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(BUSINESS_TEAM_SIZE - 1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const refused = results.find((r) => r.status === 409)!;
    expect((await errorOf(refused)).message).toBe(`All ${BUSINESS_TEAM_SIZE} seats are in use`);
    expect(server.db.select({ n: count() }).from(teamMembers).get()!.n).toBe(BUSINESS_TEAM_SIZE - 1);
    expect((await team(owner)).seatsUsed).toBe(BUSINESS_TEAM_SIZE);
    // Removing an invite frees its seat.
    const someone = (await team(owner)).members.find((m) => m.role === 'member')!;
    expect((await owner.client.request('DELETE', `/api/team/members/${someone.id}`)).status).toBe(204);
    expect((await owner.client.request('POST', '/api/team/invite', { email: 'late@example.com' })).status).toBe(201);
  });

  it('accepts only for the invited email, never for the owner, and into one team at most', async () => {
    const { server, signUp, setTier, businessOwner } = await setup();
    const owner = await businessOwner('olivia');
    const other = await businessOwner('otto');
    const mia = await signUp('mia');
    const eve = await signUp('eve');

    const forMia = await invite(owner, mia.email);
    const wrong = await accept(eve, forMia.token);
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).message).toBe(TEAM_MESSAGES.wrongEmail);
    // The failed attempt did not use up the link.
    expect((await accept(mia, forMia.token)).status).toBe(200);

    // Mia is in Olivia's team; Otto's invite cannot pull her into a second one.
    const fromOtto = await invite(other, mia.email);
    const second = await accept(mia, fromOtto.token);
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(TEAM_MESSAGES.alreadyInTeam);
    expect((await team(mia)).ownerId).toBe(owner.userId);
    // Nor can she start a team of her own while she is in Olivia's, even on the Business plan.
    setTier(mia.userId, 'business');
    expect(await team(mia)).toMatchObject({ ownerId: owner.userId, canManage: false });
    const ownInvite = await mia.client.request('POST', '/api/team/invite', { email: 'friend@example.com' });
    expect(ownInvite.status).toBe(409);
    expect((await errorOf(ownInvite)).message).toBe(TEAM_MESSAGES.ownerInOtherTeam);

    // An invite row that names the owner (the invite route refuses it; the table alone would not).
    const token = 'x'.repeat(43);
    server.db.insert(teamMembers).values({ ownerId: owner.userId, email: owner.email, inviteTokenHash: inviteTokenDigest(token), invitedAt: TEST_NOW }).run();
    const own = await accept(owner, token);
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe(TEAM_MESSAGES.ownTeam);

    expect((await accept(eve, 'y'.repeat(43))).status).toBe(404);
  });
});

describe('remove and leave', () => {
  it('the owner removes an invite and a member; a member leaves; nobody else removes anything', async () => {
    const { server, signUp, businessOwner } = await setup();
    const owner = await businessOwner('olivia');
    const mia = await signUp('mia');
    const sam = await signUp('sam');
    const eve = await signUp('eve');
    const pending = await invite(owner, 'later@example.com');
    await joinTeam(owner, mia);
    await joinTeam(owner, sam);
    const rows = (await team(owner)).members;
    const miaRow = rows.find((m) => m.email === mia.email)!;
    const samRow = rows.find((m) => m.email === sam.email)!;

    // Strangers and fellow members get 404, as for a row that does not exist.
    expect((await eve.client.request('DELETE', `/api/team/members/${miaRow.id}`)).status).toBe(404);
    expect((await sam.client.request('DELETE', `/api/team/members/${miaRow.id}`)).status).toBe(404);
    expect((await mia.client.request('DELETE', `/api/team/members/${pending.member.id}`)).status).toBe(404);
    // The owner's own seat is not a row anyone can remove.
    expect((await owner.client.request('DELETE', `/api/team/members/${owner.userId}`)).status).toBe(404);

    const removeInvite = await owner.client.request('DELETE', `/api/team/members/${pending.member.id}`);
    expect(removeInvite.status).toBe(204);
    expect(await removeInvite.text()).toBe('');
    // The removed invite's link is dead.
    expect((await accept(eve, pending.token)).status).toBe(404);

    expect((await owner.client.request('DELETE', `/api/team/members/${miaRow.id}`)).status).toBe(204);
    expect((await team(mia)).ownerId).toBeNull();

    expect((await sam.client.request('DELETE', `/api/team/members/${samRow.id}`)).status).toBe(204);
    expect((await team(sam)).ownerId).toBeNull();
    expect(await team(owner)).toMatchObject({ seatsUsed: 1, canManage: true });
    expect((await owner.client.request('DELETE', `/api/team/members/${samRow.id}`)).status).toBe(404);
    expect(server.db.select({ n: count() }).from(teamMembers).get()!.n).toBe(0);
  });
});

describe('sharing the owner’s business accounts', () => {
  it('a member reads and contributes, but cannot create, pause or pay penalties; others get 404', async () => {
    const { signUp, businessOwner } = await setup();
    const owner = await businessOwner('olivia');
    const mia = await signUp('mia');
    const eve = await signUp('eve');
    const account = await createAccount(owner);
    await joinTeam(owner, mia);

    const list = await mia.client.get(`/api/users/${owner.userId}/business-accounts`);
    expect(list.status).toBe(200);
    expect(businessAccountListSchema.parse(await list.json()).map((a) => a.id)).toEqual([account.id]);
    const details = await mia.client.get(`/api/business-accounts/${account.id}`);
    expect(details.status).toBe(200);
    expect(businessAccountDetailsSchema.parse(await details.json()).account.businessName).toBe('Shared Bakery');

    const paid = await mia.client.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount: 25 });
    expect(paid.status).toBe(200);
    expect(contributeResponseSchema.parse(await paid.json()).account.currentAmount).toBe(25);
    // The owner sees Mia's contribution on their own account.
    const ownerView = businessAccountDetailsSchema.parse(await (await owner.client.get(`/api/business-accounts/${account.id}`)).json());
    expect(ownerView.account.currentAmount).toBe(25);
    expect(ownerView.transactions.map((t) => t.amount)).toEqual([25]);

    // Owner-only actions.
    const create = await mia.client.request('POST', '/api/business-accounts', { businessName: 'Not mine', userId: owner.userId });
    expect(create.status).toBe(404);
    const pause = await mia.client.request('PATCH', `/api/business-accounts/${account.id}/status`, { status: 'paused' });
    expect(pause.status).toBe(403);
    const penalty = await mia.client.request('POST', `/api/business-accounts/${account.id}/violations/${crypto.randomUUID()}/pay`);
    expect(penalty.status).toBe(403);
    expect(businessAccountListSchema.parse(await (await owner.client.get(`/api/users/${owner.userId}/business-accounts`)).json())).toEqual([
      expect.objectContaining({ id: account.id, status: 'active', currentAmount: 25 }),
    ]);

    // Someone outside the team: every route answers as if the account did not exist.
    for (const res of [
      await eve.client.get(`/api/users/${owner.userId}/business-accounts`),
      await eve.client.get(`/api/business-accounts/${account.id}`),
      await eve.client.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount: 5 }),
      await eve.client.request('PATCH', `/api/business-accounts/${account.id}/status`, { status: 'paused' }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Shared Bakery');
    }
  });

  it('an open invite shares nothing, and leaving ends access', async () => {
    const { signUp, businessOwner } = await setup();
    const owner = await businessOwner('olivia');
    const mia = await signUp('mia');
    const account = await createAccount(owner);
    const { token } = await invite(owner, mia.email);
    expect((await mia.client.get(`/api/business-accounts/${account.id}`)).status).toBe(404);
    expect((await accept(mia, token)).status).toBe(200);
    expect((await mia.client.get(`/api/business-accounts/${account.id}`)).status).toBe(200);
    const row = (await team(mia)).members.find((m) => m.email === mia.email)!;
    expect((await mia.client.request('DELETE', `/api/team/members/${row.id}`)).status).toBe(204);
    expect((await mia.client.get(`/api/business-accounts/${account.id}`)).status).toBe(404);
  });

  it('an owner who drops below Business suspends the team’s access without deleting it', async () => {
    const { server, signUp, businessOwner, setTier } = await setup();
    const owner = await businessOwner('olivia');
    const mia = await signUp('mia');
    const account = await createAccount(owner);
    await joinTeam(owner, mia);
    expect((await mia.client.get(`/api/business-accounts/${account.id}`)).status).toBe(200);

    setTier(owner.userId, 'pro');
    expect((await mia.client.get(`/api/users/${owner.userId}/business-accounts`)).status).toBe(404);
    expect((await mia.client.get(`/api/business-accounts/${account.id}`)).status).toBe(404);
    expect((await mia.client.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount: 5 })).status).toBe(404);
    expect(await team(owner)).toMatchObject({ ownerId: owner.userId, canManage: false, seatsUsed: 2 });
    expect(await team(mia)).toMatchObject({ ownerId: owner.userId, canManage: false });
    const blocked = await owner.client.request('POST', '/api/team/invite', { email: 'new@example.com' });
    expect(blocked.status).toBe(403);
    expect(server.db.select({ n: count() }).from(teamMembers).get()!.n).toBe(1);

    // The plan comes back: so does access, with nobody re-invited.
    setTier(owner.userId, 'business');
    expect((await mia.client.get(`/api/business-accounts/${account.id}`)).status).toBe(200);
    expect((await team(owner)).canManage).toBe(true);
  });
});

describe('bad input', () => {
  it('answers 400 JSON, never 500', async () => {
    const { businessOwner } = await setup();
    const owner = await businessOwner('olivia');
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/api/team/invite', {}],
      ['POST', '/api/team/invite', { email: 'not-an-email' }],
      ['POST', '/api/team/invite', { email: 'a@example.com', role: 'owner' }],
      ['POST', '/api/team/invite', { email: 42 }],
      ['POST', '/api/team/accept', {}],
      ['POST', '/api/team/accept', { token: 'short' }],
      ['POST', '/api/team/accept', { token: 'z'.repeat(201) }],
      ['DELETE', '/api/team/members/not-a-uuid', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await owner.client.request(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await errorOf(res)).code).toMatch(/validation_error/);
    }
    const broken = await owner.client.request('POST', '/api/team/invite', undefined, { raw: '{"email":', contentType: 'application/json' });
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).code).toBe('invalid_json');
  });
});
