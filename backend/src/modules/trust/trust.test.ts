/** The trust section's API over real HTTP: static content as in the file, totals from the database. */
import { afterEach, describe, expect, it } from 'vitest';
import { faqListSchema, securityItemListSchema, socialProofSchema, trustBadgeListSchema } from '../../../../shared/contracts/trust';
import { registerTestUser } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { savingsTracking, subscriptions } from '../../db/schema';
import { loadTrustContent } from './service';

let server: TestServer;
afterEach(() => server?.close());

const getJson = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.json() as Promise<unknown>;
};

describe('/api/trust', () => {
  it('serves badges, security items and FAQs from the content file to anyone', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
    const content = loadTrustContent();
    expect(trustBadgeListSchema.parse(await getJson('/api/trust/badges'))).toEqual(content.badges);
    expect(securityItemListSchema.parse(await getJson('/api/trust/security'))).toEqual(content.security);
    expect(faqListSchema.parse(await getJson('/api/trust/faqs'))).toEqual(content.faqs);
  });

  it('counts users and everyone\'s all-time savings (thousands of dollars) from the database', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
    const before = socialProofSchema.parse(await getJson('/api/trust/social-proof'));
    expect(before).toMatchObject({ totalSaved: 0, ...loadTrustContent().claims });
    const ann = await registerTestUser(server.url, 'ann');
    const bob = await registerTestUser(server.url, 'bob');
    // Savings follow the cancellations (the subscriptions module's rule): Ann cancelled a $1,000.00
    // monthly one in October (Oct and Nov: $2,000.00) and a $300.00 one in September that charged
    // again in October (Sep only: $300.00); Bob a $250.50 one this month. An active one saves nothing.
    const sub = (userId: string, name: string, amountCents: number, status: string, cancelled: string | null, chargedAgain: string | null = null) => ({
      userId, name, merchantName: name, amountCents, frequency: 'monthly', status,
      cancelledAt: cancelled === null ? null : Date.parse(`${cancelled}T10:00:00Z`), chargedAfterCancelDate: chargedAgain, chargedAfterCancelCents: chargedAgain ? amountCents : null, detectedAt: TEST_NOW,
    });
    server.db.insert(subscriptions).values([
      sub(ann.userId, 'Big', 1_000_00, 'cancelled', '2026-10-05'),
      sub(ann.userId, 'Again', 300_00, 'cancelled', '2026-09-10', '2026-10-12'),
      sub(ann.userId, 'Live', 99_00, 'active', null),
      sub(bob.userId, 'Small', 250_50, 'cancelled', '2026-11-02'),
    ]).run();
    // Old running totals in savings_tracking are not read any more.
    server.db.insert(savingsTracking).values({ userId: bob.userId, month: '2026-11', actualSavedCents: 999_00, totalSavedAllTimeCents: 999_00, createdAt: TEST_NOW }).run();
    const after = socialProofSchema.parse(await getJson('/api/trust/social-proof'));
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    // $2,550.50 -> $2,551 -> 2.551 thousand.
    expect(after.totalSaved).toBeCloseTo(2.551, 6);
  });

  it('says when the counts include demo data', async () => {
    server = await startTestServer({ mode: 'web', seedDemo: true });
    const res = await server.api('/api/trust/social-proof');
    expect(socialProofSchema.parse(await res.json()).includesDemoData).toBe(true);
  });

  it('refuses a content file that breaks the contract, naming the file', () => {
    expect(() => loadTrustContent({ badges: [], security: [], faqs: [], claims: {} })).toThrow(/trust\.json is not valid/);
  });
});
