import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes } from 'react';

interface IconTextProps extends HTMLAttributes<HTMLElement> {
  /** The element: a heading, a paragraph, a definition term; a span by default. */
  as?: 'span' | 'p' | 'h2' | 'h3' | 'h4' | 'dt' | 'div' | 'label' | 'legend';
  icon: LucideIcon;
  iconClassName?: string;
}

/**
 * Text led by a decorative icon, as headings, labels and notes across the app show it. The icon is
 * hidden from assistive technology, which reads the text alone.
 */
export function IconText({ as: Tag = 'span', icon: Icon, iconClassName, children, ...props }: IconTextProps) {
  return (
    <Tag {...props}>
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </Tag>
  );
}
