/**
 * The browser's offer to install the app (beforeinstallprompt), kept for the install card. The
 * listeners start when this module loads, because the browser fires the event once per page and
 * does not wait for the card to be mounted.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in the DOM typings): prompt() shows the browser's install dialog once. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallPromptState {
  /** The kept event; null before the browser offers installation and after it has been used. */
  event: BeforeInstallPromptEvent | null;
  /** When the offer arrived (ms since the epoch). */
  availableAt: number | null;
  /** Installed from this page (appinstalled). */
  installed: boolean;
}

let state: InstallPromptState = { event: null, availableAt: null, installed: false };
const listeners = new Set<() => void>();

function set(next: InstallPromptState): void {
  state = next;
  for (const listener of listeners) listener();
}

function isBeforeInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

function onBeforeInstallPrompt(event: Event): void {
  // Keep the browser's own mini-infobar away: the card offers installation at a calmer moment.
  event.preventDefault();
  if (!isBeforeInstallPromptEvent(event) || state.installed) return;
  set({ ...state, event, availableAt: Date.now() });
}

function onAppInstalled(): void {
  set({ event: null, availableAt: null, installed: true });
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
}

/** Shows the browser's install dialog; the event is spent either way (the browser allows one prompt). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const { event } = state;
  if (!event) return 'unavailable';
  set({ ...state, event: null });
  try {
    await event.prompt();
    const choice = event.userChoice ? await event.userChoice : null;
    const outcome = choice?.outcome ?? 'dismissed';
    if (outcome === 'accepted') set({ ...state, installed: true });
    return outcome;
  } catch (error) {
    console.warn('install prompt failed', error);
    return 'dismissed';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallPrompt(): InstallPromptState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

/** The page runs as the installed app (a standalone window), so there is nothing to install. */
export function runsInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
