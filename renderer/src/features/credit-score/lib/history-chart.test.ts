import { describe, expect, it } from 'vitest';
import { CREDIT_HISTORY_DISPLAY, type CreditHistoryEntry } from '../../../../../shared/contracts/credit';
import { chronological, displayedHistory, historySummary, linePath, linePoints, scoreAxis } from './history-chart';

const entry = (i: number, score: number, date: string): CreditHistoryEntry => ({ id: `h${i}`, date, score, change: 0, event: `e${i}` });

describe('displayedHistory', () => {
  it('keeps the first 12 entries, newest first', () => {
    const entries = Array.from({ length: 20 }, (_, i) => entry(i, 600 + i, `2025-01-${String(i + 1).padStart(2, '0')}`));
    const shown = displayedHistory(entries);
    expect(shown).toHaveLength(CREDIT_HISTORY_DISPLAY);
    expect(shown[0]!.id).toBe('h0');
    expect(shown.at(-1)!.id).toBe('h11');
    expect(displayedHistory(entries.slice(0, 3))).toHaveLength(3);
  });

  it('reverses to oldest first for the time axis', () => {
    expect(chronological([3, 2, 1])).toEqual([1, 2, 3]);
  });
});

describe('scoreAxis', () => {
  it('widens to multiples of 50 with headroom', () => {
    expect(scoreAxis([640, 652, 681])).toEqual({ min: 600, max: 700, ticks: [600, 650, 700] });
  });

  it('never leaves the 300-850 scale', () => {
    const low = scoreAxis([300, 310]);
    expect(low.min).toBe(300);
    const high = scoreAxis([845, 850]);
    expect(high.max).toBe(850);
    expect(high.max - high.min).toBeGreaterThanOrEqual(100);
    expect(high.ticks.at(-1)).toBe(850);
  });

  it('gives a flat line some room', () => {
    const axis = scoreAxis([580, 580]);
    expect(axis.min).toBeLessThan(580);
    expect(axis.max).toBeGreaterThan(580);
    expect(axis.max - axis.min).toBeGreaterThanOrEqual(100);
  });

  it('falls back to the whole scale without data', () => {
    expect(scoreAxis([])).toEqual({ min: 300, max: 850, ticks: [300, 850] });
  });
});

describe('linePoints', () => {
  it('spreads points left to right with higher scores nearer the top', () => {
    const points = linePoints([600, 650, 700], { min: 600, max: 700 }, 200, 100);
    expect(points).toEqual([
      { x: 0, y: 100 },
      { x: 100, y: 50 },
      { x: 200, y: 0 },
    ]);
    expect(linePath(points)).toBe('M0 100 L100 50 L200 0');
  });

  it('centres a single point', () => {
    expect(linePoints([650], { min: 600, max: 700 }, 200, 100)).toEqual([{ x: 100, y: 50 }]);
  });
});

describe('historySummary', () => {
  it('describes the line in one sentence', () => {
    const oldestFirst = [entry(1, 640, '2025-01-01'), entry(2, 700, '2025-02-01'), entry(3, 690, '2025-03-01')];
    expect(historySummary(oldestFirst)).toBe(
      'Estimated score over 3 entries, from 640 on Jan 1, 2025 to 690 on Mar 1, 2025; lowest 640, highest 700.',
    );
  });

  it('handles one entry and none', () => {
    expect(historySummary([entry(1, 640, '2025-01-01')])).toBe('Estimated score history: one entry, 640 on Jan 1, 2025.');
    expect(historySummary([])).toBe('No score history yet.');
  });
});
