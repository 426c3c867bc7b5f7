/**
 * The consumer landing's trust section (spec growth section 7): badges, security items and FAQs
 * are static content (resources/marketing/trust.json, validated at start); the social proof's user
 * and savings totals are counted from the database on each read, next to the file's static claims.
 */
import { count, max, sql } from 'drizzle-orm';
import { Router } from 'express';
import { trustContentFileSchema, type SocialProof, type TrustContentFile } from '../../../../shared/contracts/trust';
import trustJson from '../../../../resources/marketing/trust.json';
import type { AppContext } from '../../context';
import { savingsTracking, users } from '../../db/schema';
import { handle } from '../../http/validate';
import { apiRouter, routeAccess } from '../../http/routing';

export function loadTrustContent(raw: unknown = trustJson): TrustContentFile {
  const parsed = trustContentFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`resources/marketing/trust.json is not valid: ${issues}`);
  }
  return parsed.data;
}

export function trustRoutes(ctx: AppContext, content = loadTrustContent()): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);

  router.get('/trust/badges', access.public, handle({}, () => content.badges));
  router.get('/trust/security', access.public, handle({}, () => content.security));
  router.get('/trust/faqs', access.public, handle({}, () => content.faqs));

  router.get(
    '/trust/social-proof',
    access.public,
    handle({}, (): SocialProof => {
      const totalUsers = ctx.db.select({ n: count() }).from(users).get()!.n;
      // Each user's all-time total is the largest running total of their monthly rows.
      const perUser = ctx.db
        .select({ total: max(savingsTracking.totalSavedAllTimeCents).as('total') })
        .from(savingsTracking)
        .groupBy(savingsTracking.userId)
        .as('per_user');
      const savedCents = ctx.db.select({ cents: sql<number>`coalesce(sum(${perUser.total}), 0)` }).from(perUser).get()!.cents;
      return {
        totalUsers,
        // Thousands of dollars, as the spec's shape says (the screen shows millions when large enough).
        totalSaved: Math.round(savedCents / 100) / 1000,
        ...content.claims,
        includesDemoData: ctx.demo,
      };
    }),
  );

  return router;
}
