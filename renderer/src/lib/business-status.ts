/** How every screen shows a business savings account's status and progress (one place for both). */
import type { BadgeProps } from '@/components/ui/badge';

export type StatusTone = NonNullable<BadgeProps['variant']>;

/** docs/product.md "Business savings": active green, paused yellow, completed blue, anything else grey. */
export function statusTone(status: string): StatusTone {
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

export function statusLabel(status: string): string {
  if (!status) return 'Unknown';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * Progress toward the target as a whole percentage, capped at 100
 * (docs/product.md "Business savings"). Rounded down, so the screen never shows 100% before the
 * target is actually reached.
 */
export function progressPercent(current: number, target: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(target) || target <= 0) return 0;
  const percent = Math.floor((Math.max(0, current) / target) * 100);
  return Math.min(100, percent);
}
