import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../../../shared/routes';
import { Brand } from '@/components/brand';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The institutional landing's top navigation (docs/product.md "Institutional face"), in this order. */
const NAV_LINKS = [
  { to: PATHS.mobile, label: 'Mobile Banking' },
  { to: PATHS.creditScore, label: 'Credit Score' },
  { to: PATHS.aiCoach, label: 'AI Coach' },
  { to: PATHS.metaverse, label: 'Metaverse' },
  { to: PATHS.blog, label: 'Blog' },
  { to: PATHS.referral, label: 'Earn Rewards' },
] as const;

const PRICING_LINK = { to: PATHS.pricing, label: 'View Pricing' } as const;

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300';

export function LandingHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-navy-950/85 backdrop-blur supports-[backdrop-filter]:bg-navy-950/70">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Brand tagline="Institutional" />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="ml-2">
              <Link to={PRICING_LINK.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {PRICING_LINK.label}
              </Link>
            </li>
          </ul>
        </nav>
        {/* The way into the app (the personal-finance screens), at every width. */}
        <Link to={PATHS.dashboard} className={cn(buttonVariants({ size: 'sm' }), 'ml-auto shrink-0 lg:ml-0')}>
          Open the app
        </Link>
        <button
          type="button"
          className="rounded-md p-2 text-slate-200 hover:bg-white/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Main (compact)"
        className={cn('border-t border-white/10 px-4 pb-4 lg:hidden', open ? 'block' : 'hidden')}
      >
        <ul className="flex flex-col gap-1 pt-3">
          {[...NAV_LINKS, PRICING_LINK].map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={cn(linkClass, 'block text-base')} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
