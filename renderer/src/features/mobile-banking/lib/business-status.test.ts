import { describe, expect, it } from 'vitest';
import { businessProgress, businessStatusLabel, businessStatusVariant } from './business-status';

describe('business status colours', () => {
  it('follows the spec: active green, paused yellow, completed blue, anything else grey', () => {
    expect(businessStatusVariant('active')).toBe('success');
    expect(businessStatusVariant('paused')).toBe('warning');
    expect(businessStatusVariant('completed')).toBe('info');
    expect(businessStatusVariant('closed')).toBe('secondary');
    expect(businessStatusLabel('paused')).toBe('Paused');
  });
});

describe('businessProgress', () => {
  it('is a percentage capped at 100', () => {
    expect(businessProgress(250, 1000)).toBe(25);
    expect(businessProgress(1500, 1000)).toBe(100);
    expect(businessProgress(10, 0)).toBe(0);
  });
});
