import { useCallback, useEffect, useReducer } from 'react';
import { useHealth } from '@/lib/health';
import { ExitIntentPopup } from './components/exit-intent-popup';
import { InstallCard } from './components/install-card';
import { PriceDropPopup } from './components/price-drop-popup';
import { ScrollPopup } from './components/scroll-popup';
import { useExitIntentTrigger, usePriceDropTrigger, useScrollTrigger } from './hooks/use-popup-triggers';
import type { PopupId } from './lib/overlay-constants';
import { initialPopupQueue, popupQueueReducer } from './lib/popup-queue';
import { browserStorage, markPopupShown, shownPopups } from './lib/popup-storage';
import { applyServiceWorkerPlan, currentServiceWorkerContext, serviceWorkerPlan } from './pwa/service-worker';

/**
 * The consumer landing's overlays (docs/product.md "Overlays"): the exit-intent, scroll and
 * price-drop popups, at most one open at a time and each shown once per browser, plus the PWA
 * install card and the service worker, both for the hosted web only.
 */
export function ConsumerOverlays() {
  const mode = useHealth().data?.mode;
  const [popups, dispatch] = useReducer(popupQueueReducer, undefined, () => initialPopupQueue(shownPopups(browserStorage())));
  const request = useCallback((id: PopupId) => dispatch({ type: 'request', id }), []);
  const requestExitIntent = useCallback(() => request('exit_intent'), [request]);
  const requestScroll = useCallback(() => request('scroll'), [request]);
  const requestPriceDrop = useCallback(() => request('price_drop'), [request]);
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  // Marked when it opens, so a reload while it is open does not show it again.
  useEffect(() => {
    if (popups.open) markPopupShown(browserStorage(), popups.open, Date.now());
  }, [popups.open]);

  useExitIntentTrigger(!popups.seen.includes('exit_intent'), requestExitIntent);
  useScrollTrigger(!popups.seen.includes('scroll'), requestScroll);
  usePriceDropTrigger(!popups.seen.includes('price_drop'), requestPriceDrop);

  useEffect(() => {
    void applyServiceWorkerPlan(serviceWorkerPlan(currentServiceWorkerContext(mode)));
  }, [mode]);

  return (
    <>
      <ExitIntentPopup open={popups.open === 'exit_intent'} onClose={close} />
      <ScrollPopup open={popups.open === 'scroll'} onClose={close} />
      <PriceDropPopup open={popups.open === 'price_drop'} onClose={close} />
      {mode === 'hosted' ? <InstallCard /> : null}
    </>
  );
}
