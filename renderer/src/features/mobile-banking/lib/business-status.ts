import type { BadgeProps } from '@/components/ui/badge';

/** Spec core section 4: active green, paused yellow, completed blue, anything else grey. */
export function businessStatusVariant(status: string): NonNullable<BadgeProps['variant']> {
  switch (status) {
    case 'active':
      return 'success';
    case 'paused':
      return 'warning';
    case 'completed':
      return 'info';
    default:
      return 'secondary';
  }
}

export function businessStatusLabel(status: string): string {
  return status === '' ? 'Unknown' : status.charAt(0).toUpperCase() + status.slice(1);
}

/** Saved against the target, in percent, capped at 100 (spec core section 4). */
export function businessProgress(currentAmount: number, targetAmount: number): number {
  if (!(targetAmount > 0)) return 0;
  return Math.min(100, Math.max(0, (currentAmount / targetAmount) * 100));
}
