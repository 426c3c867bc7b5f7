import { CreditCard, HandCoins, Landmark, PiggyBank, TrendingUp } from 'lucide-react';
import type { BankAccountType } from '../../../../../shared/contracts/banking';
import { cn } from '@/lib/utils';

const ICONS = { checking: Landmark, savings: PiggyBank, credit: CreditCard, loan: HandCoins, investment: TrendingUp } as const satisfies Record<BankAccountType, unknown>;

export const ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit: 'Credit card',
  loan: 'Loan',
  investment: 'Investment',
};

export function AccountIcon({ type, className }: { type: BankAccountType; className?: string }) {
  const Icon = ICONS[type];
  return (
    <span className={cn('grid size-10 shrink-0 place-items-center rounded-full bg-navy-700 text-gold-300', className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
