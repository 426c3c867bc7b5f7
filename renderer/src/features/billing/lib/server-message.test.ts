import { describe, expect, it } from 'vitest';
import { errorStatus, serverMessage } from './server-message';

describe('serverMessage', () => {
  it("takes the server's sentence from a JSON error body", () => {
    const body = JSON.stringify({ error: { code: 'conflict', message: 'All 5 seats are in use.' } });
    expect(serverMessage(new Error(`409: ${body}`))).toBe('All 5 seats are in use.');
    expect(serverMessage(new Error('403: {"error":"Only the Business plan owner can invite."}'))).toBe(
      'Only the Business plan owner can invite.',
    );
  });

  it('keeps a plain-text body, and the whole message when the body says nothing readable', () => {
    expect(serverMessage(new Error('500: Internal Server Error'))).toBe('Internal Server Error');
    expect(serverMessage(new Error('502: <html>bad gateway</html>'))).toBe('502: <html>bad gateway</html>');
    expect(serverMessage(new Error('404: {"other":1}'))).toBe('404: {"other":1}');
  });

  it('explains a network failure and anything that is not an Error', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toMatch(/Could not reach the server/);
    expect(serverMessage('nope')).toMatch(/Something went wrong/);
    expect(serverMessage(new Error('plain'))).toBe('plain');
  });
});

describe('errorStatus', () => {
  it('reads the status the api client put first', () => {
    expect(errorStatus(new Error('409: {}'))).toBe(409);
    expect(errorStatus(new Error('no status'))).toBeNull();
    expect(errorStatus(null)).toBeNull();
  });
});
