import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { plainErrorMessage, refusalMessage } from './error-message';

describe('plainErrorMessage', () => {
  it("uses the server's own sentence", () => {
    const error = new ApiError(400, '400: {"error":{"code":"bad_request","message":"The file is empty"}}');
    expect(plainErrorMessage(error, 'fallback')).toBe('The file is empty');
  });

  it('falls back when the body is not the error shape', () => {
    expect(plainErrorMessage(new ApiError(500, '500: Internal Server Error'), 'Please try again.')).toBe('Please try again.');
    expect(plainErrorMessage(new ApiError(502, '502: {"nope":1}'), 'Please try again.')).toBe('Please try again.');
    expect(plainErrorMessage(new Error('boom'), 'Please try again.')).toBe('Please try again.');
  });

  it('names a network failure and a too-large upload', () => {
    expect(plainErrorMessage(new TypeError('Failed to fetch'), 'x')).toMatch(/Could not reach the server/);
    expect(plainErrorMessage(new ApiError(413, '413: '), 'x')).toBe('The file is too large for the server.');
  });
});

describe('refusalMessage', () => {
  it("gives the server's sentence for a refusal only", () => {
    expect(refusalMessage(new ApiError(403, '403: {"error":{"code":"plan_limit","message":"The Free plan links 1 bank."}}'))).toBe(
      'The Free plan links 1 bank.',
    );
    expect(refusalMessage(new ApiError(500, '500: {"error":{"message":"boom"}}'))).toBeNull();
    expect(refusalMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
