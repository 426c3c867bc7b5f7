/**
 * The consumer landing's trust section: badges, security items and FAQs are static content
 * (resources/marketing/trust.json, validated at start); the social proof's user and savings totals
 * are counted from the database on each read, next to the file's static claims. The savings total
 * is the subscriptions module's (docs/product.md "Subscriptions": savings follow the real
 * cancellations), so it always agrees with what each user's own savings say.
 */
import { trustContentFileSchema, type Faq, type SecurityItem, type SocialProof, type TrustBadge, type TrustContentFile } from '../../../../shared/contracts/trust';
import trustJson from '../../../../resources/marketing/trust.json';
import type { AppContext } from '../../context';
import { createSubscriptionsService } from '../subscriptions/service';
import { trustRepository } from './repository';

export function loadTrustContent(raw: unknown = trustJson): TrustContentFile {
  const parsed = trustContentFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`resources/marketing/trust.json is not valid: ${issues}`);
  }
  return parsed.data;
}

/**
 * @param totalSavedCents what every user's cancellations have saved in all, cents (the
 *   subscriptions module's).
 */
export function createTrustService(
  ctx: AppContext,
  content: TrustContentFile = loadTrustContent(),
  totalSavedCents: () => number = () => createSubscriptionsService(ctx).totalSavedAllUsersCents(),
) {
  const repo = trustRepository(ctx.db);
  return {
    badges: (): TrustBadge[] => content.badges,
    security: (): SecurityItem[] => content.security,
    faqs: (): Faq[] => content.faqs,

    socialProof(): SocialProof {
      return {
        totalUsers: repo.totalUsers(),
        // Thousands of dollars, as the spec's shape says (the screen shows millions when large enough).
        totalSaved: Math.round(totalSavedCents() / 100) / 1000,
        ...content.claims,
        includesDemoData: ctx.demo,
      };
    },
  };
}
