import type { AllocationKey, BudgetMode } from '../../../../shared/constants';

/** How the consumer dashboard names the four budget modes. */
export const MODE_LABELS: Record<BudgetMode, string> = {
  'ai-control': 'AI Control',
  'debt-mode': 'Debt Crusher',
  'goal-mode': 'Goal Getter',
  'challenge-mode': 'Savings Challenge',
};

export const MODE_DESCRIPTIONS: Record<BudgetMode, string> = {
  'ai-control': 'A balanced plan that covers bills first and saves a quarter.',
  'debt-mode': 'Puts the most toward paying debt down fast.',
  'goal-mode': 'Puts the most toward savings for your goal.',
  'challenge-mode': 'Trims spending to the bone and saves more.',
};

/** The five allocation buckets, in the order of ALLOCATION_KEYS. */
export const ALLOCATION_LABELS: Record<AllocationKey, string> = {
  bills: 'Bills',
  debt: 'Debt payoff',
  savings: 'Savings',
  spending: 'Spending',
  flexFund: 'Flex fund',
};

/** One colour per bucket: the chart's stroke and the legend's swatch. */
export const ALLOCATION_COLORS: Record<AllocationKey, { stroke: string; swatch: string }> = {
  bills: { stroke: 'stroke-gold-400', swatch: 'bg-gold-400' },
  debt: { stroke: 'stroke-rose-400', swatch: 'bg-rose-400' },
  savings: { stroke: 'stroke-emerald-400', swatch: 'bg-emerald-400' },
  spending: { stroke: 'stroke-sky-400', swatch: 'bg-sky-400' },
  flexFund: { stroke: 'stroke-violet-400', swatch: 'bg-violet-400' },
};

export const DASHBOARD_TOASTS = {
  saveFailed: {
    title: 'Settings not saved',
    description: 'We could not save your budget settings. Please try again.',
    variant: 'destructive',
  },
} as const;

export function settingsSavedToast(mode: BudgetMode, incomeText: string) {
  return {
    title: 'Budget updated',
    description: `Your plan now uses ${MODE_LABELS[mode]} on ${incomeText} a month.`,
  };
}
