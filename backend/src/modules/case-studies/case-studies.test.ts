/**
 * The case-studies API over real HTTP: the featured list and the stats both come from
 * resources/marketing/case-studies.json (the stats computed, not stored), both are labelled
 * illustrative, and both are public even in hosted mode with nobody signed in.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { caseStudyStatsSchema, featuredCaseStudiesSchema, type CaseStudy } from '../../../../shared/contracts/case-studies';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { caseStudyStats, parseCaseStudyFile } from './service';

const FILE = new URL('../../../../resources/marketing/case-studies.json', import.meta.url);
/** The file as it is on disk, read independently of the server's bundled import. */
const raw = JSON.parse(readFileSync(FILE, 'utf8')) as { label: string; note: string; caseStudies: CaseStudy[] };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const story = (overrides: Partial<CaseStudy>): CaseStudy => ({
  id: 'a-story',
  name: 'A. N.',
  persona: 'Someone',
  quote: 'It helped.',
  savedPerMonth: 10,
  subscriptionsCancelled: 1,
  monthsUsing: 1,
  plan: 'free',
  featured: true,
  illustrative: true,
  ...overrides,
});

describe('the case-studies file', () => {
  it('says in the file itself that the stories are illustrative, and has featured and unfeatured stories', () => {
    expect(raw.label).toMatch(/illustrative/i);
    expect(raw.note).toMatch(/illustrative/i);
    expect(raw.caseStudies.every((s) => s.illustrative === true)).toBe(true);
    expect(raw.caseStudies.some((s) => s.featured)).toBe(true);
    expect(raw.caseStudies.some((s) => !s.featured)).toBe(true);
    expect(() => parseCaseStudyFile(raw)).not.toThrow();
  });

  it('is rejected at load when a story is malformed, unlabelled or duplicated', () => {
    const withStories = (caseStudies: unknown[]) => ({ label: 'Illustrative', note: 'Illustrative', caseStudies });
    expect(() => parseCaseStudyFile(withStories([{ ...story({}), savedPerMonth: -5 }]))).toThrow(/caseStudies\.0\.savedPerMonth/);
    expect(() => parseCaseStudyFile(withStories([{ ...story({}), illustrative: false }]))).toThrow(/illustrative/);
    expect(() => parseCaseStudyFile(withStories([{ ...story({}), plan: 'gold' }]))).toThrow(/plan/);
    expect(() => parseCaseStudyFile(withStories([story({}), story({})]))).toThrow(/duplicate case study id "a-story"/);
    expect(() => parseCaseStudyFile({ caseStudies: [] })).toThrow(/label/);
  });
});

describe('caseStudyStats', () => {
  it('averages over every story, rounding savings to cents and cancellations to one decimal', () => {
    const stats = caseStudyStats([
      story({ id: 'a', savedPerMonth: 10, subscriptionsCancelled: 1 }),
      story({ id: 'b', savedPerMonth: 20, subscriptionsCancelled: 2, featured: false }),
      story({ id: 'c', savedPerMonth: 21, subscriptionsCancelled: 2 }),
    ]);
    expect(stats).toEqual({
      totalCaseStudies: 3,
      averageMonthlySavings: 17,
      totalSubscriptionsCancelled: 5,
      averageSubscriptionsCancelled: 1.7,
      illustrative: true,
    });
    expect(caseStudyStats([story({ savedPerMonth: 1 }), story({ id: 'b', savedPerMonth: 0 }), story({ id: 'c', savedPerMonth: 0 })]).averageMonthlySavings).toBe(0.33);
  });

  it('is all zeros (never NaN) with no stories', () => {
    expect(caseStudyStats([])).toEqual({
      totalCaseStudies: 0,
      averageMonthlySavings: 0,
      totalSubscriptionsCancelled: 0,
      averageSubscriptionsCancelled: 0,
      illustrative: true,
    });
  });
});

describe('GET /api/case-studies/*', () => {
  it('lists exactly the featured stories of the file, in its order, with every field', async () => {
    server = await startTestServer();
    const res = await server.api('/api/case-studies/featured');
    expect(res.status).toBe(200);
    const featured = featuredCaseStudiesSchema.parse(await res.json());
    expect(featured).toEqual(raw.caseStudies.filter((s) => s.featured));
    expect(featured.length).toBeGreaterThan(0);
    for (const s of featured) {
      expect(Object.keys(s).sort()).toEqual(
        ['featured', 'id', 'illustrative', 'monthsUsing', 'name', 'persona', 'plan', 'quote', 'savedPerMonth', 'subscriptionsCancelled'].sort(),
      );
    }
  });

  it('answers stats equal to the arithmetic over the whole file', async () => {
    server = await startTestServer();
    const res = await server.api('/api/case-studies/stats');
    expect(res.status).toBe(200);
    const stats = caseStudyStatsSchema.parse(await res.json());
    const all = raw.caseStudies;
    const saved = all.reduce((sum, s) => sum + s.savedPerMonth, 0);
    const cancelled = all.reduce((sum, s) => sum + s.subscriptionsCancelled, 0);
    expect(stats.totalCaseStudies).toBe(all.length);
    expect(stats.totalSubscriptionsCancelled).toBe(cancelled);
    expect(stats.averageMonthlySavings).toBeCloseTo(saved / all.length, 2);
    expect(stats.averageSubscriptionsCancelled).toBeCloseTo(cancelled / all.length, 1);
    expect(stats.illustrative).toBe(true);
    // Over the whole file, not only the featured stories (the file has both).
    expect(stats.totalCaseStudies).toBeGreaterThan(raw.caseStudies.filter((s) => s.featured).length);
  });

  it('is public in hosted mode (no session, not demo mode), where other reads need sign-in', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, secrets: { STRIPE_SECRET_KEY: 'sk_test_x' } });
    for (const path of ['/api/case-studies/featured', '/api/case-studies/stats']) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
    }
    const featured = featuredCaseStudiesSchema.parse(await (await fetch(`${server.url}/api/case-studies/featured`)).json());
    expect(featured.map((s) => s.id)).toEqual(raw.caseStudies.filter((s) => s.featured).map((s) => s.id));
    // The control: a user's own data is not public, so the 200s above are the public list at work.
    expect((await fetch(`${server.url}/api/subscriptions`)).status).toBe(401);
    // Reads only: there is nothing to write.
    expect((await fetch(`${server.url}/api/case-studies/featured`, { method: 'POST' })).status).not.toBe(200);
  });
});
