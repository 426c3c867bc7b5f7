import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a linked section may take to appear (a lazily loaded screen, its data) before we give up. */
const WAIT_MS = 5_000;

/**
 * A link to "/pricing#case-studies-heading" scrolls to that element once it exists. The router's
 * scroll restoration looks for it at the moment of navigation, before a lazily loaded screen has
 * rendered it, so on a cold load the page stayed at the top: this waits for the element instead.
 */
export function HashTarget() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const find = () => document.getElementById(id);
    if (find()) return; // already there: the router scrolled to it
    const observer = new MutationObserver(() => {
      const target = find();
      if (!target) return;
      observer.disconnect();
      target.scrollIntoView({ block: 'start' });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [hash, key]);
  return null;
}
