import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isUnauthorized, serverErrorMessage } from './error-message';

describe('serverErrorMessage', () => {
  it("shows the provider's own sentence from the JSON error body", () => {
    const body = JSON.stringify({ error: { code: 'card_declined', message: 'Your card was declined.' } });
    expect(serverErrorMessage(new ApiError(402, `402: ${body}`))).toBe('Your card was declined.');
  });

  it('falls back to the raw message when the body is not a JSON error', () => {
    expect(serverErrorMessage(new ApiError(502, '502: Bad Gateway'))).toBe('502: Bad Gateway');
  });

  it('explains a network failure', () => {
    expect(serverErrorMessage(new TypeError('Failed to fetch'))).toMatch(/could not reach the server/i);
  });
});

describe('isUnauthorized', () => {
  it('is true for a 401 only', () => {
    expect(isUnauthorized(new ApiError(401, '401: x'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, '403: x'))).toBe(false);
    expect(isUnauthorized(new Error('x'))).toBe(false);
  });
});
