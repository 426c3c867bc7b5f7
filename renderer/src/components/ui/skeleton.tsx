import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-white/10', className)} {...props} />;
}

/** `count` equal skeleton blocks, for a row of cards or lines still loading. */
export function Skeletons({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);
}
