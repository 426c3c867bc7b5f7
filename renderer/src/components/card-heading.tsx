import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconText } from '@/components/icon-text';
import { CardDescription, CardHeader } from '@/components/ui/card';

interface CardHeadingProps {
  icon: LucideIcon;
  title: ReactNode;
  /** The heading's id, for the region or list it names. */
  id?: string;
  as?: 'h2' | 'h3';
  iconClassName?: string;
  /** The line under the heading. */
  children?: ReactNode;
}

/** A card's header: its heading led by an icon, and what the card is for under it. */
export function CardHeading({ icon, title, id, as = 'h2', iconClassName = 'size-5 text-gold-300', children }: CardHeadingProps) {
  return (
    <CardHeader>
      <IconText as={as} icon={icon} iconClassName={iconClassName} id={id} className="flex items-center gap-2 text-lg font-semibold text-white">
        {title}
      </IconText>
      {children === undefined ? null : <CardDescription>{children}</CardDescription>}
    </CardHeader>
  );
}
