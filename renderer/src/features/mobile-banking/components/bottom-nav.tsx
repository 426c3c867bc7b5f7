import { CreditCard, Home, Menu, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../../../shared/routes';
import { cn } from '@/lib/utils';

/** The items that act on this screen; Accounts is a link to /accounts. */
export type BottomNavItem = 'home' | 'cards' | 'more';

interface BottomNavProps {
  onSelect: (item: BottomNavItem) => void;
}

type Item = { id: BottomNavItem | 'accounts'; label: string; icon: LucideIcon };

const ITEMS: Item[] = [
  { id: 'home', label: 'Home', icon: Home },
  { id: 'accounts', label: 'Accounts', icon: Wallet },
  { id: 'cards', label: 'Cards', icon: CreditCard },
  { id: 'more', label: 'More', icon: Menu },
];

const ITEM_CLASS =
  'flex w-full flex-col items-center gap-1 py-2.5 text-[0.7rem] font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-inset';

/**
 * Home, Accounts, Cards, More (docs/product.md "Banking"). Home is this screen (back to the top),
 * Accounts opens /accounts (where accounts are managed), Cards and More open sheets.
 */
export function BottomNav({ onSelect }: BottomNavProps) {
  return (
    <nav
      aria-label="Mobile banking"
      className="fixed inset-x-0 bottom-0 z-30 mx-auto w-full max-w-[480px] border-t border-white/10 bg-navy-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:border-x"
    >
      <ul className="grid grid-cols-4">
        {ITEMS.map(({ id, label, icon: Icon }) => {
          const current = id === 'home';
          const content = (
            <>
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </>
          );
          return (
            <li key={id}>
              {id === 'accounts' ? (
                <Link to={PATHS.accounts} data-testid="nav-accounts" className={cn(ITEM_CLASS, 'text-slate-400 hover:text-white')}>
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  onClick={() => onSelect(id)}
                  aria-current={current ? 'page' : undefined}
                  aria-haspopup={id === 'cards' || id === 'more' ? 'dialog' : undefined}
                  data-testid={`nav-${id}`}
                  className={cn(ITEM_CLASS, current ? 'text-gold-300' : 'text-slate-400 hover:text-white')}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
