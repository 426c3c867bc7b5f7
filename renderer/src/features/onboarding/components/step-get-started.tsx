import { Clock, PiggyBank, SearchCheck, Timer } from 'lucide-react';
import { DEFAULT_MONTHLY_SAVINGS_TARGET } from '../../../../../shared/constants';
import { IconText } from '@/components/icon-text';
import { formatUsd, wholeMoney } from '@/lib/format';
import {
  hiddenSubscriptions,
  parseAge,
  parseMoneyOrZero,
  parseSubscriptionCount,
  parseTargetAmount,
  showsTargetAmount,
  type OnboardingForm,
} from '../lib/onboarding-form';
import { GOALS } from '../messages';

/** `currency`: the person's home currency, which their answers are in (the average saving is ours, in USD). */
export function StepGetStarted({ form, currency = 'USD' }: { form: OnboardingForm; currency?: string }) {
  const money = (amount: number) => wholeMoney(amount, currency);
  const goal = form.primaryGoal;
  const target = goal && showsTargetAmount(goal) ? parseTargetAmount(form.targetAmount) : undefined;
  const answers: [string, string][] = [
    ['Name', form.name.trim() || 'Not given yet'],
    ['Age', String(parseAge(form.age))],
    ['Monthly income', money(parseMoneyOrZero(form.monthlyIncome))],
    ['Primary goal', goal ? GOALS[goal].label : 'Not chosen yet'],
    ...(target !== undefined ? ([['Target amount', money(target)]] as [string, string][]) : []),
    [
      'Subscriptions you pay for',
      `About ${parseSubscriptionCount(form.estimatedCount)}, ${money(parseMoneyOrZero(form.monthlyCost))} a month`,
    ],
  ];

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-300">Here is what happens next. Check your answers, then complete setup.</p>

      <ul className="grid gap-3 sm:grid-cols-3" data-testid="get-started-summary">
        <SummaryTile
          icon={SearchCheck}
          value={String(hiddenSubscriptions(form))}
          label="Hidden subscriptions we expect to find"
          testId="summary-hidden-subscriptions"
        />
        <SummaryTile
          icon={PiggyBank}
          value={formatUsd(DEFAULT_MONTHLY_SAVINGS_TARGET)}
          label="Average monthly savings"
          testId="summary-average-savings"
        />
        <SummaryTile icon={Timer} value="24 hours" label="Until your first results" testId="summary-results" />
      </ul>
      <p className="-mt-3 text-xs text-slate-500">
        The estimate adds two to your own guess, because most people pay for more than they remember. The average
        saving is what our users report, not a promise.
      </p>

      <div className="rounded-lg border border-white/10 bg-navy-950/50 p-4">
        <h2 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Your answers</h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {answers.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-400">{term}</dt>
              <dd className="mb-2 font-medium text-white sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <IconText as="p" icon={Clock} iconClassName="size-4 text-gold-400" className="inline-flex items-center gap-2 text-sm text-slate-300">
        Connecting your bank takes 2-3 minutes. Results in 24 hours.
      </IconText>
    </div>
  );
}

interface SummaryTileProps {
  icon: typeof Clock;
  value: string;
  label: string;
  testId: string;
}

function SummaryTile({ icon: Icon, value, label, testId }: SummaryTileProps) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-gold-400/25 bg-gold-400/5 p-4 sm:flex-col sm:items-start" data-testid={testId}>
      <Icon aria-hidden="true" className="size-6 shrink-0 text-gold-400" />
      <div className="flex flex-col">
        <span className="font-serif text-2xl font-semibold text-white">{value}</span>
        <span className="text-sm text-slate-300">{label}</span>
      </div>
    </li>
  );
}
