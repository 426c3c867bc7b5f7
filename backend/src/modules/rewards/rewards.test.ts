import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { DAILY_REWARD, SHOP_ITEMS, XP_PER_LEVEL, rewardsStateSchema, type RewardsState } from '../../../../shared/contracts/rewards';
import { fixedClock } from '../../clock';
import { budgetAllocations, rewardPurchases, subscriptions, transactions, userRewards, users } from '../../db/schema';
import { registerTestUser, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { addDays, DAY_MS, isoDate } from '../../../../shared/dates';

let server: TestServer;
let clock: ReturnType<typeof fixedClock>;

beforeAll(async () => {
  clock = fixedClock(TEST_NOW);
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, clock, seedDemo: false });
});
afterAll(() => server.close());

let counter = 0;
async function player() {
  counter += 1;
  // Sign-ups are limited per address per hour; a new day per player also keeps tests apart.
  clock.advance(DAY_MS);
  const { client, userId } = await registerTestUser(server.url, `player${counter}`);
  return { client, userId };
}
async function state(client: TestClient): Promise<RewardsState> {
  const res = await client.get('/api/rewards');
  expect(res.status).toBe(200);
  return rewardsStateSchema.parse(await res.json());
}
async function claim(client: TestClient) {
  return client.request('POST', '/api/rewards/claim-daily');
}
async function errorCode(res: Response) {
  return errorBodySchema.parse(await res.json()).error.code;
}
const purchaseCount = (userId: string) =>
  server.db.select({ n: count() }).from(rewardPurchases).where(eq(rewardPurchases.userId, userId)).get()!.n;
const setCoins = (userId: string, coins: number) => server.db.update(userRewards).set({ coins }).where(eq(userRewards.userId, userId)).run();

