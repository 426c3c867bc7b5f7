/**
 * Registers the service worker (renderer/public/sw.js) for offline start, only where an installable
 * web app makes sense: the hosted web. Not on the desktop (the Electron window loads the app from its
 * own in-process server on a random local port; an offline cache there would only go stale), and not
 * in local web mode (a loopback server behind a per-launch access token, where a worker would outlive
 * the server and keep serving an old shell on that port). GET /api/health says which mode runs.
 */
import type { AppMode } from '../../../../../../../shared/contracts/health';

export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerContext {
  /** The server's mode from /api/health; undefined while unknown (then nothing is decided). */
  mode: AppMode | undefined;
  /** The renderer's build target (VITE_APP_TARGET). */
  target: string | undefined;
  /** The Electron preload's bridge (window.desktop) is present. */
  hasDesktopBridge: boolean;
  /** navigator.serviceWorker exists (a secure context in a browser that has workers). */
  supported: boolean;
}

export type ServiceWorkerPlan = 'register' | 'unregister' | 'none';

export function serviceWorkerPlan(context: ServiceWorkerContext): ServiceWorkerPlan {
  if (!context.supported || context.target === 'desktop' || context.hasDesktopBridge) return 'none';
  if (context.mode === undefined) return 'none';
  // Any other mode removes a worker this origin may still hold, so it cannot serve a stale shell.
  return context.mode === 'hosted' ? 'register' : 'unregister';
}

export function currentServiceWorkerContext(mode: AppMode | undefined): ServiceWorkerContext {
  return {
    mode,
    target: import.meta.env.VITE_APP_TARGET as string | undefined,
    hasDesktopBridge: typeof window !== 'undefined' && 'desktop' in window,
    supported: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
  };
}

/**
 * The scripts and styles this page already loaded before the worker took control: handed to the
 * worker so the next start works offline too (lazy screens included).
 */
function loadedAssetUrls(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const parsed = new URL(url, window.location.href);
      return parsed.origin === window.location.origin && parsed.pathname.startsWith('/assets/');
    });
  return [...new Set(urls)];
}

let started = false;

export async function applyServiceWorkerPlan(plan: ServiceWorkerPlan): Promise<void> {
  if (plan === 'none' || started) return;
  started = true;
  try {
    if (plan === 'unregister') {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations
          .filter((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL.endsWith(SERVICE_WORKER_URL))
          .map((r) => r.unregister()));
      return;
    }
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    ready.active?.postMessage({ type: 'cache-assets', urls: loadedAssetUrls() });
  } catch (error) {
    // Offline start is a convenience: the app works the same without it.
    console.warn('service worker registration failed', error);
  }
}
