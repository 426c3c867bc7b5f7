import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface SectionCardProps {
  icon: LucideIcon;
  title: string;
  titleId: string;
  /** A red edge, for what cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}

/** One block of "Your data": a titled card region. */
export function SectionCard({ icon: Icon, title, titleId, danger = false, children }: SectionCardProps) {
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('flex flex-col gap-3 p-5', danger && 'border-red-400/30')}>
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-white">
        <Icon aria-hidden="true" className={cn('size-5', danger ? 'text-red-300' : 'text-gold-300')} />
        {title}
      </h3>
      {children}
    </Card>
  );
}
