import { z } from 'zod';
import { dollarAmount } from './money';

/**
 * Newsletter offers from the popups and A/B test conversions (docs/product.md "Growth, analytics").
 */

export const NEWSLETTER_SOURCES = ['exit_intent', 'scroll_engagement'] as const;
export const NEWSLETTER_OFFERS = ['50_percent_off', 'free_trial'] as const;

/** POST /api/newsletter/subscribe */
export const newsletterSubscribeRequestSchema = z
  .object({
    email: z.email('enter a valid email address').max(254).transform((e) => e.toLowerCase()),
    source: z.enum(NEWSLETTER_SOURCES),
    offer: z.enum(NEWSLETTER_OFFERS).optional(),
  })
  .strict();
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;
export const newsletterSubscribeResponseSchema = z.object({ alreadySubscribed: z.boolean() });

/** POST /api/conversion/ab-test: a conversion in one variant of a named test. */
export const abTestConversionRequestSchema = z
  .object({
    testName: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/, 'testName must be lower-case, at most 64 characters'),
    variant: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'variant must be 1-32 letters, digits, - or _'),
    /** The spec sends it; the server records the signed-in user instead and never trusts this. */
    userId: z.string().max(64).nullable().optional(),
    /** Dollars, parsed to integer cents. */
    conversionValue: dollarAmount({ label: 'conversionValue', allowZero: true, max: 1_000_000 }).default(0),
  })
  .strict();
export type AbTestConversionRequest = z.input<typeof abTestConversionRequestSchema>;

/**
 * A/B tests of the consumer landing (docs/product.md "A/B tests and personalisation"). The renderer
 * assigns a variant at random once per test name and remembers it in browser storage; it reports an
 * exposure as the analytics event AB_EXPOSURE_EVENT ({ testName, variant }) once per session, and a
 * conversion through POST /api/conversion/ab-test.
 */
export const AB_TESTS = {
  pricing_card: ['A', 'B', 'C'],
  cta: ['generic', 'personalized'],
  social_proof: ['numbers', 'testimonials', 'recent_activity'],
} as const satisfies Record<string, readonly string[]>;
export type AbTestName = keyof typeof AB_TESTS;
export const AB_EXPOSURE_EVENT = 'ab_test_exposure';
/** Two-sided p-value below this counts as significant. */
export const AB_SIGNIFICANCE_LEVEL = 0.05;

/** GET /api/conversion/ab-results (owner): per test, per variant, with a two-proportion z-test against the control. */
export const abVariantResultSchema = z.object({
  variant: z.string(),
  /** Distinct sessions that saw the variant. */
  exposures: z.number().int().min(0),
  conversions: z.number().int().min(0),
  /** Percent, one decimal; null with no exposures. */
  conversionRate: z.number().nullable(),
  conversionValue: z.number().min(0),
  /** Two-sided p-value of this variant's rate against the control's; null for the control or too little data. */
  pValue: z.number().min(0).max(1).nullable(),
  significant: z.boolean(),
});
export const abTestResultSchema = z.object({
  testName: z.string(),
  /** The first variant in AB_TESTS (or the alphabetically first for other tests). */
  control: z.string(),
  variants: z.array(abVariantResultSchema),
});
export const abResultsSchema = z.object({ tests: z.array(abTestResultSchema), includesDemoData: z.boolean() });
export type AbResults = z.infer<typeof abResultsSchema>;
