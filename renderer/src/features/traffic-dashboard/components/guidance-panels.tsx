import { Mail, MousePointer2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { CardHeading } from '@/components/card-heading';
import { Card, CardContent } from '@/components/ui/card';

/** Marketing guidance (static text, as the spec's panels are): the abandoned-checkout email drip. */
const DRIP = [
  { delay: '1 hour after', subject: 'You left your savings scan halfway', body: 'Remind them what they were about to find, with one button back to checkout.' },
  { delay: '24 hours after', subject: 'The subscriptions people forget most', body: 'Show the common forgotten charges and what cancelling them saves.' },
  { delay: '72 hours after', subject: 'Your first month at half price', body: 'Last email: offer code SAVE50 and the 30-day money-back promise.' },
] as const;

export function EmailRecoveryPanel() {
  return (
    <Card>
      <CardHeading icon={Mail} title="Email recovery drip" as="h3">Three emails to visitors who started checkout and did not finish.</CardHeading>
      <CardContent>
        <ol className="flex flex-col gap-3">
          {DRIP.map((step) => (
            <li key={step.delay} className="rounded-lg border border-white/10 p-3 text-sm">
              <p className="text-xs font-semibold tracking-wide text-gold-200 uppercase">{step.delay}</p>
              <p className="font-medium text-white">{step.subject}</p>
              <p className="text-slate-300">{step.body}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** Marketing guidance: where the landing page's calls to action should send visitors. */
export function LandingCtaPanel() {
  const ctas = [
    { label: 'Find my forgotten subscriptions', to: SCREENS.subscriptions[0], why: 'The hero button: the one action that shows the product working.' },
    { label: 'Join the beta', to: SCREENS.beta[0], why: 'For visitors from campaigns: keep the utm_source on the link so the signup counts for its channel.' },
    { label: 'View pricing', to: SCREENS.pricing[0], why: 'Pricing views are the funnel\u2019s second stage; make the link visible above the fold.' },
  ];
  return (
    <Card>
      <CardHeading icon={MousePointer2} title="Landing-page calls to action" as="h3">Where each button on the landing page should lead.</CardHeading>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {ctas.map((cta) => (
            <li key={cta.to} className="text-sm">
              <Link to={cta.to} className="font-medium text-gold-200 underline-offset-4 hover:underline">
                {cta.label}
              </Link>
              <p className="text-slate-300">{cta.why}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
