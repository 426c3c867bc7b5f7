/** The trust section's API over real HTTP: static content as in the file, totals from the database. */
import { afterEach, describe, expect, it } from 'vitest';
import { faqListSchema, securityItemListSchema, socialProofSchema, trustBadgeListSchema } from '../../../../shared/contracts/trust';
import { registerTestUser } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { savingsTracking } from '../../db/schema';
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
    // Running totals per month: Ann's all-time total is her latest (largest) one.
    server.db.insert(savingsTracking).values([
      { userId: ann.userId, month: '2026-10', actualSavedCents: 1_000_00, totalSavedAllTimeCents: 1_000_00, createdAt: TEST_NOW },
      { userId: ann.userId, month: '2026-11', actualSavedCents: 500_00, totalSavedAllTimeCents: 1_500_00, createdAt: TEST_NOW },
      { userId: bob.userId, month: '2026-11', actualSavedCents: 250_50, totalSavedAllTimeCents: 250_50, createdAt: TEST_NOW },
    ]).run();
    const after = socialProofSchema.parse(await getJson('/api/trust/social-proof'));
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.totalSaved).toBeCloseTo(1.751, 6);
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
