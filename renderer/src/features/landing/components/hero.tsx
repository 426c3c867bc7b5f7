import { BadgeCheck, Building2, Landmark, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { IconText } from '@/components/icon-text';
import { buttonVariants } from '@/components/ui/button';
import { LANDING_LINKS } from '../lib/landing-links';
import { IllustrativeTag, ILLUSTRATIVE_SENTENCE } from './illustrative-tag';
import { SamplePortfolioCard } from './sample-portfolio-card';

/**
 * Static marketing claims (docs/product.md "Institutional face"): text only, never computed, and
 * qualified as illustrative where they are shown, because they could read as facts about this app.
 */
const CLAIMS = [
  { value: '$2.4T', label: 'Assets Under Management' },
  { value: '18.2%', label: 'Average Annual Return' },
  { value: '500+', label: 'Institutional Clients' },
] as const;

const TRUST = [
  { icon: ShieldCheck, label: 'SOC 2 Type II Compliant' },
  { icon: BadgeCheck, label: 'FINRA Registered' },
  { icon: Landmark, label: 'SEC Regulated' },
] as const;

export function Hero() {
  const noteId = useId();
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(224,184,79,0.12),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(39,72,115,0.45),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:py-24">
        <div className="flex flex-col gap-7">
          <IconText as="p" icon={Building2} iconClassName="size-3.5" className="inline-flex w-fit items-center gap-2 rounded-full border border-gold-400/40 bg-gold-400/10 px-3 py-1 text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">
            AI-driven wealth management
          </IconText>
          <h1 id="hero-heading" className="font-serif text-4xl leading-tight font-semibold text-white sm:text-5xl lg:text-6xl">
            Institutional-grade portfolio intelligence
          </h1>
          <p className="max-w-xl text-lg text-slate-300">
            Algorithmic allocation, continuous risk analytics and compliance built in, for pension funds, endowments,
            family offices and the advisors who serve them.
          </p>

          <div className="flex flex-col gap-4 border-y border-white/10 py-6" data-testid="hero-claims">
            <p className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
              <IllustrativeTag />
              <span id={noteId} data-testid="illustrative-note">
                {ILLUSTRATIVE_SENTENCE}
              </span>
            </p>
            <dl className="grid grid-cols-3 gap-4" aria-describedby={noteId}>
              {CLAIMS.map((claim) => (
                <div key={claim.label} className="flex flex-col-reverse gap-1">
                  <dt className="text-xs text-slate-400 sm:text-sm">{claim.label}</dt>
                  <dd className="font-serif text-2xl font-semibold text-gold-300 sm:text-4xl">{claim.value}</dd>
                </div>
              ))}
            </dl>
          </div>

          <div className="flex flex-wrap gap-3">
            <Link to={LANDING_LINKS.consultation} className={buttonVariants({ size: 'lg' })}>
              Request Consultation
            </Link>
            <Link to={LANDING_LINKS.performance} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              View Performance
            </Link>
          </div>

          <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="hero-trust">
            <IllustrativeTag />
            <ul
              aria-label="Regulation and compliance (illustrative)"
              aria-describedby={noteId}
              className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300"
            >
              {TRUST.map(({ icon: Icon, label }) => (
                <li key={label} className="inline-flex items-center gap-1.5">
                  <Icon aria-hidden="true" className="size-4 text-gold-400" />
                  {label}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-xs text-slate-400">Past performance does not guarantee future results.</p>
        </div>
        <SamplePortfolioCard />
      </div>
    </section>
  );
}
