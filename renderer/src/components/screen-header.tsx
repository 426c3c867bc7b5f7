import { NavLink, useLocation } from 'react-router-dom';
import { OWNER_SCREEN_PATHS, PATHS } from '../../../shared/routes';
import { AccountMenu } from '@/components/app-nav/account-menu';
import { APP_GROUPS, COMMAND_CENTRE_BAR, type NavArea } from '@/components/app-nav/areas';
import { AppMenu } from '@/components/app-nav/app-menu';
import { Brand } from '@/components/brand';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The four places a person visits most, in the bar on wide screens (everything is in the menu). */
const MONEY_BAR: readonly NavArea[] = APP_GROUPS[0]!.areas.slice(0, 4);

/**
 * The top bar of every app screen (docs/product.md "Navigation"): the brand (home is the
 * dashboard), the most used places on wide screens, the menu with every area, and the account menu.
 * On a command-centre screen the bar shows the owner's dashboards instead.
 */
export function ScreenHeader() {
  const { pathname } = useLocation();
  const commandCentre = OWNER_SCREEN_PATHS.has(pathname);
  const bar = commandCentre ? COMMAND_CENTRE_BAR : MONEY_BAR;
  return (
    <header className="border-b border-white/10 bg-navy-950/90">
      {/* As wide as the widest screen whatever the page's own width: the bar needs the room. */}
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4 sm:px-6">
        <Brand to={PATHS.dashboard} tagline={commandCentre ? 'Command centre' : undefined} className="shrink-0" />
        {/* The owner's bar is longer: it waits for a wider screen. */}
        <nav aria-label={commandCentre ? 'Command centre' : 'Your money'} className={cn('hidden min-w-0 flex-1', commandCentre ? 'xl:block' : 'lg:block')}>
          <ul className="flex items-center gap-1">
            {bar.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'px-3', isActive && 'bg-white/5 text-gold-300')
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <AppMenu />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
