/**
 * The pricing events (docs/product.md "Pricing"): view_pricing on load, then
 * urgency_banner_clicked, sticky_cta_clicked, pricing_tier_clicked and pricing_cta_clicked, through
 * the app's one tracking helper (renderer/src/lib/analytics.ts).
 */

export const PRICING_EVENTS = {
  view: 'view_pricing',
  urgencyBanner: 'urgency_banner_clicked',
  stickyCta: 'sticky_cta_clicked',
  tier: 'pricing_tier_clicked',
  cta: 'pricing_cta_clicked',
} as const;

/**
 * Waits for a promise, but no longer than `ms`. Before the page leaves for checkout it gives the
 * tracking request a moment to finish, without ever holding the visitor up on analytics.
 */
export function settleWithin(promise: Promise<unknown>, ms: number, timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis): Promise<void> {
  return new Promise((resolve) => {
    const timer = timers.setTimeout(resolve, ms);
    promise.then(
      () => {
        timers.clearTimeout(timer);
        resolve();
      },
      () => {
        timers.clearTimeout(timer);
        resolve();
      },
    );
  });
}
