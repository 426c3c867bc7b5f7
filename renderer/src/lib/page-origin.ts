import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * The page's origin (scheme, host, port) for absolute links, such as a share link. A server render
 * has no window, so it renders '' and the browser fills the origin in right after hydrating
 * (useSyncExternalStore renders the server's value while hydrating, so the two renders agree).
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => '',
  );
}
