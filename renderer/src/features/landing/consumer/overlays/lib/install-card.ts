/** When the PWA install card shows (docs/product.md "Overlays"), as pure decisions. */
import { INSTALL_CARD_DELAY_MS } from './overlay-constants';

export interface InstallCardInput {
  /** When the browser offered installation (beforeinstallprompt), or null before it has. */
  promptAvailableAt: number | null;
  /** The app already runs installed (standalone) or was installed from this page. */
  installed: boolean;
  /** The visitor said "Not now" before (remembered). */
  dismissed: boolean;
}

/** Milliseconds until the card should show (0: now), or null when it should not show at all. */
export function installCardDelayMs(input: InstallCardInput, now: number): number | null {
  if (input.installed || input.dismissed || input.promptAvailableAt === null) return null;
  return Math.max(0, input.promptAvailableAt + INSTALL_CARD_DELAY_MS - now);
}
