import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isUnauthorized, serverErrorMessage } from './error-message';

describe('serverErrorMessage', () => {
  it("uses the server's JSON message", () => {
    const error = new ApiError(500, '500: {"error":{"code":"internal","message":"The scan could not finish."}}');
    expect(serverErrorMessage(error)).toBe('The scan could not finish.');
  });
  it('accepts { error: "text" } too', () => {
    expect(serverErrorMessage(new ApiError(404, '404: {"error":"Subscription not found"}'))).toBe('Subscription not found');
  });
  it('keeps the spec\'s "status: text" when the body is not JSON', () => {
    expect(serverErrorMessage(new ApiError(502, '502: Bad Gateway'))).toBe('502: Bad Gateway');
  });
  it('a network failure in plain words', () => {
    expect(serverErrorMessage(new TypeError('Failed to fetch'))).toMatch(/Could not reach the server/);
  });
  it('other errors keep their message', () => {
    expect(serverErrorMessage(new Error('oops'))).toBe('oops');
    expect(serverErrorMessage('???')).toBe('Something went wrong. Please try again.');
  });
  it('isUnauthorized only for 401', () => {
    expect(isUnauthorized(new ApiError(401, '401: x'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, '403: x'))).toBe(false);
    expect(isUnauthorized(new Error('401: x'))).toBe(false);
  });
});
