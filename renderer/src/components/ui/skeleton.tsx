import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-white/10', className)} {...props} />;
}

/** One skeleton bar per entry, top to bottom, each of that entry's size: the outline of lines still loading. */
export function SkeletonBars({ sizes }: { sizes: readonly string[] }) {
  return sizes.map((size, i) => <Skeleton key={i} className={size} />);
}

/** `count` equal skeleton blocks, for a row of cards or lines still loading. */
export function Skeletons({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);
}

interface SkeletonCardsProps {
  count: number;
  cardClassName?: string;
  /** One skeleton block filling each card, of this size... */
  className?: string;
  /** ...or the skeleton layout each card holds. */
  children?: ReactNode;
  /** Each card in a list item, for a list of cards. */
  listItems?: boolean;
}

/** `count` cards of the same skeleton layout, for a grid or list of cards still loading. */
export function SkeletonCards({ count, cardClassName = 'p-6', className, children, listItems = false }: SkeletonCardsProps) {
  return Array.from({ length: count }, (_, i) => {
    const card = <Card className={cardClassName}>{children ?? <Skeleton className={className} />}</Card>;
    return listItems ? <li key={i}>{card}</li> : <Fragment key={i}>{card}</Fragment>;
  });
}
