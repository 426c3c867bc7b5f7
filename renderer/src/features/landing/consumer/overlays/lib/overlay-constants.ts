/**
 * The popups' and the install card's constants (docs/product.md "Overlays"), defined once. No
 * imports, so the end-to-end tests read the same numbers and storage keys as the app.
 */

/** Exit intent also opens after this long on the page when the mouse never leaves (2 minutes). */
export const EXIT_INTENT_TIMEOUT_MS = 120_000;
/** The scroll popup opens once the page is scrolled past this share of its scrollable height. */
export const SCROLL_POPUP_THRESHOLD_PERCENT = 60;
/** A visitor away for longer than this is a returning visitor (24 hours). */
export const RETURNING_VISITOR_AWAY_MS = 24 * 60 * 60_000;
/** The price-drop popup opens this long after a returning visitor arrives (5 minutes). */
export const PRICE_DROP_DELAY_MS = 5 * 60_000;
/** The install card appears this long after the browser offers installation (30 s). */
export const INSTALL_CARD_DELAY_MS = 30_000;
/**
 * Activity closer together than this is one visit (the analytics session's idle limit), so a reload
 * or a walk through other screens does not restart the price-drop countdown.
 */
export const VISIT_IDLE_MS = 30 * 60_000;

/** The popups' own expiry wording (static marketing text, docs/product.md "Overlays"). */
export const EXIT_INTENT_EXPIRY_TEXT = 'Offer expires in 24 hours';
export const PRICE_DROP_EXPIRY_TEXT = 'Offer expires in 2 hours';

export const POPUP_IDS = ['exit_intent', 'scroll', 'price_drop'] as const;
export type PopupId = (typeof POPUP_IDS)[number];

/** Browser-storage keys (localStorage): each popup's "already shown" flag, the visit, the install card. */
export const OVERLAY_STORAGE_KEYS = {
  shown: {
    exit_intent: 'wealth-desk.popup.exit-intent.shown',
    scroll: 'wealth-desk.popup.scroll.shown',
    price_drop: 'wealth-desk.popup.price-drop.shown',
  },
  visit: 'wealth-desk.popup.visit',
  installDismissed: 'wealth-desk.pwa.install-dismissed',
} as const satisfies { shown: Record<PopupId, string>; visit: string; installDismissed: string };
