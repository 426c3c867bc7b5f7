import { z } from 'zod';

/**
 * Newsletter offers from the popups and A/B test conversions (spec growth sections 3, 7, 9).
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
    conversionValue: z.number().finite().min(0).max(1_000_000).default(0),
  })
  .strict();
export type AbTestConversionRequest = z.input<typeof abTestConversionRequestSchema>;
