import { describe, expect, it } from 'vitest';
import { isExitIntent, isPastScrollThreshold, scrolledPercent } from './triggers';

describe('scroll depth', () => {
  it('is the share of the scrollable height', () => {
    expect(scrolledPercent(0, 3000, 1000)).toBe(0);
    expect(scrolledPercent(1000, 3000, 1000)).toBe(50);
    expect(scrolledPercent(2000, 3000, 1000)).toBe(100);
  });

  it('reads 0 on a page that does not scroll, and stays within 0-100', () => {
    expect(scrolledPercent(0, 800, 800)).toBe(0);
    expect(scrolledPercent(10, 500, 800)).toBe(0);
    expect(scrolledPercent(-50, 3000, 1000)).toBe(0);
    expect(scrolledPercent(2500, 3000, 1000)).toBe(100);
    expect(scrolledPercent(Number.NaN, 3000, 1000)).toBe(0);
  });

  it('opens the popup only above 60 percent', () => {
    expect(isPastScrollThreshold(60)).toBe(false);
    expect(isPastScrollThreshold(60.1)).toBe(true);
    expect(isPastScrollThreshold(scrolledPercent(1201, 3000, 1000))).toBe(true);
  });
});

describe('exit intent', () => {
  it('is the pointer leaving the window through its top edge', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: -3, relatedTarget: null })).toBe(true);
  });

  it('is not leaving through another edge, nor moving between elements', () => {
    expect(isExitIntent({ clientY: 400, relatedTarget: null })).toBe(false);
    expect(isExitIntent({ clientY: 0, relatedTarget: {} as EventTarget })).toBe(false);
  });
});
