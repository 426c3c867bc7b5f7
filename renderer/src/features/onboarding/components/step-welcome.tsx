import { Clock, PiggyBank, SearchCheck, Wallet } from 'lucide-react';
import { IconText } from '@/components/icon-text';

const HIGHLIGHTS = [
  { icon: SearchCheck, title: 'Find forgotten subscriptions', text: 'We look for recurring charges you may have stopped using.' },
  { icon: Wallet, title: 'A budget that fits your income', text: 'Your money split across bills, debt, savings and spending.' },
  { icon: PiggyBank, title: 'Track what you save', text: 'A monthly savings target and progress you can see.' },
] as const;

export function StepWelcome() {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-300">
        A few questions about you and your goals, and we set up your dashboard around them. You can change every answer
        later.
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-lg border border-white/10 bg-navy-950/50 p-4 sm:flex-col">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-gold-400" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold text-white">{title}</p>
              <p className="text-sm text-slate-400">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <IconText as="p" icon={Clock} iconClassName="size-4 text-gold-400" className="inline-flex items-center gap-2 text-sm text-slate-300">
        Setup takes 2-3 minutes.
      </IconText>
    </div>
  );
}
