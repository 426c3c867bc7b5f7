import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to local web on 127.0.0.1:5173 with a random token', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a).toMatchObject({ mode: 'web', host: '127.0.0.1', port: 5173 });
    expect(a.accessToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.accessToken).not.toBe(b.accessToken);
    expect(a.databaseFile).toMatch(/\.data[/\\]wealth-desk\.db$/);
  });

  it('takes PORT, DATA_DIR and APP_TOKEN', () => {
    const c = loadConfig({ PORT: '0', DATA_DIR: '/tmp/x', APP_TOKEN: 'abcdefghijklmnop' });
    expect(c).toMatchObject({ port: 0, databaseFile: '/tmp/x/wealth-desk.db', accessToken: 'abcdefghijklmnop' });
  });

  it('fails fast with a clear message on bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_TOKEN: 'short' })).toThrow(/APP_TOKEN/);
    expect(() => loadConfig({ APP_MODE: 'cloud' })).toThrow(/APP_MODE/);
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/127\.0\.0\.1/);
  });

  it('accepts OWNER_EMAIL but ignores it, with a warning (the owner comes from owner:create)', () => {
    const c = loadConfig({ APP_MODE: 'hosted', OWNER_EMAIL: 'boss@example.com' });
    expect(c.warnings).toEqual([expect.stringMatching(/OWNER_EMAIL is ignored.*owner:create/)]);
    expect(JSON.stringify(c)).not.toContain('"boss@example.com"');
    expect(loadConfig({ APP_MODE: 'hosted' }).warnings).toEqual([]);
  });

  it('has no per-launch token in hosted mode', () => {
    expect(loadConfig({ APP_MODE: 'hosted', HOST: '0.0.0.0' }).accessToken).toBeUndefined();
  });
});
