import { ChevronDown, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { SocialProof } from '../../../../../../shared/contracts/trust';
import { IconText } from '@/components/icon-text';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { Skeletons } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useSecurityItems } from '../api/get-security-items';
import { useSocialProof } from '../api/get-social-proof';
import { useTrustBadges } from '../api/get-trust-badges';
import { useTrustFaqs } from '../api/get-trust-faqs';
import { trackLandingClick, trackLandingImpression } from '../lib/landing-tracking';
import { formatTotalSaved } from '../lib/total-saved';
import { useImpression } from '../lib/use-browser';
import { SectionHeading } from './section-heading';
import { TrustIcon } from './trust-icon';

interface QueryLike {
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** The loading, error and empty states every part of the trust section shares. */
function TrustPart<T>({
  query,
  data,
  title,
  testId,
  children,
}: {
  query: QueryLike;
  data: T[] | undefined;
  title: string;
  testId: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError) {
    return (
      <LoadError
        title={`We could not load the ${title.toLowerCase()}`}
        detail={query.error?.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId={`${testId}-error`}
        heading="h3"
      />
    );
  }
  if (!data) {
    return (
      <div aria-busy="true" className="grid gap-3 sm:grid-cols-2" data-testid={`${testId}-loading`}>
        <p role="status" className="sr-only">
          Loading the {title.toLowerCase()}
        </p>
        <Skeletons count={4} className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <p className="text-slate-400" data-testid={`${testId}-empty`}>
        Nothing to show here yet.
      </p>
    );
  }
  return <>{children(data)}</>;
}

export function TrustSection() {
  const badges = useTrustBadges();
  const security = useSecurityItems();
  const faqs = useTrustFaqs();
  const ref = useImpression(() => trackLandingImpression('trust_section'));

  return (
    <section ref={ref} aria-labelledby="trust-heading" className="bg-navy-900/40" data-testid="trust-section">
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-16 sm:px-6">
        <SectionHeading id="trust-heading" eyebrow="Trust and security" title="Your money stays yours">
          What we do with your data, and what we never do.
        </SectionHeading>

        <div className="flex flex-col gap-4">
          <h3 className="text-xl font-semibold text-white">Our commitments</h3>
          <TrustPart query={badges} data={badges.data} title="Trust badges" testId="trust-badges">
            {(items) => (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="trust-badges">
                {items.map((badge) => (
                  <li key={badge.id} data-testid="trust-badge" data-id={badge.id}>
                    <Card className="flex h-full flex-col gap-2 p-5">
                      <TrustIcon name={badge.icon} className="size-7 text-gold-400" />
                      <h4 className="font-semibold text-white" data-testid="trust-badge-name">
                        {badge.name}
                      </h4>
                      <p className="text-sm text-slate-300" data-testid="trust-badge-description">
                        {badge.description}
                      </p>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </TrustPart>
        </div>

        <div className="flex flex-col gap-4">
          <h3 className="text-xl font-semibold text-white">How we keep it safe</h3>
          <TrustPart query={security} data={security.data} title="Security items" testId="security-items">
            {(items) => (
              <ul className="grid gap-4 sm:grid-cols-2" data-testid="security-items">
                {items.map((item) => (
                  <li key={item.id} className="flex gap-4 rounded-xl border border-white/10 bg-navy-900/60 p-5" data-testid="security-item" data-id={item.id}>
                    <TrustIcon name={item.icon} className="mt-0.5 size-6 shrink-0 text-gold-400" />
                    <div className="flex flex-col gap-1">
                      <h4 className="font-semibold text-white" data-testid="security-item-title">
                        {item.title}
                      </h4>
                      <p className="text-sm text-slate-300" data-testid="security-item-description">
                        {item.description}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </TrustPart>
        </div>

        <SocialProofStats />

        <div className="flex flex-col gap-4">
          <h3 id="trust-faq-heading" className="text-xl font-semibold text-white">
            Frequently asked questions
          </h3>
          <TrustPart query={faqs} data={faqs.data} title="Questions" testId="trust-faqs">
            {(items) => <FaqDisclosureList items={items} />}
          </TrustPart>
        </div>
      </div>
    </section>
  );
}

/** The social proof: real totals (with the Demo data badge when they include demo rows) next to labelled claims. */
function SocialProofStats() {
  const proof = useSocialProof();
  let content;
  if (proof.isError) {
    content = (
      <LoadError
        title="We could not load the numbers"
        detail={proof.error.message}
        onRetry={() => void proof.refetch()}
        retrying={proof.isFetching}
        testId="social-proof-error"
        heading="h3"
      />
    );
  } else if (!proof.data) {
    content = (
      <LoadingSkeleton label="Loading the numbers" testId="social-proof-loading" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Skeletons count={4} className="h-24 w-full rounded-xl" />
      </LoadingSkeleton>
    );
  } else {
    content = <SocialProofGrid proof={proof.data} />;
  }
  return (
    <div className="flex flex-col gap-4" data-testid="social-proof">
      <h3 className="text-xl font-semibold text-white">By the numbers</h3>
      {content}
    </div>
  );
}

function Stat({ label, value, testId, note }: { label: string; value: string; testId: string; note: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-white/10 bg-navy-900/60 p-4">
      <dt className="text-sm text-slate-300">{label}</dt>
      <dd className="order-first text-3xl font-semibold text-gold-300 tabular-nums" data-testid={testId}>
        {value}
      </dd>
      <dd className="text-xs text-slate-400">{note}</dd>
    </div>
  );
}

function SocialProofGrid({ proof }: { proof: SocialProof }) {
  const counted = (
    <span className="inline-flex flex-wrap items-center gap-2">
      Counted from our database
      {proof.includesDemoData ? <DemoDataBadge /> : null}
    </span>
  );
  const claim = 'Marketing claim, not measured here';
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat label="Accounts created" value={proof.totalUsers.toLocaleString('en-US')} testId="social-proof-users" note={counted} />
      <Stat label="Saved on cancelled subscriptions" value={formatTotalSaved(proof.totalSaved)} testId="social-proof-saved" note={counted} />
      <Stat
        label="Average rating"
        value={`${proof.avgRating.toFixed(1)}/5`}
        testId="social-proof-rating"
        note={
          <IconText icon={Star} iconClassName="size-3 text-gold-400" className="inline-flex items-center gap-1">{claim}</IconText>
        }
      />
      <Stat label="Reviews" value={proof.totalReviews.toLocaleString('en-US')} testId="social-proof-reviews" note={claim} />
    </dl>
  );
}

/** The FAQ as a disclosure list: each question is a button that says whether its answer is open and which panel it controls. */
function FaqDisclosureList({ items }: { items: Array<{ question: string; answer: string }> }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) => {
    const opening = !open.has(index);
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
    if (opening) trackLandingClick('faq_open', { question: items[index]!.question.slice(0, 200) });
  };
  return (
    <ul aria-labelledby="trust-faq-heading" className="divide-y divide-white/10 rounded-xl border border-white/10 bg-navy-900/60" data-testid="trust-faqs">
      {items.map((item, index) => {
        const expanded = open.has(index);
        const panelId = `trust-faq-${index}-answer`;
        return (
          <li key={item.question} data-testid="trust-faq">
            <h4>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex w-full cursor-pointer items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-white hover:bg-white/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-inset"
                data-testid="trust-faq-question"
              >
                {item.question}
                <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-400 transition-transform', expanded && 'rotate-180')} />
              </button>
            </h4>
            <div id={panelId} hidden={!expanded} className="px-4 pb-4 text-slate-300" data-testid="trust-faq-answer">
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
