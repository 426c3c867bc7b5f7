import { describe, expect, it } from 'vitest';
import { rowWindow, scrollTopFor } from './windowing';

const base = { rowHeight: 50, viewportHeight: 500, overscan: 5 };

describe('rowWindow', () => {
  it('renders the rows in view and the overscan after them at the top', () => {
    // Rows 0..9 fill the 500 px view; 5 more below; none above row 0.
    expect(rowWindow({ ...base, scrollTop: 0, count: 100_000 })).toEqual({ start: 0, end: 15, totalHeight: 5_000_000 });
  });

  it('renders the overscan on both sides in the middle of the list', () => {
    // scrollTop 1000 = row 20 at the top edge; rows 20..29 in view.
    expect(rowWindow({ ...base, scrollTop: 1000, count: 100_000 })).toEqual({ start: 15, end: 35, totalHeight: 5_000_000 });
  });

  it('counts a row cut by the edges of the view as in view', () => {
    // 1025: row 20 half hidden above, row 30 half shown below.
    expect(rowWindow({ ...base, scrollTop: 1025, count: 100_000 })).toMatchObject({ start: 15, end: 36 });
  });

  it('stops at the last row', () => {
    // 100 rows = 5000 px; the last screen starts at 4500 (row 90).
    expect(rowWindow({ ...base, scrollTop: 4500, count: 100 })).toEqual({ start: 85, end: 100, totalHeight: 5000 });
  });

  it('shows the last screen when the scroll position is past the end (the list just got shorter)', () => {
    expect(rowWindow({ ...base, scrollTop: 40_000, count: 30 })).toEqual({ start: 15, end: 30, totalHeight: 1500 });
  });

  it('renders every row of a list shorter than the view', () => {
    expect(rowWindow({ ...base, scrollTop: 0, count: 3 })).toEqual({ start: 0, end: 3, totalHeight: 150 });
  });

  it('renders nothing for no rows, and never a negative start', () => {
    expect(rowWindow({ ...base, scrollTop: 0, count: 0 })).toEqual({ start: 0, end: 0, totalHeight: 0 });
    expect(rowWindow({ ...base, scrollTop: -120, count: 50 })).toMatchObject({ start: 0, end: 15 });
  });

  it('renders at most view + 2 × overscan rows however long the list', () => {
    const win = rowWindow({ rowHeight: 56, viewportHeight: 640, overscan: 10, scrollTop: 56 * 54_321, count: 100_000 });
    expect(win.start).toBe(54_311);
    expect(win.end - win.start).toBe(32);
  });
});

describe('scrollTopFor', () => {
  const view = { rowHeight: 50, viewportHeight: 500, scrollTop: 1000 };
  it('leaves the scroll alone for a row in view', () => {
    expect(scrollTopFor(25, view)).toBeNull();
    expect(scrollTopFor(20, view)).toBeNull();
    expect(scrollTopFor(29, view)).toBeNull();
  });
  it('scrolls up to put a row above the view at the top', () => {
    expect(scrollTopFor(19, view)).toBe(950);
  });
  it('scrolls down the least to show a row below the view at the bottom', () => {
    expect(scrollTopFor(30, view)).toBe(1050);
    expect(scrollTopFor(99, view)).toBe(4500);
  });
});
