/**
 * List windowing for the ledger (docs/product.md "Transactions": the screen renders only the rows
 * on screen). Rows have one fixed height, so which rows are in view is arithmetic on the scroll
 * position: no measuring of rows, and the scrollbar is right for 100,000 rows before any is loaded.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefCallback } from 'react';

export interface WindowInput {
  /** The scroll container's scrollTop, in px. */
  scrollTop: number;
  /** The scroll container's visible height, in px. */
  viewportHeight: number;
  rowHeight: number;
  count: number;
  /** Rows rendered beyond each edge of the view, so a quick scroll shows no gap. */
  overscan: number;
}

export interface RowWindow {
  /** First row rendered (inclusive). */
  start: number;
  /** After the last row rendered (exclusive). */
  end: number;
  /** The height of every row together: the scroll content's height. */
  totalHeight: number;
}

/** The rows to render for a scroll position: those in view, plus `overscan` on each side, inside [0, count). */
export function rowWindow({ scrollTop, viewportHeight, rowHeight, count, overscan }: WindowInput): RowWindow {
  const totalHeight = count * rowHeight;
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, totalHeight: Math.max(0, totalHeight) };
  // A scroll position past the end (the list just got shorter) shows its last screen.
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, totalHeight - viewportHeight));
  const firstVisible = Math.floor(top / rowHeight);
  const lastVisible = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight); // exclusive
  return {
    start: Math.max(0, firstVisible - overscan),
    end: Math.min(count, Math.max(lastVisible, firstVisible + 1) + overscan),
    totalHeight,
  };
}

/** The scrollTop that brings row `index` fully into view, or null when it already is. */
export function scrollTopFor(index: number, { scrollTop, viewportHeight, rowHeight }: Pick<WindowInput, 'scrollTop' | 'viewportHeight' | 'rowHeight'>): number | null {
  const rowTop = index * rowHeight;
  const rowBottom = rowTop + rowHeight;
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + viewportHeight) return Math.max(0, rowBottom - viewportHeight);
  return null;
}

export interface RowWindowOptions {
  rowHeight: number;
  overscan?: number;
  /** The viewport height assumed before the container is measured (first render, server render). */
  initialViewportHeight?: number;
}

export interface RowWindowState extends RowWindow {
  /** Attach to the scroll container. */
  containerRef: RefCallback<HTMLElement>;
  /** Scrolls the least needed to show row `index` whole. */
  scrollToIndex: (index: number) => void;
  /** Back to the first row (new filters). */
  scrollToTop: () => void;
  /** The rows per screen, for Page Up / Page Down. */
  rowsPerPage: number;
}

/**
 * The window of rows of a scroll container: re-rendered only when the set of rows to render
 * changes, not on every scroll event.
 */
export function useRowWindow(count: number, { rowHeight, overscan = 8, initialViewportHeight = 640 }: RowWindowOptions): RowWindowState {
  const [view, setView] = useState({ scrollTop: 0, viewportHeight: initialViewportHeight });
  const element = useRef<HTMLElement | null>(null);
  const current = rowWindow({ ...view, rowHeight, count, overscan });
  const countRef = useRef(count);
  useLayoutEffect(() => {
    countRef.current = count;
  });

  const measure = useCallback(() => {
    const el = element.current;
    if (!el) return;
    const next = { scrollTop: el.scrollTop, viewportHeight: el.clientHeight || initialViewportHeight };
    setView((seen) => {
      const shown = rowWindow({ ...seen, rowHeight, count: countRef.current, overscan });
      const wanted = rowWindow({ ...next, rowHeight, count: countRef.current, overscan });
      // Only a change of the rendered rows (or of the page size) is worth a render.
      return wanted.start === shown.start && wanted.end === shown.end && next.viewportHeight === seen.viewportHeight ? seen : next;
    });
  }, [rowHeight, overscan, initialViewportHeight]);

  const observer = useRef<ResizeObserver | null>(null);
  const containerRef = useCallback<RefCallback<HTMLElement>>(
    (el) => {
      element.current?.removeEventListener('scroll', measure);
      observer.current?.disconnect();
      element.current = el;
      if (!el) return;
      el.addEventListener('scroll', measure, { passive: true });
      if (typeof ResizeObserver !== 'undefined') {
        observer.current = new ResizeObserver(measure);
        observer.current.observe(el);
      }
      measure();
    },
    [measure],
  );

  // The count changed (a page arrived, rows were deleted): the window may have to move.
  useEffect(measure, [count, measure]);

  const scrollToIndex = useCallback(
    (index: number) => {
      const el = element.current;
      if (!el) return;
      const top = scrollTopFor(index, { scrollTop: el.scrollTop, viewportHeight: el.clientHeight || initialViewportHeight, rowHeight });
      if (top !== null) el.scrollTop = top;
      measure();
    },
    [rowHeight, initialViewportHeight, measure],
  );

  const scrollToTop = useCallback(() => {
    if (element.current) element.current.scrollTop = 0;
    measure();
  }, [measure]);

  return {
    ...current,
    containerRef,
    scrollToIndex,
    scrollToTop,
    rowsPerPage: Math.max(1, Math.floor(view.viewportHeight / rowHeight)),
  };
}
