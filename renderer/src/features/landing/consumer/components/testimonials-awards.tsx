import { Award, Newspaper, Quote } from 'lucide-react';
import { PLANS } from '../../../../../../shared/plans';
import { useFeaturedCaseStudies } from '@/api/case-studies';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { SkeletonBars, Skeletons } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/format';
import { useSocialProof } from '../api/get-social-proof';
import { trackLandingImpression } from '../lib/landing-tracking';
import { useImpression } from '../lib/use-browser';
import { SectionHeading } from './section-heading';

const ILLUSTRATIVE_NOTE = 'Illustrative customer stories: typical results written for marketing, not real customers or anyone’s account data.';

/** Testimonials: the featured case studies (GET /api/case-studies/featured), labelled illustrative. */
export function TestimonialsSection() {
  const stories = useFeaturedCaseStudies();
  const ref = useImpression(() => trackLandingImpression('testimonials_section'));

  let content;
  if (stories.isError) {
    content = (
      <LoadError
        title="We could not load the customer stories"
        detail={stories.error.message}
        onRetry={() => void stories.refetch()}
        retrying={stories.isFetching}
        testId="testimonials-error"
        heading="h3"
      />
    );
  } else if (!stories.data) {
    content = (
      <LoadingSkeleton label="Loading customer stories" testId="testimonials-loading" className="grid gap-4 md:grid-cols-3">
        <Skeletons count={3} className="h-48 w-full rounded-xl" />
      </LoadingSkeleton>
    );
  } else if (stories.data.length === 0) {
    content = (
      <p className="text-slate-400" data-testid="testimonials-empty">
        There are no featured customer stories to show right now.
      </p>
    );
  } else {
    content = (
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" data-testid="testimonial-list">
        {stories.data.map((story) => (
          <li key={story.id} className="flex">
            <Card className="flex w-full flex-col gap-4 p-5" data-testid="testimonial">
              <Quote aria-hidden="true" className="size-5 text-gold-400" />
              <blockquote className="flex-1 text-slate-100">
                <p data-testid="testimonial-quote">{story.quote}</p>
              </blockquote>
              <div className="flex items-end justify-between gap-3">
                <p className="text-sm">
                  <span className="block font-semibold text-white" data-testid="testimonial-name">
                    {story.name}
                  </span>
                  <span className="text-slate-400">{story.persona}</span>
                </p>
                <Badge variant="secondary">{PLANS[story.plan].name}</Badge>
              </div>
              <p className="text-sm text-emerald-200">Saves {formatUsd(story.savedPerMonth)} a month</p>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section ref={ref} aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" data-testid="testimonials-section">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="testimonials-heading" eyebrow="Stories" title="What saving looks like" />
        <Badge variant="info" data-testid="testimonials-illustrative">
          Illustrative
        </Badge>
      </div>
      <p className="mt-3 text-sm text-slate-400">{ILLUSTRATIVE_NOTE}</p>
      <div className="mt-6">{content}</div>
    </section>
  );
}

/** Awards and "featured in": static marketing claims served with the social proof, labelled as such. */
export function AwardsSection() {
  const proof = useSocialProof();
  const ref = useImpression(() => trackLandingImpression('awards_section'));

  let content;
  if (proof.isError) {
    content = (
      <LoadError
        title="We could not load the awards"
        detail={proof.error.message}
        onRetry={() => void proof.refetch()}
        retrying={proof.isFetching}
        testId="awards-error"
        heading="h3"
      />
    );
  } else if (!proof.data) {
    content = (
      <LoadingSkeleton label="Loading the awards" testId="awards-loading" className="flex flex-col gap-3">
        <SkeletonBars sizes={['h-16 w-full rounded-xl', 'h-10 w-full rounded-xl']} />
      </LoadingSkeleton>
    );
  } else {
    const { awards, featuredIn } = proof.data;
    content = (
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-white">Awards</h3>
          {awards.length > 0 ? (
            <ul className="flex flex-col gap-2" data-testid="award-list">
              {awards.map((award) => (
                <li key={award} className="flex items-center gap-3 rounded-xl border border-white/10 bg-navy-900/60 px-4 py-3 text-slate-100" data-testid="award">
                  <Award aria-hidden="true" className="size-5 shrink-0 text-gold-400" />
                  {award}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-400">No awards to show.</p>
          )}
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-white">Featured in</h3>
          {featuredIn.length > 0 ? (
            <ul className="flex flex-wrap gap-2" data-testid="featured-in-list">
              {featuredIn.map((name) => (
                <li key={name} className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-2 text-sm text-slate-200" data-testid="featured-in">
                  <Newspaper aria-hidden="true" className="size-4 text-slate-400" />
                  {name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-400">Nothing to show.</p>
          )}
        </div>
      </div>
    );
  }

  return (
    <section ref={ref} aria-labelledby="awards-heading" className="bg-navy-900/40" data-testid="awards-section">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6">
        <SectionHeading id="awards-heading" eyebrow="Recognition" title="Awards and press" />
        <p className="text-sm text-slate-400" data-testid="awards-claim-note">
          Marketing claims: these are stated by us and are not verified on this page.
        </p>
        {content}
      </div>
    </section>
  );
}
