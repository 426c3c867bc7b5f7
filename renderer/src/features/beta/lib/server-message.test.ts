import { describe, expect, it } from 'vitest';
import { serverMessage } from './server-message';

describe('serverMessage', () => {
  it('takes the message out of our JSON error body', () => {
    expect(serverMessage(new Error('409: {"error":{"code":"beta_closed","message":"The beta signup has closed."}}'))).toBe('The beta signup has closed.');
  });

  it('keeps a body that is not ours as it came', () => {
    expect(serverMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
    expect(serverMessage(new Error('500: {"other":1}'))).toBe('{"other":1}');
  });

  it('keeps a network error message', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(serverMessage('odd')).toBe('odd');
  });
});
