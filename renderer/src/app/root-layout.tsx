import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { DemoModeNotice } from '@/features/system/components/demo-mode-notice';
import { HashTarget } from './hash-target';
import { PageViewTracker } from './page-view-tracker';

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
      <ScrollRestoration />
      <HashTarget />
    </>
  );
}
