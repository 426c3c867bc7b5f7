import { BellRing, CalendarClock, Copy, Handshake, PiggyBank, ScanSearch, Scissors, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { trackLandingImpression } from '../lib/landing-tracking';
import { useImpression } from '../lib/use-browser';
import { SectionHeading } from './section-heading';

const PROBLEMS = [
  { icon: CalendarClock, title: 'Free trials that roll over', text: 'A trial you meant to cancel quietly turns into a monthly charge.' },
  { icon: TrendingUp, title: 'Silent price rises', text: 'A service you signed up for at one price now costs more, and nobody told you.' },
  { icon: Copy, title: 'Duplicate services', text: 'Two music apps, three video services: overlap that is easy to miss on a statement.' },
] as const;

const FEATURES = [
  { icon: ScanSearch, title: 'Subscription finder', text: 'Reads your transactions and finds charges that repeat weekly, monthly, quarterly or yearly.' },
  { icon: Scissors, title: 'Cancellation guidance', text: 'The cancellation page, phone number and steps for common services.' },
  { icon: PiggyBank, title: 'Budget optimisation', text: 'See where your money goes each month and what is worth keeping.' },
  { icon: BellRing, title: 'Spending alerts', text: 'Hear about a new recurring charge or a price rise when it happens.' },
  { icon: Handshake, title: 'Bill negotiation', text: 'We negotiate your bills for a success fee: you pay only from what we save you.' },
] as const;

/** One card per point: its icon, its title and a sentence. */
function PointCards({ points, className }: { points: readonly { icon: LucideIcon; title: string; text: string }[]; className: string }) {
  return (
    <ul className={className}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="flex h-full flex-col gap-3 p-6">
            <Icon aria-hidden="true" className="size-7 text-gold-400" />
            <h3 className="text-lg font-semibold text-white">{title}</h3>
            <p className="text-slate-300">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function ProblemSection() {
  const ref = useImpression(() => trackLandingImpression('problem_section'));
  return (
    <section ref={ref} aria-labelledby="problem-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" data-testid="problem-section">
      <SectionHeading id="problem-heading" eyebrow="The problem" title="Subscriptions are easy to start and easy to forget">
        Small monthly charges add up, and they rarely announce themselves.
      </SectionHeading>
      <PointCards points={PROBLEMS} className="mt-8 grid gap-4 md:grid-cols-3" />
    </section>
  );
}

export function FeaturesSection() {
  const ref = useImpression(() => trackLandingImpression('features_section'));
  return (
    <section ref={ref} aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" data-testid="features-section">
      <SectionHeading id="features-heading" eyebrow="What it does" title="Everything you need to take back control" />
      <PointCards points={FEATURES} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
    </section>
  );
}
