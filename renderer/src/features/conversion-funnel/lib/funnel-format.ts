import { formatUsd } from '@/lib/format';

/** "1,234" */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Whole dollars without cents ("$475"), others with them ("$0.48"). */
export function formatDollars(dollars: number): string {
  return formatUsd(dollars, { cents: 'auto' });
}

/** "1 purchase", "3 purchases" (with the count formatted). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
