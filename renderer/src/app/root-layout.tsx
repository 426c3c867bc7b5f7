import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { DemoModeNotice } from '@/features/system/components/demo-mode-notice';
import { HashTarget } from './hash-target';
import { PageViewTracker } from './page-view-tracker';

/** Unique to this page load (see restorationKey). */
const PAGE_LOAD = `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The key the router saves and restores scroll positions under: its own location key, except for a
 * page opened fresh at an address with a #section (a shared link). Every fresh load has the key
 * "default", so it would restore where the last fresh page was left (often the top, a moment after
 * the section was opened); its own key per load means it has nothing to restore and goes to the hash.
 */
function restorationKey(location: Location): string {
  return location.key === 'default' && location.hash ? `default${location.hash}@${PAGE_LOAD}` : location.key;
}

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <DemoModeNotice />
      <PageViewTracker />
      <Outlet />
      <Toaster />
      <ScrollRestoration getKey={restorationKey} />
      <HashTarget />
    </>
  );
}
