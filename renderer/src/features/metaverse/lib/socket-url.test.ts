import { describe, expect, it } from 'vitest';
import { metaverseSocketUrl } from './socket-url';

describe('metaverse socket url', () => {
  it('follows the page origin and scheme', () => {
    expect(metaverseSocketUrl({ protocol: 'http:', host: '127.0.0.1:4731' }, 'u-1')).toBe('ws://127.0.0.1:4731/metaverse?userId=u-1');
    expect(metaverseSocketUrl({ protocol: 'https:', host: 'app.example.com' }, 'u-1')).toBe('wss://app.example.com/metaverse?userId=u-1');
  });

  it('encodes the user id', () => {
    expect(metaverseSocketUrl({ protocol: 'http:', host: 'h' }, 'a b&c')).toBe('ws://h/metaverse?userId=a%20b%26c');
  });
});
