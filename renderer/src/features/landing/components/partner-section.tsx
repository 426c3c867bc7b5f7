import { Megaphone, Zap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../../../shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { LANDING_LINKS } from '../lib/landing-links';

export function PartnerSection() {
  return (
    <section aria-labelledby="partner-heading" className="border-t border-white/10">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="relative overflow-hidden rounded-2xl border border-gold-400/30 bg-gradient-to-br from-navy-800 via-navy-900 to-navy-950 px-6 py-12 text-center sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-32 left-1/2 size-96 -translate-x-1/2 rounded-full bg-gold-400/10 blur-3xl"
          />
          <div className="relative mx-auto flex max-w-5xl flex-col items-center gap-5">
            <h2 id="partner-heading" className="font-serif text-3xl font-semibold text-white sm:text-4xl">
              Partner with Institutional Excellence
            </h2>
            <p className="text-slate-300">
              Talk to our team about your mandate, or see how institutions put the platform to work.
            </p>
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <Link to={PATHS.masterActivation} className={buttonVariants({ size: 'lg' })}>
                <Zap aria-hidden="true" className="size-4" />
                MASTER ACTIVATION
              </Link>
              <Link to={PATHS.launchCampaign} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
                <Megaphone aria-hidden="true" className="size-4" />
                Launch Campaign
              </Link>
              <Link to={LANDING_LINKS.consultation} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                Request Consultation
              </Link>
              <Link to={LANDING_LINKS.caseStudies} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                View Case Studies
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
