import { LogIn, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_AREAS, COMMAND_CENTRE_GROUP } from '@/components/app-nav/areas';
import { Button } from '@/components/ui/button';
import { SIGN_OUT_HREF, signInHref, useCurrentUser } from '@/lib/current-user';
import { useHealth } from '@/lib/health';

/** The command centre opens on its first dashboard. */
const COMMAND_CENTRE_HOME = COMMAND_CENTRE_GROUP.areas[0]!;

const ITEM =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-200 hover:bg-white/5 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300';

/**
 * The account menu: profile and settings, plan and billing, setup; the command centre for the
 * owner; sign in or out in hosted mode (desktop and local web have no session to end). A disclosure
 * (a button and the list it shows) rather than an ARIA menu: its items are ordinary links, reached
 * with Tab; Escape or a click elsewhere closes it.
 */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const user = useCurrentUser().data;
  const hosted = useHealth().data?.mode === 'hosted';
  const { pathname } = useLocation();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Following one of its links closes it.
  const close = () => setOpen(false);
  const name = user ? user.firstName || user.username : null;
  const signedOut = hosted && user === null;
  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing out of the open list closes it.
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((now) => !now)}
        data-testid="account-menu-button"
      >
        <UserRound aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Account</span>
      </Button>
      {open ? (
        <div
          id={listId}
          className="absolute top-full right-0 z-30 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-white/10 bg-navy-900 p-2 shadow-xl shadow-black/50"
          data-testid="account-menu"
        >
          {name ? (
            <p className="truncate px-3 pt-1 pb-2 text-xs text-slate-400">
              Signed in as <span className="font-medium text-slate-200">{name}</span>
            </p>
          ) : null}
          <ul className="flex flex-col">
            {signedOut ? (
              <li>
                <a href={signInHref(pathname)} className={ITEM}>
                  <LogIn aria-hidden="true" className="size-4 text-gold-400" />
                  Sign in
                </a>
              </li>
            ) : (
              ACCOUNT_AREAS.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} className={ITEM} onClick={close}>
                    <Icon aria-hidden="true" className="size-4 text-gold-400" />
                    {label}
                  </Link>
                </li>
              ))
            )}
            {user?.role === 'owner' ? (
              <li>
                <Link to={COMMAND_CENTRE_HOME.to} className={ITEM} onClick={close}>
                  <COMMAND_CENTRE_HOME.icon aria-hidden="true" className="size-4 text-gold-400" />
                  Command centre
                </Link>
              </li>
            ) : null}
            {hosted && user ? (
              <li className="mt-1 border-t border-white/10 pt-1">
                <a href={SIGN_OUT_HREF} className={ITEM}>
                  <LogOut aria-hidden="true" className="size-4 text-gold-400" />
                  Sign out
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
