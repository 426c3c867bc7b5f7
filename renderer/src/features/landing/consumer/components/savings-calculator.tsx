import { Calculator, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SAVINGS_CALCULATOR } from '../../../../../../shared/landing';
import { IconText } from '@/components/icon-text';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatUsd } from '@/lib/format';
import { estimateFromInputs } from '../lib/savings-calculator';
import { trackLandingClick, trackLandingImpression } from '../lib/landing-tracking';
import { useImpression } from '../lib/use-browser';
import { SectionHeading } from './section-heading';
import { SocialProofVariant } from './social-proof-variant';
import { TrackedLink } from './tracked-link';

const METHOD = `${Math.round(SAVINGS_CALCULATOR.spendShare * 100)}% of your monthly subscription spend plus ${formatUsd(SAVINGS_CALCULATOR.perSubscriptionDollars)} per subscription`;

type Result = ReturnType<typeof estimateFromInputs>;

/** The savings calculator (docs/product.md "Consumer face"): an input view, then a result view with Recalculate. */
export function SavingsCalculatorSection() {
  const ref = useImpression(() => trackLandingImpression('savings_calculator'));
  return (
    <section ref={ref} aria-labelledby="calculator-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" data-testid="savings-calculator-section">
      <SectionHeading id="calculator-heading" eyebrow="Savings calculator" title="How much could you save?">
        A quick estimate from two numbers. Your real figure comes from scanning your own transactions.
      </SectionHeading>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[1.3fr_1fr]">
        <SavingsCalculator />
        <SocialProofVariant />
      </div>
    </section>
  );
}

function SavingsCalculator() {
  const [spend, setSpend] = useState('');
  const [count, setCount] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const spendRef = useRef<HTMLInputElement>(null);
  // Focus follows the view switch, so keyboard and screen-reader users land on what changed.
  const [focusTarget, setFocusTarget] = useState<'result' | 'input' | null>(null);
  useEffect(() => {
    if (focusTarget === 'result') resultHeadingRef.current?.focus();
    if (focusTarget === 'input') spendRef.current?.focus();
  }, [focusTarget, result]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = estimateFromInputs(spend, count);
    setResult(next);
    setFocusTarget('result');
    trackLandingClick('calculator_calculate', { estimate: next.estimate });
  };

  const recalculate = () => {
    setResult(null);
    setFocusTarget('input');
    trackLandingClick('calculator_recalculate');
  };

  if (result) {
    return (
      <Card className="flex flex-col gap-5 p-6 sm:p-8" data-testid="calculator-result-view">
        <h3 ref={resultHeadingRef} tabIndex={-1} className="text-lg font-semibold text-white focus:outline-none">
          Your estimated saving
        </h3>
        <p className="flex items-baseline gap-2">
          <span className="font-serif text-5xl font-semibold text-gold-300 tabular-nums" data-testid="calculator-result">
            {formatUsd(result.estimate)}
          </span>
          <span className="text-slate-300">a month</span>
        </p>
        <p className="text-sm text-slate-400" data-testid="calculator-method">
          {result.spend === 0 && result.count === 0
            ? `With nothing entered we show a typical starting figure of ${formatUsd(SAVINGS_CALCULATOR.defaultEstimateDollars)}. Enter your numbers for your own estimate.`
            : `Estimate: ${METHOD} (${formatUsd(result.spend)} a month across ${result.count} ${result.count === 1 ? 'subscription' : 'subscriptions'}).`}
        </p>
        <div className="flex flex-wrap gap-3">
          <TrackedLink element="calculator_find_subscriptions" to="/subscriptions" className={buttonVariants()}>
            Find My Subscriptions
          </TrackedLink>
          <Button variant="outline" onClick={recalculate}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Recalculate
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className="p-6 sm:p-8" data-testid="calculator-input-view">
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <IconText as="h3" icon={Calculator} iconClassName="size-5 text-gold-400" className="flex items-center gap-2 text-lg font-semibold text-white">
          Your subscriptions
        </IconText>
        <FormField label="Monthly subscription spend (USD)" hint="Roughly what your subscriptions cost you each month.">
          {(control) => (
            <Input
              {...control}
              ref={spendRef}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 120"
              value={spend}
              onChange={(e) => setSpend(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Number of subscriptions" hint="Streaming, apps, memberships, boxes: anything that renews.">
          {(control) => (
            <Input {...control} inputMode="numeric" autoComplete="off" placeholder="e.g. 6" value={count} onChange={(e) => setCount(e.target.value)} />
          )}
        </FormField>
        <p className="text-xs text-slate-400">How we estimate: {METHOD}, rounded to whole dollars.</p>
        <Button type="submit" size="lg" className="self-start">
          Calculate My Savings
        </Button>
      </form>
    </Card>
  );
}