describe('GET /api/rewards', () => {
  it('starts a new player at level 1 with nothing earned', async () => {
    const { client } = await player();
    const s = await state(client);
    expect(s).toMatchObject({ level: 1, xp: 0, xpIntoLevel: 0, xpPerLevel: XP_PER_LEVEL, coins: 0, streak: 0, canClaimToday: true, purchases: [] });
    expect(s.challenges).toHaveLength(4);
    expect(s.challenges.every((c) => c.progress === 0 && !c.completed)).toBe(true);
    expect(s.badges).toHaveLength(6);
    expect(s.badges.every((b) => !b.earned)).toBe(true);
    expect(s.shop.map((i) => [i.id, i.cost, i.affordable])).toEqual(SHOP_ITEMS.map((i) => [i.id, i.cost, false]));
  });

  it('needs a signed-in user in hosted mode', async () => {
    for (const [method, path] of [['GET', '/api/rewards'], ['POST', '/api/rewards/claim-daily'], ['POST', '/api/rewards/shop/purchase']] as const) {
      const res = await fetch(server.url + path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{"itemId":"skip-ad"}' : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('POST /api/rewards/claim-daily', () => {
  it('adds 50 coins, 100 XP and 1 to the streak once per UTC day', async () => {
    const { client, userId } = await player();
    const res = await claim(client);
    expect(res.status).toBe(200);
    const after = rewardsStateSchema.parse(await res.json());
    expect(after).toMatchObject({ xp: DAILY_REWARD.xp, coins: DAILY_REWARD.coins, streak: 1, canClaimToday: false });
    expect(after.badges.find((b) => b.id === 'first-claim')?.earned).toBe(true);

    const again = await claim(client);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('already_claimed');
    expect(await state(client)).toMatchObject({ xp: 100, coins: 50, streak: 1, canClaimToday: false });
    expect(server.db.select().from(userRewards).where(eq(userRewards.userId, userId)).get()).toMatchObject({ xp: 100, coins: 50, streak: 1, lastClaimDate: isoDate(clock.now()) });
  });

  it('counts consecutive days and starts again after a missed day', async () => {
    const { client } = await player();
    expect((await claim(client)).status).toBe(200);
    clock.advance(DAY_MS);
    const second = rewardsStateSchema.parse(await (await claim(client)).json());
    expect(second).toMatchObject({ streak: 2, xp: 200, coins: 100 });
    expect(second.challenges.find((c) => c.id === 'login-streak')).toMatchObject({ progress: 2, target: 30, completed: false });

    clock.advance(2 * DAY_MS);
    // A missed day breaks the streak already before the next claim.
    expect((await state(client)).streak).toBe(0);
    const third = rewardsStateSchema.parse(await (await claim(client)).json());
    expect(third).toMatchObject({ streak: 1, xp: 300, coins: 150 });
  });

  it('levels up every 500 XP', async () => {
    const { client, userId } = await player();
    server.db.insert(userRewards).values({ userId, xp: 450, coins: 0, streak: 0, lastClaimDate: null }).run();
    const s = rewardsStateSchema.parse(await (await claim(client)).json());
    expect(s).toMatchObject({ xp: 550, level: 2, xpIntoLevel: 50 });
    expect(s.badges.find((b) => b.id === 'level-2')?.earned).toBe(true);
  });
});

describe('POST /api/rewards/shop/purchase', () => {
  it('refuses with too few coins and stores nothing', async () => {
    const { client, userId } = await player();
    await claim(client);
    const res = await client.request('POST', '/api/rewards/shop/purchase', { itemId: 'skip-ad' });
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe('not_enough_coins');
    expect(purchaseCount(userId)).toBe(0);
    expect((await state(client)).coins).toBe(50);
  });

  it('debits the coins and records the purchase once there are enough', async () => {
    const { client, userId } = await player();
    await claim(client);
    clock.advance(DAY_MS);
    await claim(client);
    const before = await state(client);
    expect(before.coins).toBe(100);
    expect(before.shop.find((i) => i.id === 'skip-ad')?.affordable).toBe(true);
    const res = await client.request('POST', '/api/rewards/shop/purchase', { itemId: 'skip-ad' });
    expect(res.status).toBe(200);
    const after = rewardsStateSchema.parse(await res.json());
    expect(after.coins).toBe(0);
    expect(after.purchases).toEqual([expect.objectContaining({ itemId: 'skip-ad', title: 'Skip Ad', cost: 100, createdAt: clock.now() })]);
    expect(after.badges.find((b) => b.id === 'first-purchase')?.earned).toBe(true);
    expect(purchaseCount(userId)).toBe(1);
  });

  it('Double XP doubles the next day’s claim for a day', async () => {
    const { client, userId } = await player();
    await claim(client);
    setCoins(userId, 200);
    const bought = rewardsStateSchema.parse(await (await client.request('POST', '/api/rewards/shop/purchase', { itemId: 'double-xp' })).json());
    expect(bought).toMatchObject({ coins: 0, doubleXpActive: true });
    clock.advance(DAY_MS - 1);
    expect(rewardsStateSchema.parse(await (await claim(client)).json()).xp).toBe(300);
    clock.advance(DAY_MS);
    const later = rewardsStateSchema.parse(await (await claim(client)).json());
    expect(later).toMatchObject({ xp: 400, doubleXpActive: false });
  });

  it('answers 400 for an unknown item or a bad body, storing nothing', async () => {
    const { client, userId } = await player();
    await claim(client);
    setCoins(userId, 5000);
    for (const body of [{ itemId: 'free-money' }, {}, { itemId: 'skip-ad', extra: 1 }, { itemId: 42 }]) {
      const res = await client.request('POST', '/api/rewards/shop/purchase', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(res)).toBe('validation_error');
    }
    expect(purchaseCount(userId)).toBe(0);
    expect((await state(client)).coins).toBe(5000);
  });
});

describe('challenges and badges come from real rows', () => {
  it('counts subscriptions found, money saved and the budget', async () => {
    const { client, userId } = await player();
    const now = clock.now();
    const today = isoDate(now);
    for (let i = 0; i < 3; i++) {
      server.db.insert(subscriptions).values({ userId, name: `Sub ${i}`, merchantName: `Sub ${i}`, amountCents: 1500, frequency: 'monthly', detectedAt: now }).run();
    }
    // Cancelled $60/month two months ago: this month included, three months saved = $180.
    server.db
      .insert(subscriptions)
      .values({ userId, name: 'Gym', merchantName: 'Gym', amountCents: 6000, frequency: 'monthly', status: 'cancelled', cancelledAt: now - 62 * DAY_MS, detectedAt: now })
      .run();
    const s = await state(client);
    expect(s.challenges.find((c) => c.id === 'find-subscriptions')).toMatchObject({ progress: 4, target: 5, completed: false });
    expect(s.challenges.find((c) => c.id === 'save-100')).toMatchObject({ progress: 100, target: 100, completed: true });
    expect(s.badges.find((b) => b.id === 'subscription-slayer')?.earned).toBe(true);
    expect(s.challenges.find((c) => c.id === 'under-budget')).toMatchObject({ progress: 0, completed: false });

    // A budget from 20 days ago: $900 spending + $300 flex a month = $560 for two weeks.
    server.db
      .insert(budgetAllocations)
      .values({ userId, incomeCents: 500000, mode: 'ai-control', billsCents: 0, debtCents: 0, savingsCents: 0, spendingCents: 90000, flexFundCents: 30000, aiTip: '', creditProjection: 600, createdAt: now - 20 * DAY_MS })
      .run();
    server.db.insert(transactions).values({ userId, amountCents: 50000, date: addDays(today, -3), merchantName: 'Shop' }).run();
    // Outside the window, and a bill: neither counts.
    server.db.insert(transactions).values({ userId, amountCents: 90000, date: addDays(today, -14), merchantName: 'Old' }).run();
    server.db.insert(transactions).values({ userId, amountCents: 90000, date: today, merchantName: 'Rent', isRecurring: true }).run();
    const under = await state(client);
    expect(under.challenges.find((c) => c.id === 'under-budget')).toMatchObject({ progress: 14, target: 14, completed: true });
    expect(under.badges.find((b) => b.id === 'budget-planner')?.earned).toBe(true);

    server.db.insert(transactions).values({ userId, amountCents: 7000, date: today, merchantName: 'Splurge' }).run();
    expect((await state(client)).challenges.find((c) => c.id === 'under-budget')).toMatchObject({ progress: 0, completed: false });
  });
});

describe('leaderboard', () => {
  it('ranks this week’s players by XP with short names and marks the caller', async () => {
    const fresh = await startTestServer({ mode: 'hosted', accessToken: undefined, clock: fixedClock(TEST_NOW), seedDemo: false });
    try {
      const today = isoDate(TEST_NOW);
      const { client, userId: bobby } = await registerTestUser(fresh.url, 'bobby');
      fresh.db.insert(userRewards).values({ userId: bobby, xp: 300, coins: 0, streak: 1, lastClaimDate: addDays(today, -6) }).run();
      // Other players, written directly (sign-ups are rate limited per address).
      const others = [['anna', null, 900, today], ['cyril', 'Moss', 1200, today], ['diana', null, 100, today], ['edgar', null, 700, today], ['flora', null, 500, today], ['idle', null, 9000, addDays(today, -7)]] as const;
      for (const [name, lastName, xp, lastClaimDate] of others) {
        const id = crypto.randomUUID();
        fresh.db.insert(users).values({ id, username: name, email: `${name}@example.com`, firstName: name[0]!.toUpperCase() + name.slice(1), lastName }).run();
        fresh.db.insert(userRewards).values({ userId: id, xp, coins: 0, streak: 1, lastClaimDate }).run();
      }

      const s = rewardsStateSchema.parse(await (await client.get('/api/rewards')).json());
      // Idle claimed 7 days ago, outside the week: left off however much XP. registerTestUser sets
      // the first name to the username, and no last name.
      expect(s.leaderboard.map((e) => [e.rank, e.name, e.xp, e.isYou])).toEqual([
        [1, 'Cyril M.', 1200, false],
        [2, 'Anna', 900, false],
        [3, 'Edgar', 700, false],
        [4, 'Flora', 500, false],
        [5, 'bobby', 300, true],
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe('local mode', () => {
  it('the demo user claims without signing in', async () => {
    const local = await startTestServer({ clock: fixedClock(TEST_NOW) });
    try {
      const res = await local.postJson('/api/rewards/claim-daily', {});
      expect(res.status).toBe(200);
      const s = rewardsStateSchema.parse(await res.json());
      expect(s).toMatchObject({ coins: 50, xp: 100, streak: 1 });
      expect(s.leaderboard).toEqual([expect.objectContaining({ name: 'Demo U.', isYou: true, xp: 100 })]);
    } finally {
      await local.close();
    }
  });
});
