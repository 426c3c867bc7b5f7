import { describe, expect, it } from 'vitest';
import { parseProjected } from './projected';

describe('parseProjected (?projected= from the landing calculator)', () => {
  it.each([
    ['89', 89],
    ['127.5', 127.5],
    [' 40 ', 40],
  ])('%j -> %d', (raw, value) => {
    expect(parseProjected(raw)).toBe(value);
  });

  it.each([null, '', '0', '0.0', '-5', 'abc', '12abc', 'Infinity', 'NaN', '1e3', '$50', '0x10'])('%j is ignored', (raw) => {
    expect(parseProjected(raw)).toBeNull();
  });
});
