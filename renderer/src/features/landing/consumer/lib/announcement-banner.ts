/**
 * The announcement banner (docs/product.md "Consumer face": "dismissible announcement banner, 7-day
 * risk-free premium trial text"). A dismissal is remembered on this device, so it stays closed.
 */
import type { KeyValueStorage } from './ab-assignment';

export const BANNER_DISMISSED_KEY = 'wealth-desk.landing.announcement-dismissed';

export function isBannerDismissed(storage: KeyValueStorage | undefined): boolean {
  try {
    return storage?.getItem(BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberBannerDismissed(storage: KeyValueStorage | undefined): void {
  try {
    storage?.setItem(BANNER_DISMISSED_KEY, 'true');
  } catch {
    // Storage blocked: the banner stays closed for this page only.
  }
}
