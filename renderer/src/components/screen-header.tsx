import { LayoutDashboard, ListOrdered, Wallet, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { PATHS, SCREENS } from '../../../shared/routes';
import { Brand } from '@/components/brand';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const LINKS: { label: string; to: string; icon: LucideIcon; testId: string }[] = [
  { label: 'Dashboard', to: SCREENS.dashboard[0], icon: LayoutDashboard, testId: 'header-dashboard' },
  { label: 'Transactions', to: PATHS.transactions, icon: ListOrdered, testId: 'header-transactions' },
  { label: 'Accounts', to: PATHS.accounts, icon: Wallet, testId: 'header-accounts' },
];

/**
 * The top bar of a consumer screen: the brand and the ways to the user's money (dashboard,
 * transactions, accounts). At phone width the links are icons; their names stay readable to screen
 * readers (and as tooltips), so each link keeps one accessible name at every width.
 */
export function ScreenHeader({ widthClass = 'max-w-7xl' }: { widthClass?: string }) {
  return (
    <header className="border-b border-white/10 bg-navy-950/90">
      <div className={cn('mx-auto flex items-center justify-between gap-2 px-4 py-4 sm:gap-4 sm:px-6', widthClass)}>
        <Brand />
        <nav aria-label="Your money">
          <ul className="flex items-center gap-1">
            {LINKS.map(({ label, to, icon: Icon, testId }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  title={label}
                  data-testid={testId}
                  className={({ isActive }) =>
                    cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'px-2.5 sm:px-3', isActive && 'bg-white/5 text-gold-300')
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  <span className="sr-only sm:not-sr-only">{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
