/**
 * Open all (docs/product.md "Campaign tools": 1 s apart): the first link opens at once, inside the
 * click, and each next one OPEN_ALL_SPACING_MS later, so the browser sees one new tab at a time.
 */

export interface OpenAllTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** When each link opens, in ms after the click: 0, spacing, 2 x spacing ... */
export function openAllOffsets(count: number, spacingMs: number): number[] {
  return Array.from({ length: count }, (_, i) => i * spacingMs);
}

/**
 * Opens each url with `open`, the first now and the rest `spacingMs` apart; `onOpened(n)` reports
 * how many have opened. Returns a cancel function that stops the links not yet opened.
 */
export function scheduleOpenAll(
  urls: readonly string[],
  spacingMs: number,
  open: (url: string) => void,
  onOpened: (opened: number) => void,
  timers: OpenAllTimers,
): () => void {
  const handles: unknown[] = [];
  const offsets = openAllOffsets(urls.length, spacingMs);
  urls.forEach((url, i) => {
    const fire = () => {
      open(url);
      onOpened(i + 1);
    };
    if (offsets[i] === 0) fire();
    else handles.push(timers.setTimeout(fire, offsets[i]!));
  });
  return () => handles.forEach((h) => timers.clearTimeout(h));
}
