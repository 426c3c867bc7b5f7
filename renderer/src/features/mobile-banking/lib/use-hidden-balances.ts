import { useCallback, useState } from 'react';

/** Remembered on this device, so balances stay hidden on the next visit too (a privacy choice). */
const STORAGE_KEY = 'wealth-desk.mobile.hide-balances';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether balances are hidden (•••••), and the toggle. */
export function useHiddenBalances(): [boolean, () => void] {
  const [hidden, setHidden] = useState(readStored);
  const toggle = useCallback(() => {
    setHidden((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Storage may be unavailable (private mode): the toggle still works for this visit.
      }
      return next;
    });
  }, []);
  return [hidden, toggle];
}
