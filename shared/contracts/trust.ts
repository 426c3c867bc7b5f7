/**
 * The consumer landing's trust section (docs/product.md "Content"): GET /api/trust/badges,
 * /security, /social-proof and /faqs, all public.
 */
import { z } from 'zod';

/** Icon names the trust content may use; the renderer maps each to one icon component. */
export const TRUST_ICONS = ['shield', 'lock', 'bank', 'eye-off', 'server', 'key', 'badge-check', 'database'] as const;
export type TrustIcon = (typeof TRUST_ICONS)[number];

export const trustBadgeSchema = z.object({
  id: z.string().min(1),
  icon: z.enum(TRUST_ICONS),
  name: z.string().min(1),
  description: z.string().min(1),
});
export type TrustBadge = z.infer<typeof trustBadgeSchema>;

export const securityItemSchema = z.object({
  id: z.string().min(1),
  icon: z.enum(TRUST_ICONS),
  title: z.string().min(1),
  description: z.string().min(1),
});
export type SecurityItem = z.infer<typeof securityItemSchema>;

export const faqSchema = z.object({ question: z.string().min(1), answer: z.string().min(1) });
export type Faq = z.infer<typeof faqSchema>;

/**
 * totalUsers and totalSaved are counted from the database (accounts, and savings recorded when
 * subscriptions are cancelled); totalSaved is in thousands of dollars, as the spec's shape says.
 * avgRating, totalReviews, awards and featuredIn are static marketing claims
 * (docs/product.md "Content") from resources/marketing/trust.json, and the screen labels them so.
 */
export const socialProofSchema = z.object({
  totalUsers: z.number().int().min(0),
  totalSaved: z.number().min(0),
  avgRating: z.number().min(0).max(5),
  totalReviews: z.number().int().min(0),
  awards: z.array(z.string().min(1)),
  featuredIn: z.array(z.string().min(1)),
  /** True in demo mode: the counts include the demo user's seeded data. */
  includesDemoData: z.boolean(),
});
export type SocialProof = z.infer<typeof socialProofSchema>;

export const trustBadgeListSchema = z.array(trustBadgeSchema);
export const securityItemListSchema = z.array(securityItemSchema);
export const faqListSchema = z.array(faqSchema);

/** The static part of the trust content, as stored in resources/marketing/trust.json. */
export const trustContentFileSchema = z
  .object({
    badges: trustBadgeListSchema.min(1),
    security: securityItemListSchema.min(1),
    faqs: faqListSchema.min(1),
    claims: z.object({
      avgRating: z.number().min(0).max(5),
      totalReviews: z.number().int().min(0),
      awards: z.array(z.string().min(1)),
      featuredIn: z.array(z.string().min(1)),
    }),
  })
  .strict();
export type TrustContentFile = z.infer<typeof trustContentFileSchema>;
