import { describe, expect, it } from 'vitest';
import { deployDetail } from './check-deploy';

describe('deploy step detail', () => {
  it('describes the health answer', () => {
    const base = { status: 'ok', version: '0.1.0', mode: 'web', demo: true, database: 'ok' } as const;
    expect(deployDetail({ ...base, uptimeMs: 30_000 })).toBe('Server 0.1.0 is up in web mode (offline demo), database ok, running for under a minute.');
    expect(deployDetail({ ...base, demo: false, mode: 'hosted', uptimeMs: 60_000 })).toBe('Server 0.1.0 is up in hosted mode, database ok, running for 1 minute.');
    expect(deployDetail({ ...base, uptimeMs: 5 * 60_000 + 1 })).toContain('running for 5 minutes');
  });
});
