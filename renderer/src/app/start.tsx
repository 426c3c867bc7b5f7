// First: zod must not probe eval under our CSP (see the module).
import '../lib/zod-jitless';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HYDRATING_ATTRIBUTE, SERVER_STATE_ELEMENT } from '../../../shared/constants';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { AppRouter, loadFirstScreen } from './router';

/**
 * The answers a server-rendered page's markup shows (docs/architecture.md "Server-rendered first
 * paint"), into the query cache: the first render then shows what the markup shows, without asking
 * again. A page without them, or with unreadable ones, starts empty and asks.
 */
function takeServerState(): void {
  const element = document.getElementById(SERVER_STATE_ELEMENT);
  if (!element?.textContent) return;
  try {
    hydrateQueries(queryClient, JSON.parse(element.textContent));
  } catch {
    // Not ours or cut short: the screens ask the server themselves.
  }
}

/** Runs `onHydrated` once the tree below it is hydrated (its effects run after hydration's commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Starts the app in `container`: hydrates the server's markup when there is some, else renders.
 * `onHydrated` runs once the server's markup is live (main.tsx then lets clicks and keys through).
 */
export async function startApp(container: HTMLElement, onHydrated?: () => void): Promise<void> {
  const serverRendered = container.hasChildNodes();
  if (serverRendered) takeServerState();
  // The first screen's module first, so the first render is the screen itself (loadFirstScreen).
  await loadFirstScreen();
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  // The first render (or hydration) is a transition: React does it in slices of a few milliseconds
  // and lets the browser in between, instead of one long task a phone's CPU stalls on
  // (docs/architecture.md "Chunks and preloads").
  if (serverRendered) {
    // A screen whose markup differs from the browser's render (a time zone in a date, say) is
    // rendered again by React: said once, as a warning.
    // The server marks the markup (nothing in it answers before its handlers exist); hydrated, it is live.
    const live = () => {
      container.removeAttribute(HYDRATING_ATTRIBUTE);
      onHydrated?.();
    };
    startTransition(() => {
      hydrateRoot(container, <Hydrated onHydrated={live}>{app}</Hydrated>, {
        onRecoverableError: (error) => console.warn('The server-rendered page differed from the browser’s render; it was rendered again.', error),
      });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
