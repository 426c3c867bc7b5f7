import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { startTestServer, TEST_TOKEN } from './testing/test-server';

function captureLogs() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'debug', destination }) };
}

describe('logs never contain secrets', () => {
  it('redacts secret-bearing fields by path', () => {
    const { lines, logger } = captureLogs();
    logger.info({ headers: { authorization: 'Bearer s3cret-value', cookie: 'wd_access=s3cret-value' }, token: 's3cret-value', config: { apiKey: 's3cret-value' } }, 'x');
    expect(lines.join('')).not.toContain('s3cret-value');
    expect(lines.join('')).toContain('[redacted]');
  });

  it('keeps the access token and provider keys out of request logs', async () => {
    const { lines, logger } = captureLogs();
    const server = await startTestServer({ logger, secrets: { STRIPE_SECRET_KEY: 'sk_test_never_logged' } });
    try {
      await server.api('/api/health');
      await server.api(`/?token=${TEST_TOKEN}`, { redirect: 'manual' });
      await server.postJson('/api/budget/calculate', { income: 'bad', mode: 'ai-control' });
      await fetch(`${server.url}/api/health?token=${TEST_TOKEN}`);
    } finally {
      await server.close();
    }
    const all = lines.join('');
    expect(all).toContain('"path":"/api/health"');
    expect(all).not.toContain(TEST_TOKEN);
    expect(all).not.toContain('sk_test_never_logged');
  });
});
