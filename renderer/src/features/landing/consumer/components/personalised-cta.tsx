import { ArrowRight, Lightbulb } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { useCurrentUser } from '@/lib/current-user';
import { currentJourney, type VisitorJourney } from '@/lib/visitor-journey';
import { useSocialProof } from '../api/get-social-proof';
import { recordAbConversion } from '../api/record-ab-conversion';
import { genericCta, personalisedCta } from '../lib/cta-messages';
import { reportExposure } from '../lib/landing-tracking';
import { recommend, signalsFromJourney, type Recommendation } from '../lib/smart-recommendation';
import { localStore, useAbVariant, useImpression, useNow } from '../lib/use-browser';
import { TrackedLink } from './tracked-link';

const TEST = 'cta';
/** Time on site moves the rules on (120, 180, 300 s), so the recommendation is read again this often. */
const REEVALUATE_MS = 5_000;

function readRecommendation(now: number): Recommendation {
  const storage = localStore();
  let journey: VisitorJourney | null;
  try {
    journey = storage ? currentJourney(storage, now) : null;
  } catch {
    journey = null;
  }
  return recommend(signalsFromJourney(journey, now));
}

/**
 * The personalised call to action (docs/product.md "A/B tests and personalisation"). The cta A/B
 * test's control, generic, always shows the same message; personalized shows the smart
 * recommendation for this visit.
 */
export function PersonalisedCtaSection() {
  const variant = useAbVariant(TEST);
  const now = useNow(REEVALUATE_MS);
  const proof = useSocialProof();
  const user = useCurrentUser();
  const ref = useImpression(() => reportExposure(TEST, variant));

  const rule = variant === 'personalized' ? readRecommendation(now) : null;
  const message = rule ? personalisedCta(rule, proof.data?.totalUsers ?? null) : genericCta();

  return (
    <section aria-labelledby="personalised-cta-heading" className="mx-auto max-w-5xl px-4 py-16 sm:px-6" data-testid="personalised-cta-section">
      <Card
        ref={ref}
        className="flex flex-col items-start gap-4 border-gold-400/30 bg-gradient-to-br from-navy-900 to-navy-800 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        data-testid="personalised-cta"
        data-variant={variant}
        data-rule={rule ?? 'generic'}
      >
        <div className="flex flex-col gap-2">
          <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">
            <Lightbulb aria-hidden="true" className="size-3.5" />
            {rule ? 'Suggested for you' : 'Ready when you are'}
          </p>
          {/* Announced politely: the suggestion may change while the visitor reads the page. */}
          <div aria-live="polite" className="flex flex-col gap-2">
            <h2 id="personalised-cta-heading" className="text-2xl font-semibold text-white" data-testid="personalised-cta-headline">
              {message.headline}
            </h2>
            <p className="text-slate-300" data-testid="personalised-cta-body">
              {message.body}
            </p>
          </div>
          {message.quotesTotals && proof.data?.includesDemoData ? <DemoDataBadge className="self-start" /> : null}
          {rule ? <p className="text-xs text-slate-500">Chosen from how you have browsed during this visit, kept in this browser only.</p> : null}
        </div>
        <TrackedLink
          element="personalised_cta"
          to={message.href}
          className={buttonVariants({ size: 'lg' })}
          onClick={() => void recordAbConversion({ testName: TEST, variant, userId: user.data?.id ?? null, conversionValue: 0 })}
          data-testid="personalised-cta-action"
        >
          {message.action}
          <ArrowRight aria-hidden="true" className="size-4" />
        </TrackedLink>
      </Card>
    </section>
  );
}
