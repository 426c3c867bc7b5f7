/**
 * Growth capture: the popups' newsletter offer (stored with the time the email was given, as
 * consent), A/B test conversions, and the owner's A/B results with each variant's significance.
 */
import type { z } from 'zod';
import {
  AB_SIGNIFICANCE_LEVEL,
  AB_TESTS,
  type abTestConversionRequestSchema,
  type AbResults,
  type newsletterSubscribeRequestSchema,
} from '../../../../shared/contracts/growth';
import { centsToDollars } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { growthRepository, type VariantCount } from './repository';
import { twoProportionPValue } from './significance';

export function createGrowthService(ctx: AppContext) {
  const repo = growthRepository(ctx.db);
  return {
    /**
     * True when the email is new for this popup; the same one again is not an error (the offer already stands).
     * The signed-in account (never an address) is recorded, so deleting it deletes exactly its rows.
     */
    subscribe(body: z.output<typeof newsletterSubscribeRequestSchema>, userId: string | null): boolean {
      return repo.subscribe({ email: body.email, signupSource: body.source, offer: body.offer ?? null, consentAt: ctx.clock.now(), userId });
    },

    /** The signed-in user is recorded, never the body's userId. */
    recordAbConversion(body: z.output<typeof abTestConversionRequestSchema>, userId: string | null): void {
      repo.insertAbConversion({ testName: body.testName, variant: body.variant, userId, conversionValue: centsToDollars(body.conversionValue), createdAt: ctx.clock.now() });
    },

    abResults: (): AbResults => abResults(repo.exposures(), repo.conversions()),
  };
}

/**
 * Per test and variant: exposures (distinct sessions that reported AB_EXPOSURE_EVENT), conversions
 * and their value, and each variant's p-value against the control (the test's first variant).
 */
export function abResults(exposures: readonly VariantCount[], conversions: readonly (VariantCount & { value: number })[]): AbResults {
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
