import { CheckCircle2, Mail, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PROGRESSIVE_CAPTURE } from '../../../../../../shared/landing';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { formatUsd } from '@/lib/format';
import { trackLandingClick, trackLandingImpression } from '../lib/landing-tracking';
import { canSubmitEmail, pickPotentialSaving, type CaptureStep } from '../lib/potential-saving';
import { useImpression } from '../lib/use-browser';
import { SectionHeading } from './section-heading';
import { TrackedLink } from './tracked-link';

const PROGRESS_TICK_MS = 100;
const STEP_NUMBER: Record<CaptureStep, number> = { intro: 1, analysing: 2, result: 3, done: 4 };

/**
 * The progressive email capture (docs/product.md "Consumer face"): intro, a 3 s analysing step,
 * a random illustrative saving with an email form, then a confirmation. It makes no server call
 * (local confirmation only), so the confirmation promises nothing we do not do.
 */
export function EmailCaptureSection() {
  const [step, setStep] = useState<CaptureStep>('intro');
  const [progress, setProgress] = useState(0);
  const [saving, setSaving] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [confirmedEmail, setConfirmedEmail] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ref = useImpression(() => trackLandingImpression('email_capture'));

  useEffect(() => {
    if (step !== 'analysing') return;
    const startedAt = Date.now();
    const tick = window.setInterval(() => setProgress(Math.min(100, ((Date.now() - startedAt) / PROGRESSIVE_CAPTURE.analysingMs) * 100)), PROGRESS_TICK_MS);
    const done = window.setTimeout(() => {
      setSaving(pickPotentialSaving());
      setStep('result');
    }, PROGRESSIVE_CAPTURE.analysingMs);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [step]);

  // Each new step takes the focus, so keyboard and screen-reader users follow the flow.
  useEffect(() => {
    if (step !== 'intro') headingRef.current?.focus();
  }, [step]);

  const start = () => {
    setProgress(0);
    setStep('analysing');
    trackLandingClick('capture_start');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitEmail(email, submitting)) return;
    setSubmitting(true);
    // Local confirmation only: nothing is sent, so there is nothing to wait for.
    setConfirmedEmail(email.trim());
    setStep('done');
    setSubmitting(false);
    trackLandingClick('capture_submit');
  };

  let content;
  if (step === 'intro') {
    content = (
      <>
        <h3 className="text-xl font-semibold text-white">See what people like you could save</h3>
        <p className="text-slate-300">Three quick steps, no bank connection needed.</p>
        <Button size="lg" className="self-start" onClick={start}>
          <Sparkles aria-hidden="true" className="size-4" />
          Start
        </Button>
      </>
    );
  } else if (step === 'analysing') {
    content = (
      <>
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-white focus:outline-none">
          Analysing typical subscription patterns...
        </h3>
        <Progress value={progress} label="Analysing" />
        <p className="text-sm text-slate-400">This takes a few seconds.</p>
      </>
    );
  } else if (step === 'result') {
    content = (
      <>
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-white focus:outline-none">
          You could save up to <span data-testid="capture-saving">{formatUsd(saving ?? 0)}</span> a month
        </h3>
        <p className="text-sm text-slate-400" data-testid="capture-estimate-note">
          An illustrative estimate from a typical range ({formatUsd(PROGRESSIVE_CAPTURE.minSavingDollars)} to{' '}
          {formatUsd(PROGRESSIVE_CAPTURE.maxSavingDollars)} a month), not calculated from your accounts.
        </p>
        <form onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <FormField label="Email address" className="flex-1">
            {(control) => (
              <Input {...control} type="email" required autoComplete="email" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </FormField>
          <Button type="submit" disabled={submitting}>
            <Mail aria-hidden="true" className="size-4" />
            Continue
          </Button>
        </form>
      </>
    );
  } else {
    content = (
      <>
        <h3 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold text-white focus:outline-none">
          <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-300" />
          You are all set
        </h3>
        <p className="text-slate-300" data-testid="capture-confirmation">
          Thanks, {confirmedEmail}. Your address stays on this page: we do not send emails from here. For your real figure, scan
          your own transactions.
        </p>
        <TrackedLink element="capture_find_subscriptions" to="/subscriptions" className={buttonVariants({ className: 'self-start' })}>
          Find My Subscriptions
        </TrackedLink>
      </>
    );
  }

  return (
    <section ref={ref} aria-labelledby="capture-heading" className="bg-navy-900/40" data-testid="email-capture-section">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-16 sm:px-6">
        <SectionHeading id="capture-heading" eyebrow="Quick check" title="What could you be saving?" />
        <Card className="flex flex-col gap-4 p-6 sm:p-8" data-testid="email-capture" data-step={step}>
          <p className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase" data-testid="capture-step">
            Step {STEP_NUMBER[step]} of 4
          </p>
          {content}
        </Card>
      </div>
    </section>
  );
}
