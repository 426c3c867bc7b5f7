import { Quote, Users } from 'lucide-react';
import type { CaseStudy, CaseStudyStats } from '../../../../../shared/contracts/case-studies';
import { PLANS } from '../../../../../shared/plans';
import { useCaseStudyStats, useFeaturedCaseStudies } from '@/api/case-studies';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { SkeletonBars, SkeletonCards, Skeletons } from '@/components/ui/skeleton';
import { formatCents } from '../lib/plan-pricing';

const ILLUSTRATIVE_NOTE = 'Illustrative customer stories: typical results written for marketing, not real customers or anyone’s account data.';

const dollars = (amount: number) => formatCents(Math.round(amount * 100));
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Featured case studies and their stats, both from the server. */
export function CaseStudies() {
  const featured = useFeaturedCaseStudies();
  const stats = useCaseStudyStats();

  let content;
  if (featured.isError || stats.isError) {
    const retrying = featured.isFetching || stats.isFetching;
    content = (
      <LoadError
        title="We could not load the customer stories"
        detail={(featured.error ?? stats.error)?.message}
        onRetry={() => {
          if (featured.isError) void featured.refetch();
          if (stats.isError) void stats.refetch();
        }}
        retrying={retrying}
        testId="case-studies-error"
        heading="h3"
      />
    );
  } else if (featured.data && stats.data) {
    content = (
      <>
        <CaseStudyStatsRow stats={stats.data} />
        {featured.data.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" data-testid="case-study-list">
            {featured.data.map((study) => (
              <li key={study.id} className="flex">
                <CaseStudyCard study={study} />
              </li>
            ))}
          </ul>
        ) : (
          <Card className="flex flex-col items-start gap-2 p-6" data-testid="case-studies-empty">
            <Users aria-hidden="true" className="size-8 text-gold-400" />
            <h3 className="text-lg font-semibold text-white">No featured stories yet</h3>
            <p className="text-slate-300">There are no featured customer stories to show right now.</p>
          </Card>
        )}
      </>
    );
  } else {
    content = <CaseStudiesSkeleton />;
  }

  return (
    <section aria-labelledby="case-studies-heading" className="flex flex-col gap-4" data-testid="case-studies">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="case-studies-heading" className="text-xl font-semibold text-white">
            Customer stories
          </h2>
          <Badge variant="info" data-testid="case-studies-illustrative">
            Illustrative
          </Badge>
        </div>
        <p className="text-sm text-slate-400">{ILLUSTRATIVE_NOTE}</p>
      </div>
      {content}
    </section>
  );
}

function CaseStudyStatsRow({ stats }: { stats: CaseStudyStats }) {
  const items = [
    { label: 'Stories', value: stats.totalCaseStudies.toLocaleString('en-US'), key: 'total' },
    { label: 'Average saving a month', value: dollars(stats.averageMonthlySavings), key: 'average-savings' },
    { label: 'Subscriptions cancelled', value: stats.totalSubscriptionsCancelled.toLocaleString('en-US'), key: 'total-cancelled' },
    { label: 'Cancelled per story, on average', value: stats.averageSubscriptionsCancelled.toFixed(1), key: 'average-cancelled' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Across all illustrative stories" data-testid="case-study-stats">
      {items.map((item) => (
        <div key={item.key} className="flex flex-col gap-1 rounded-xl border border-white/10 bg-navy-900/60 p-4">
          <dt className="text-xs text-slate-400">{item.label}</dt>
          <dd className="order-first text-2xl font-semibold text-white tabular-nums" data-testid={`case-study-stat-${item.key}`}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <Card className="flex w-full flex-col gap-4 p-5" data-testid="case-study-card" data-case-study={study.id}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-white" data-testid="case-study-name">
            {study.name}
          </h3>
          <p className="text-sm text-slate-400" data-testid="case-study-persona">
            {study.persona}
          </p>
        </div>
        <Badge variant="secondary">{PLANS[study.plan].name}</Badge>
      </div>
      <blockquote className="flex flex-1 gap-2 text-slate-200">
        <Quote aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
        <p data-testid="case-study-quote">{study.quote}</p>
      </blockquote>
      <dl className="grid grid-cols-3 gap-2 text-center text-xs text-slate-400">
        <div className="flex flex-col-reverse">
          <dt>saved a month</dt>
          <dd className="text-base font-semibold text-emerald-200 tabular-nums" data-testid="case-study-saved">
            {dollars(study.savedPerMonth)}
          </dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt>{study.subscriptionsCancelled === 1 ? 'subscription cancelled' : 'subscriptions cancelled'}</dt>
          <dd className="text-base font-semibold text-white tabular-nums" data-testid="case-study-cancelled">
            {study.subscriptionsCancelled}
          </dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt>using it</dt>
          <dd className="text-base font-semibold text-white tabular-nums" data-testid="case-study-months">
            {plural(study.monthsUsing, 'month', 'months')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function CaseStudiesSkeleton() {
  return (
    <LoadingSkeleton label="Loading customer stories" testId="case-studies-loading" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4"><Skeletons count={4} className="h-20 w-full rounded-xl" /></div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <SkeletonCards count={4} cardClassName="flex flex-col gap-3 p-5">
          <SkeletonBars sizes={['h-5 w-28', 'h-4 w-40', 'h-16 w-full', 'h-10 w-full']} />
        </SkeletonCards>
      </div>
    </LoadingSkeleton>
  );
}
