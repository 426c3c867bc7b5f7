import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { OWNER_SCREEN_PATHS } from '../../../shared/routes';
import { trackEvent } from '@/lib/analytics';
import { recordJourneyPath } from '@/lib/visitor-journey';

/**
 * Records a first-party page_view for every screen the visitor opens (issue #8: "page views for the
 * spec's pages"), and the visit's journey in browser storage. The checkout screens record their own
 * page_view with the plan, so they are skipped here to count each view once. The owner's command
 * centre is not traffic, so its screens record nothing.
 */
const SCREENS_WITH_OWN_PAGE_VIEW = new Set(['/checkout', '/payment-success']);

export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    // In a task of its own (a message to itself, not a timer a test's clock may hold): on a
    // server-rendered page this effect runs inside hydration's commit, which a request and a storage
    // write would make longer still on a phone.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      try {
        recordJourneyPath(window.localStorage, Date.now(), pathname, window.location.href);
      } catch {
        // No storage (blocked): nothing to remember.
      }
      if (!SCREENS_WITH_OWN_PAGE_VIEW.has(pathname) && !OWNER_SCREEN_PATHS.has(pathname)) void trackEvent('page_view', { path: pathname });
    };
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, [pathname]);
  return null;
}
