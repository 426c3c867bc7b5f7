import { ArrowRight, Megaphone, Rocket, Search, Tag } from 'lucide-react';
import { AVERAGE_MONTHLY_SAVING } from '../../../../../../shared/plans';
import { IconText } from '@/components/icon-text';
import { buttonVariants } from '@/components/ui/button';
import { formatUsd } from '@/lib/format';
import { TrackedLink } from './tracked-link';

/** The hero's calls to action (docs/product.md "Consumer face"), in this order. */
const SECONDARY_CTAS = [
  { to: '/beta', label: 'Join Beta', element: 'hero_join_beta', icon: Rocket },
  { to: '/pricing', label: 'View Pricing', element: 'hero_view_pricing', icon: Tag },
  { to: '/go', label: 'Launch Marketing Campaign', element: 'hero_launch_campaign', icon: Megaphone },
] as const;

export function ConsumerHero() {
  return (
    <section aria-labelledby="consumer-hero-heading" className="relative overflow-hidden" data-testid="consumer-hero">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(224,184,79,0.14),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(39,72,115,0.5),transparent_60%)]"
      />
      <div className="relative mx-auto flex max-w-5xl flex-col items-center gap-7 px-4 py-16 text-center sm:px-6 sm:py-24">
        <IconText as="p" icon={Search} iconClassName="size-3.5" className="inline-flex items-center gap-2 rounded-full border border-gold-400/40 bg-gold-400/10 px-3 py-1 text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">
          Subscription finder
        </IconText>
        <h1 id="consumer-hero-heading" className="font-serif text-4xl leading-tight font-semibold text-white sm:text-5xl lg:text-6xl">
          Stop paying for subscriptions you forgot about
        </h1>
        <p className="max-w-2xl text-lg text-slate-300">
          We scan your bank transactions for charges that repeat, flag the ones you no longer use and show you how to cancel
          each one, step by step.
        </p>
        <div className="flex flex-col items-center gap-3">
          <TrackedLink element="hero_find_subscriptions" to="/subscriptions" className={buttonVariants({ size: 'lg' })}>
            Find My Subscriptions
            <ArrowRight aria-hidden="true" className="size-4" />
          </TrackedLink>
          <div className="flex flex-wrap justify-center gap-3">
            {SECONDARY_CTAS.map(({ to, label, element, icon: Icon }) => (
              <TrackedLink key={to} element={element} to={to} className={buttonVariants({ variant: 'outline' })}>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </TrackedLink>
            ))}
          </div>
        </div>
        <p className="text-sm text-slate-400" data-testid="hero-claim">
          Members save {formatUsd(AVERAGE_MONTHLY_SAVING)} a month on average{' '}
          <span className="text-slate-500">(a marketing claim, not a measurement of your accounts)</span>
        </p>
      </div>
    </section>
  );
}
