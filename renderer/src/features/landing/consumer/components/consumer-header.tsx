import { LogIn, LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../../../../shared/routes';
import { Brand } from '@/components/brand';
import { buttonVariants } from '@/components/ui/button';
import { SkeletonBars } from '@/components/ui/skeleton';
import { signInHref, SIGN_OUT_HREF, useCurrentUser } from '@/lib/current-user';
import { useHealth } from '@/lib/health';
import { cn } from '@/lib/utils';
import { trackLandingClick } from '../lib/landing-tracking';
import { TrackedLink } from './tracked-link';

const LOGIN_HREF = signInHref('/');

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-200 transition-colors hover:bg-white/5 hover:text-white ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300';

/**
 * The consumer header (docs/product.md "Consumer face"): signed in, the user's email (or username)
 * with My Subscriptions and Log Out; signed out, Sign In and Pricing. Only hosted accounts can log
 * out: the desktop owner is always signed in (as on the dashboard).
 */
export function ConsumerHeader() {
  const user = useCurrentUser();
  const hosted = useHealth().data?.mode === 'hosted';

  let nav;
  if (user.isPending) {
    nav = (
      <div aria-busy="true" className="flex items-center gap-2" data-testid="header-user-loading">
        <span className="sr-only">Checking whether you are signed in</span>
        <SkeletonBars sizes={['h-9 w-24', 'h-9 w-20']} />
      </div>
    );
  } else if (user.data) {
    const name = user.data.email || user.data.username;
    nav = (
      <ul className="flex flex-wrap items-center justify-end gap-1">
        <li className="max-w-[16rem] truncate px-2 text-sm text-slate-300" data-testid="header-user">
          <span className="sr-only">Signed in as </span>
          {name}
        </li>
        <li>
          <Link to={PATHS.dashboard} className={linkClass}>
            Dashboard
          </Link>
        </li>
        <li>
          <TrackedLink element="header_my_subscriptions" to="/subscriptions" className={linkClass}>
            My Subscriptions
          </TrackedLink>
        </li>
        {hosted ? (
          <li>
            <a href={SIGN_OUT_HREF} onClick={() => trackLandingClick('header_log_out')} className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }))}>
              <LogOut aria-hidden="true" className="size-4" />
              Log Out
            </a>
          </li>
        ) : null}
      </ul>
    );
  } else {
    // Nobody signed in (or the check failed: signing in is then the useful offer).
    nav = (
      <ul className="flex items-center gap-1">
        <li>
          <a href={LOGIN_HREF} onClick={() => trackLandingClick('header_sign_in')} className={linkClass}>
            <LogIn aria-hidden="true" className="mr-1.5 inline size-4" />
            Sign In
          </a>
        </li>
        <li>
          <TrackedLink element="header_pricing" to="/pricing" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Pricing
          </TrackedLink>
        </li>
      </ul>
    );
  }

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-navy-950/85 backdrop-blur supports-[backdrop-filter]:bg-navy-950/70">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Brand tagline="Subscription Saver" />
        <nav aria-label="Account">{nav}</nav>
      </div>
    </header>
  );
}
