import { Check, Hourglass, TimerReset } from 'lucide-react';
import { useState } from 'react';
import { AVERAGE_MONTHLY_SAVING, PLANS } from '../../../../../../shared/plans';
import { IconText } from '@/components/icon-text';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { useCurrentUser } from '@/lib/current-user';
import { recordAbConversion } from '../api/record-ab-conversion';
import { reportExposure } from '../lib/landing-tracking';
import { countdownDeadline, describeHms, formatHms, paybackDays, secondsLeft } from '../lib/pricing-experiment';
import { localStore, useAbVariant, useImpression, useNow } from '../lib/use-browser';
import { SectionHeading } from './section-heading';
import { TrackedLink } from './tracked-link';

const TEST = 'pricing_card';
const PRO = PLANS.pro;
const PRO_DOLLARS = PRO.monthlyCents / 100;
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/**
 * The pricing experiment card (docs/product.md "A/B tests and personalisation"): variant A shows
 * Pro's price, B adds the payback days, C adds a 24 h countdown. Its button to /pricing is the
 * experiment's conversion, valued at the Pro monthly price the card sells.
 */
export function PricingExperimentSection() {
  const variant = useAbVariant(TEST);
  const user = useCurrentUser();
  const ref = useImpression(() => reportExposure(TEST, variant));

  return (
    <section aria-labelledby="pricing-card-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" data-testid="pricing-experiment-section">
      <SectionHeading id="pricing-card-heading" eyebrow="Pricing" title="One plan to find them all" className="mx-auto items-center text-center" />
      <Card ref={ref} className="mx-auto mt-8 flex max-w-md flex-col gap-5 p-6 sm:p-8" data-testid="pricing-experiment-card" data-variant={variant}>
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-2xl font-semibold text-white">{PRO.name}</h3>
          {PRO.badge ? <Badge>{PRO.badge}</Badge> : null}
        </div>
        <p className="flex items-baseline gap-2">
          <span className="font-serif text-5xl font-semibold text-white tabular-nums" data-testid="pricing-card-price">
            {dollars(PRO.monthlyCents)}
          </span>
          <span className="text-slate-300">/month</span>
          {PRO.originalMonthlyCents ? (
            <span className="text-slate-400">
              <span className="sr-only">was </span>
              <s>{dollars(PRO.originalMonthlyCents)}</s>
            </span>
          ) : null}
        </p>
        {variant === 'B' ? <Payback /> : null}
        {variant === 'C' ? <Countdown /> : null}
        <ul className="flex flex-col gap-2">
          {PRO.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-slate-200">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
              {feature}
            </li>
          ))}
        </ul>
        <TrackedLink
          element="pricing_card_cta"
          to="/pricing"
          className={buttonVariants({ size: 'lg' })}
          onClick={() => void recordAbConversion({ testName: TEST, variant, userId: user.data?.id ?? null, conversionValue: PRO_DOLLARS })}
          data-testid="pricing-card-cta"
        >
          Get {PRO.name}
        </TrackedLink>
        <p className="text-center text-xs text-slate-400">Billed monthly. Cancel anytime.</p>
      </Card>
    </section>
  );
}

function Payback() {
  const days = paybackDays(PRO_DOLLARS);
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-emerald-400/30 bg-emerald-400/10 px-4 py-3" data-testid="pricing-card-payback">
      <IconText as="p" icon={Hourglass} iconClassName="size-4" className="flex items-center gap-2 font-semibold text-emerald-100">
        Pays for itself in <span data-testid="payback-days">{days}</span> {days === 1 ? 'day' : 'days'}
      </IconText>
      <p className="text-xs text-emerald-100/80">
        Based on our marketing claim that members save {formatUsd(AVERAGE_MONTHLY_SAVING)} a month on average, not on your accounts.
      </p>
    </div>
  );
}

/** Variant C's countdown: its deadline is set the first time it is seen here and kept; at zero it is gone. */
function Countdown() {
  const [deadline] = useState(() => countdownDeadline(localStore(), Date.now()));
  const now = useNow(1_000);
  const left = secondsLeft(deadline, now);
  if (left === 0) return null;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-gold-400/40 bg-gold-400/10 px-4 py-3" data-testid="pricing-card-countdown">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-gold-100">
        <TimerReset aria-hidden="true" className="size-4" />
        Your 24-hour reminder:
        <span role="timer" aria-label={`${describeHms(left)} left`} className="font-mono text-white tabular-nums" data-testid="pricing-countdown">
          {formatHms(left)}
        </span>
      </p>
      <p className="text-xs text-gold-100/80">A personal reminder to decide. The price does not change when it reaches zero.</p>
    </div>
  );
}
