/**
 * Growth capture (spec growth section 7): the popups' newsletter offer (stored with the time the
 * email was given, as consent) and A/B test conversions. Both are public writes, so both are
 * validated, bounded and rate limited per address.
 */
import { Router, type Request, type Response } from 'express';
import { sql } from 'drizzle-orm';
import {
  AB_EXPOSURE_EVENT,
  AB_SIGNIFICANCE_LEVEL,
  AB_TESTS,
  abTestConversionRequestSchema,
  newsletterSubscribeRequestSchema,
  type AbResults,
} from '../../../../shared/contracts/growth';
import { centsToDollars } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { abTestConversions, analyticsEvents, newsletterSubscribers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { apiRouter, routeAccess } from '../../http/routing';
import { createThrottle } from '../../http/rate-limit';
import { handle } from '../../http/validate';
import { twoProportionPValue } from './significance';

/** Writes one address may make per 10 minutes on each endpoint. */
export const GROWTH_WRITES_PER_WINDOW = 20;
const WINDOW_MS = 10 * 60_000;

export function growthRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const newsletterByAddress = createThrottle(ctx.clock, { limit: GROWTH_WRITES_PER_WINDOW, windowMs: WINDOW_MS });
  const abByAddress = createThrottle(ctx.clock, { limit: GROWTH_WRITES_PER_WINDOW, windowMs: WINDOW_MS });
  const limit = (throttle: ReturnType<typeof createThrottle>, req: Request, res: Response) => {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const wait = throttle.retryAfterMs(address);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      throw new AppError(429, 'too_many_requests', 'Too many requests from this address. Try again later.');
    }
    throttle.hit(address);
  };

  router.post(
    '/newsletter/subscribe',
    access.public,
    handle({ body: newsletterSubscribeRequestSchema }, ({ body }, req, res) => {
      limit(newsletterByAddress, req, res);
      const inserted = ctx.db
        .insert(newsletterSubscribers)
        .values({ email: body.email, signupSource: body.source, offer: body.offer ?? null, consentAt: ctx.clock.now(), source: 'real' })
        .onConflictDoNothing()
        .run();
      // The same email from the same popup again is not an error: the offer already stands.
      res.status(inserted.changes > 0 ? 201 : 200).json({ alreadySubscribed: inserted.changes === 0 });
    }),
  );

  router.post(
    '/conversion/ab-test',
    access.public,
    handle({ body: abTestConversionRequestSchema }, ({ body }, req, res) => {
      limit(abByAddress, req, res);
      ctx.db
        .insert(abTestConversions)
        .values({ testName: body.testName, variant: body.variant, userId: req.caller?.userId ?? null, conversionValue: centsToDollars(body.conversionValue), source: 'real', createdAt: ctx.clock.now() })
        .run();
      res.status(204).end();
    }),
  );

  router.get('/conversion/ab-results', access.owner, handle({}, () => abResults(ctx)));

  return router;
}

/**
 * Per test and variant: exposures (distinct sessions that reported AB_EXPOSURE_EVENT), conversions
 * and their value, and each variant's p-value against the control (the test's first variant).
 */
export function abResults(ctx: AppContext): AbResults {
  const testName = sql<string>`json_extract(${analyticsEvents.properties}, '$.testName')`;
  const variant = sql<string>`json_extract(${analyticsEvents.properties}, '$.variant')`;
  const exposures = ctx.db
    .select({
      testName,
      variant,
      // An exposure without a session (storage blocked) still counts, once per event.
      n: sql<number>`count(distinct coalesce(${analyticsEvents.sessionId}, ${analyticsEvents.id}))`,
      demo: sql<number>`coalesce(sum(${analyticsEvents.source} = 'demo'), 0)`,
    })
    .from(analyticsEvents)
    .where(sql`${analyticsEvents.event} = ${AB_EXPOSURE_EVENT} and ${testName} is not null and ${variant} is not null`)
    .groupBy(testName, variant)
    .all();
  const conversions = ctx.db
    .select({
      testName: abTestConversions.testName,
      variant: abTestConversions.variant,
      n: sql<number>`count(*)`,
      value: sql<number>`coalesce(sum(${abTestConversions.conversionValue}), 0)`,
      demo: sql<number>`coalesce(sum(${abTestConversions.source} = 'demo'), 0)`,
    })
    .from(abTestConversions)
    .groupBy(abTestConversions.testName, abTestConversions.variant)
    .all();

  const known = AB_TESTS as Record<string, readonly string[]>;
  const variantsOf = new Map<string, Set<string>>(Object.entries(known).map(([name, variants]) => [name, new Set(variants)]));
  for (const row of [...exposures, ...conversions]) {
    if (!variantsOf.has(row.testName)) variantsOf.set(row.testName, new Set());
    variantsOf.get(row.testName)!.add(row.variant);
  }
  const key = (t: string, v: string) => `${t}\u0000${v}`;
  const exposed = new Map(exposures.map((r) => [key(r.testName, r.variant), r.n]));
  const converted = new Map(conversions.map((r) => [key(r.testName, r.variant), r]));

  const tests = [...variantsOf].map(([name, set]) => {
    // Declared variants keep their order (the first is the control); others follow alphabetically.
    const declared = known[name] ?? [];
    const variants = [...declared, ...[...set].filter((v) => !declared.includes(v)).sort()];
    const control = variants[0]!;
    const sample = (v: string) => ({ exposures: exposed.get(key(name, v)) ?? 0, conversions: converted.get(key(name, v))?.n ?? 0 });
    return {
      testName: name,
      control,
      variants: variants.map((v) => {
        const s = sample(v);
        const pValue = v === control ? null : twoProportionPValue(sample(control), s);
        return {
          variant: v,
          exposures: s.exposures,
          conversions: s.conversions,
          conversionRate: s.exposures > 0 ? Math.round((s.conversions / s.exposures) * 1000) / 10 : null,
          conversionValue: converted.get(key(name, v))?.value ?? 0,
          pValue,
          significant: pValue !== null && pValue < AB_SIGNIFICANCE_LEVEL,
        };
      }),
    };
  });
  return { tests, includesDemoData: [...exposures, ...conversions].some((r) => r.demo > 0) };
}
