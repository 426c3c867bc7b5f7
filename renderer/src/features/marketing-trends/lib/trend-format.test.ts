import { describe, expect, it } from 'vitest';
import { formatAnalyzedAt, formatClockTime, formatMomentum, formatScore, scheduleRows, sentimentTone } from './trend-format';

describe('trend display rules', () => {
  it('names each sentiment with its tone', () => {
    expect(sentimentTone('positive')).toEqual({ label: 'Positive', tone: 'success' });
    expect(sentimentTone('negative')).toEqual({ label: 'Negative', tone: 'destructive' });
    expect(sentimentTone('neutral')).toEqual({ label: 'Neutral', tone: 'secondary' });
  });

  it('shows scores with at most one decimal', () => {
    expect(formatScore(72)).toBe('72');
    expect(formatScore(72.25)).toBe('72.3');
    expect(formatScore(0)).toBe('0');
  });

  it('words momentum honestly, including no data', () => {
    expect(formatMomentum(null)).toBe('No visits yet');
    expect(formatMomentum(1)).toBe('Steady');
    expect(formatMomentum(4.29)).toBe('4.29x the weekly average');
    expect(formatMomentum(0.5)).toBe('0.5x the weekly average');
    expect(formatMomentum(0)).toBe('0x the weekly average');
    expect(formatMomentum(2)).toBe('2x the weekly average');
  });

  it('lists the schedule in the fixed platform order and skips empty platforms', () => {
    expect(scheduleRows({ reddit: ['07:00'], twitter: ['09:00', '12:00'], email: [] })).toEqual([
      { platform: 'twitter', times: ['09:00', '12:00'] },
      { platform: 'reddit', times: ['07:00'] },
    ]);
  });

  it('formats clock times on a 12-hour clock', () => {
    expect(formatClockTime('00:01')).toBe('12:01 AM');
    expect(formatClockTime('09:00')).toBe('9:00 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('17:30')).toBe('5:30 PM');
  });

  it('says when the last analysis ran', () => {
    expect(formatAnalyzedAt(null)).toBe('Not analyzed yet');
    expect(formatAnalyzedAt(Date.UTC(2026, 10, 21, 12, 0), 'UTC')).toBe('Last analyzed Nov 21, 2026, 12:00 PM');
  });
});
