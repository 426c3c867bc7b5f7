import { CreditCard, Home, Menu, Wallet, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type BottomNavItem = 'home' | 'accounts' | 'cards' | 'more';

interface BottomNavProps {
  onSelect: (item: BottomNavItem) => void;
}

const ITEMS: { id: BottomNavItem; label: string; icon: LucideIcon }[] = [
  { id: 'home', label: 'Home', icon: Home },
  { id: 'accounts', label: 'Accounts', icon: Wallet },
  { id: 'cards', label: 'Cards', icon: CreditCard },
  { id: 'more', label: 'More', icon: Menu },
];

/**
 * Home, Accounts, Cards, More (docs/product.md "Banking"). Home is this screen (back to the top),
 * Accounts jumps to the account list, Cards and More open sheets.
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
          return (
            <li key={id}>
              <button
                type="button"
                onClick={() => onSelect(id)}
                aria-current={current ? 'page' : undefined}
                aria-haspopup={id === 'cards' || id === 'more' ? 'dialog' : undefined}
                data-testid={`nav-${id}`}
                className={cn(
                  'flex w-full flex-col items-center gap-1 py-2.5 text-[0.7rem] font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-inset',
                  current ? 'text-gold-300' : 'text-slate-400 hover:text-white',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
