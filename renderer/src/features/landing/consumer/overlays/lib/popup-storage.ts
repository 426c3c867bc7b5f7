/**
 * The popups' "shown once per browser" flags and the install card's dismissal, in localStorage.
 * Storage can be full or blocked (private modes, policies): reads then say "not yet", writes are
 * skipped, and the page's own state still keeps each popup to one showing.
 */
import { OVERLAY_STORAGE_KEYS, POPUP_IDS, type PopupId } from './overlay-constants';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: FlagStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: FlagStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Blocked or full: the flag holds for this page only.
  }
}

export function wasPopupShown(storage: FlagStorage, id: PopupId): boolean {
  return read(storage, OVERLAY_STORAGE_KEYS.shown[id]) !== null;
}

export function shownPopups(storage: FlagStorage): PopupId[] {
  return POPUP_IDS.filter((id) => wasPopupShown(storage, id));
}

/** Stores when the popup was shown (the time is for support questions; any value means "shown"). */
export function markPopupShown(storage: FlagStorage, id: PopupId, now: number): void {
  write(storage, OVERLAY_STORAGE_KEYS.shown[id], new Date(now).toISOString());
}

export function isInstallCardDismissed(storage: FlagStorage): boolean {
  return read(storage, OVERLAY_STORAGE_KEYS.installDismissed) !== null;
}

export function markInstallCardDismissed(storage: FlagStorage, now: number): void {
  write(storage, OVERLAY_STORAGE_KEYS.installDismissed, new Date(now).toISOString());
}

/** window.localStorage, or a storage that remembers nothing when the browser refuses access to it. */
export function browserStorage(): FlagStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}
