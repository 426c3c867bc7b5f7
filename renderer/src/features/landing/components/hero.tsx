import { BadgeCheck, Building2, Landmark, ShieldCheck } from 'lucide-react';
import { IconText } from '@/components/icon-text';
import { Button } from '@/components/ui/button';
import { SamplePortfolioCard } from './sample-portfolio-card';

/** Static marketing claims (docs/product.md "Institutional face"): text only, never computed. */
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

          <dl className="grid grid-cols-3 gap-4 border-y border-white/10 py-6">
            {CLAIMS.map((claim) => (
              <div key={claim.label} className="flex flex-col-reverse gap-1">
                <dt className="text-xs text-slate-400 sm:text-sm">{claim.label}</dt>
                <dd className="font-serif text-2xl font-semibold text-gold-300 sm:text-4xl">{claim.value}</dd>
              </div>
            ))}
          </dl>

          <div className="flex flex-wrap gap-3">
            <Button size="lg">Request Consultation</Button>
            <Button size="lg" variant="outline">
              View Performance
            </Button>
          </div>

          <ul aria-label="Regulation and compliance" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
            {TRUST.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-1.5">
                <Icon aria-hidden="true" className="size-4 text-gold-400" />
                {label}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-500">Past performance does not guarantee future results.</p>
        </div>
        <SamplePortfolioCard />
      </div>
    </section>
  );
}
