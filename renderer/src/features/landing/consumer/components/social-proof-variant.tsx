import { Activity, Quote, Users } from 'lucide-react';
import { useFeaturedCaseStudies } from '@/api/case-studies';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { SkeletonBars } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { recordAbConversion } from '../api/record-ab-conversion';
import { useSocialProof } from '../api/get-social-proof';
import { reportExposure } from '../lib/landing-tracking';
import { formatTotalSaved } from '../lib/total-saved';
import { useAbVariant, useImpression } from '../lib/use-browser';
import { TrackedLink } from './tracked-link';

const TEST = 'social_proof';

/**
 * The calculator's social-proof companion, by the social_proof A/B variant: numbers (the real
 * totals), testimonials (an illustrative case-study quote) or recent_activity (a sentence built from
 * the same real totals). Its button is the experiment's conversion.
 */
export function SocialProofVariant() {
  const variant = useAbVariant(TEST);
  const user = useCurrentUser();
  const proof = useSocialProof();
  const stories = useFeaturedCaseStudies();
  const ref = useImpression(() => reportExposure(TEST, variant));
  const query = variant === 'testimonials' ? stories : proof;

  let body;
  if (query.isError) {
    body = (
      <LoadError
        title="We could not load this"
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId="social-proof-variant-error"
        heading="h3"
      />
    );
  } else if (variant === 'testimonials') {
    const story = stories.data?.[0];
    body = stories.data ? (
      story ? (
        <figure className="flex flex-col gap-3" data-testid="social-proof-testimonial">
          <div className="flex items-center gap-2">
            <Quote aria-hidden="true" className="size-5 text-gold-400" />
            <Badge variant="info">Illustrative</Badge>
          </div>
          <blockquote className="text-lg text-slate-100">
            <p data-testid="social-proof-quote">{story.quote}</p>
          </blockquote>
          <figcaption className="text-sm text-slate-400">
            {story.name}, {story.persona}. An illustrative customer story written for marketing, not a real customer.
          </figcaption>
        </figure>
      ) : (
        <p className="text-slate-400">No customer stories to show yet.</p>
      )
    ) : (
      <VariantSkeleton />
    );
  } else if (!proof.data) {
    body = <VariantSkeleton />;
  } else if (variant === 'numbers') {
    body = (
      <div className="flex flex-col gap-3" data-testid="social-proof-numbers">
        <dl className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-slate-300">Accounts created</dt>
            <dd className="order-first text-3xl font-semibold text-gold-300 tabular-nums" data-testid="social-proof-variant-users">
              {proof.data.totalUsers.toLocaleString('en-US')}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-slate-300">Saved so far</dt>
            <dd className="order-first text-3xl font-semibold text-gold-300 tabular-nums" data-testid="social-proof-variant-saved">
              {formatTotalSaved(proof.data.totalSaved)}
            </dd>
          </div>
        </dl>
        <p className="inline-flex flex-wrap items-center gap-2 text-xs text-slate-400">
          Counted from our database {proof.data.includesDemoData ? <DemoDataBadge /> : null}
        </p>
      </div>
    );
  } else {
    const users = proof.data.totalUsers;
    body = (
      <div className="flex flex-col gap-3" data-testid="social-proof-activity">
        <p className="flex gap-3 text-lg text-slate-100">
          <Activity aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-400" />
          <span data-testid="social-proof-activity-text">
            {`${users.toLocaleString('en-US')} ${users === 1 ? 'person has' : 'people have'} signed up so far, and together they have saved ${formatTotalSaved(proof.data.totalSaved)} by cancelling subscriptions.`}
          </span>
        </p>
        <p className="inline-flex flex-wrap items-center gap-2 text-xs text-slate-400">
          Counted from our database {proof.data.includesDemoData ? <DemoDataBadge /> : null}
        </p>
      </div>
    );
  }

  return (
    <Card ref={ref} className="flex flex-col gap-5 p-6 sm:p-8" data-testid="social-proof-variant" data-variant={variant}>
      <h3 className="flex items-center gap-2 text-lg font-semibold text-white">
        <Users aria-hidden="true" className="size-5 text-gold-400" />
        {variant === 'testimonials' ? 'In their words' : 'You are not the only one'}
      </h3>
      {body}
      <TrackedLink
        element="social_proof_cta"
        to="/subscriptions"
        className={buttonVariants({ variant: 'outline', className: 'self-start' })}
        onClick={() => {
          void recordAbConversion({ testName: TEST, variant, userId: user.data?.id ?? null, conversionValue: 0 });
        }}
        data-testid="social-proof-cta"
      >
        See what you could save
      </TrackedLink>
    </Card>
  );
}

function VariantSkeleton() {
  return (
    <LoadingSkeleton label="Loading" className="flex flex-col gap-3">
      <SkeletonBars sizes={['h-8 w-40', 'h-5 w-full']} />
    </LoadingSkeleton>
  );
}
