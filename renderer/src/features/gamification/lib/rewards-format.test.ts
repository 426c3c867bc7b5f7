import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { apiErrorCode, coinsShort, percentOf } from './rewards-format';

describe('percentOf', () => {
  it('clamps to 0-100', () => {
    expect(percentOf(250, 500)).toBe(50);
    expect(percentOf(7, 5)).toBe(100);
    expect(percentOf(1, 0)).toBe(0);
  });
});

describe('apiErrorCode', () => {
  it('reads the code from the error body', () => {
    expect(apiErrorCode(new ApiError(409, '409: {"error":{"code":"already_claimed","message":"x"}}'))).toBe('already_claimed');
    expect(apiErrorCode(new ApiError(500, '500: Internal Server Error'))).toBeUndefined();
    expect(apiErrorCode(new Error('boom'))).toBeUndefined();
  });
});

describe('coinsShort', () => {
  it('is never negative', () => {
    expect(coinsShort(50, 100)).toBe(50);
    expect(coinsShort(150, 100)).toBe(0);
  });
});
