import { Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { APP_GROUPS, COMMAND_CENTRE_GROUP, type NavGroup } from '@/components/app-nav/areas';
import { Button } from '@/components/ui/button';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { useCurrentUser } from '@/lib/current-user';
import { cn } from '@/lib/utils';

/**
 * "Menu": every area of the app in one sheet, grouped; the owner also gets the command centre.
 * A sheet rather than a sidebar so it reads the same on a phone and a desktop.
 */
export function AppMenu() {
  const [open, setOpen] = useState(false);
  const owner = useCurrentUser().data?.role === 'owner';
  const groups = owner ? [...APP_GROUPS, COMMAND_CENTRE_GROUP] : APP_GROUPS;
  return (
    <>
      <Button variant="ghost" size="sm" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} data-testid="app-menu-button">
        <Menu aria-hidden="true" className="size-4" />
        Menu
      </Button>
      <BottomSheet open={open} onOpenChange={setOpen} title="Menu" testId="app-menu">
        <nav aria-label="All areas" className="flex flex-col gap-5">
          {groups.map((group) => (
            <MenuGroup key={group.title} group={group} onNavigate={() => setOpen(false)} />
          ))}
        </nav>
      </BottomSheet>
    </>
  );
}

function MenuGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const headingId = `app-menu-${group.title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-gold-400 uppercase">
        {group.title}
      </h3>
      <ul className="grid grid-cols-2 gap-1">
        {group.areas.map(({ label, to, icon: Icon }) => (
          <li key={to} className="min-w-0">
            <NavLink
              to={to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-10 items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-200 transition-colors hover:bg-white/5 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300',
                  isActive && 'bg-white/5 text-gold-300',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
              <span className="min-w-0 break-words">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
