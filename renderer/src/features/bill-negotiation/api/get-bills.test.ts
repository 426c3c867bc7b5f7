import { describe, expect, it } from 'vitest';
import { browserUtcOffset, billsQueryKey, billsQueryPrefix } from './get-bills';

describe('bills query', () => {
  it('sends the offset east of UTC in minutes', () => {
    const date = new Date();
    expect(browserUtcOffset(date)).toBe(-date.getTimezoneOffset());
  });
  it('keys every offset under the prefix a submission invalidates', () => {
    expect(billsQueryKey(120).slice(0, billsQueryPrefix.length)).toEqual([...billsQueryPrefix]);
  });
});
