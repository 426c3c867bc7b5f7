/** Site settings over real HTTP: anyone reads the landing face; only the owner changes it. */
import { afterEach, describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../../../../shared/contracts/site';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { registerTestOwner, registerTestUser } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
afterEach(() => server?.close());

const landingFace = async (res: Response) => siteSettingsSchema.parse(await res.json()).landingFace;

describe('/api/site/settings', () => {
  it('defaults to the institutional face, or the configured one', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    expect(await landingFace(await fetch(`${server.url}/api/site/settings`))).toBe('institutional');
    await server.close();
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, landingFace: 'consumer' });
    expect(await landingFace(await fetch(`${server.url}/api/site/settings`))).toBe('consumer');
  });

  it('the owner switches the face and it stays; a member and a visitor are refused; bad input 400 with nothing changed', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    // The owner is made out of band (owner:create); every sign-up is a member.
    const owner = await registerTestOwner(server, 'owner');
    const member = await registerTestUser(server.url, 'member');
    expect((await member.client.request('PUT', '/api/site/settings', { landingFace: 'consumer' })).status).toBe(403);
    expect((await fetch(`${server.url}/api/site/settings`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"landingFace":"consumer"}' })).status).toBe(401);
    for (const bad of [{}, { landingFace: 'retro' }, { landingFace: 'consumer', extra: true }]) {
      const res = await owner.client.request('PUT', '/api/site/settings', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('validation_error');
    }
    expect(await landingFace(await fetch(`${server.url}/api/site/settings`))).toBe('institutional');

    const res = await owner.client.request('PUT', '/api/site/settings', { landingFace: 'consumer' });
    expect(res.status).toBe(200);
    expect(await landingFace(res)).toBe('consumer');
    expect(await landingFace(await fetch(`${server.url}/api/site/settings`))).toBe('consumer');
    expect(await landingFace(await owner.client.request('PUT', '/api/site/settings', { landingFace: 'institutional' }))).toBe('institutional');
  });
});
