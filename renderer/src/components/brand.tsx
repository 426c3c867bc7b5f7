import { Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/routes';
import { cn } from '@/lib/utils';

export const PRODUCT_NAME = 'Wealth Desk';

/** The product mark; a link home (the landing page, or the dashboard inside the app). */
export function Brand({ tagline, className, to = PATHS.home }: { tagline?: string; className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'group inline-flex items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300',
        className,
      )}
    >
      <span className="grid size-9 place-items-center rounded-md border border-gold-400/50 bg-gold-400/10">
        <Landmark aria-hidden="true" className="size-5 text-gold-400" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-lg font-semibold tracking-wide text-white">{PRODUCT_NAME}</span>
        {tagline ? (
          <span className="text-[0.65rem] font-semibold tracking-[0.2em] text-gold-400 uppercase">{tagline}</span>
        ) : null}
      </span>
    </Link>
  );
}
