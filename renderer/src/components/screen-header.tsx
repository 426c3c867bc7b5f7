import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../shared/routes';
import { Brand } from '@/components/brand';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The top bar of a consumer screen: the brand and a way back to the dashboard. */
export function ScreenHeader({ widthClass = 'max-w-7xl' }: { widthClass?: string }) {
  return (
    <header className="border-b border-white/10 bg-navy-950/90">
      <div className={cn('mx-auto flex items-center justify-between gap-4 px-4 py-4 sm:px-6', widthClass)}>
        <Brand />
        <Link to={SCREENS.dashboard[0]} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Dashboard
        </Link>
      </div>
    </header>
  );
}
