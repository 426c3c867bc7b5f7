import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isDemoMode } from '../../backend/src/providers/secrets/secret-store';
import {
  KEYCHAIN_SERVICE,
  loadDesktopSecretStore,
  writeSafeStorageSecrets,
  type DesktopSecretStoreDeps,
  type KeytarLike,
  type SafeStorageLike,
} from './secret-store';

const STRIPE = 'sk_test_keychain_1234567890';
const PLAID = 'plaid-secret-from-safe-storage';

/** Reversible, but not the identity: a value found in the file in plain text would be a bug. */
function fakeSafeStorage(overrides: Partial<SafeStorageLike> = {}): SafeStorageLike {
  return {
    isEncryptionAvailable: () => true,
    getSelectedStorageBackend: () => 'gnome_libsecret',
    encryptString: (plain) => Buffer.from(`v10${[...plain].reverse().join('')}`),
    decryptString: (encrypted) => {
      const text = encrypted.toString();
      if (!text.startsWith('v10')) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return [...text.slice(3)].reverse().join('');
    },
    ...overrides,
  };
}

function workingKeytar(entries: Array<{ account: string; password: string }>): KeytarLike & { services: string[] } {
  const services: string[] = [];
  return {
    services,
    findCredentials: async (service) => {
      services.push(service);
      return entries;
    },
  };
}

const missingKeytar = () => {
  throw Object.assign(new Error("Cannot find module 'keytar'"), { code: 'MODULE_NOT_FOUND' });
};
const noDbusKeytar: KeytarLike = {
  findCredentials: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
};

let dir: string;
let secretsFile: string;
let logs: string[];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wd-secrets-'));
  secretsFile = path.join(dir, 'secrets.json');
  logs = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const deps = (over: Partial<DesktopSecretStoreDeps>): DesktopSecretStoreDeps => ({
  loadKeytar: missingKeytar,
  safeStorage: fakeSafeStorage(),
  secretsFile,
  log: (m) => logs.push(m),
  ...over,
});

describe('loadDesktopSecretStore', () => {
  it('uses the OS keychain when keytar loads and answers', async () => {
    const keytar = workingKeytar([
      { account: 'STRIPE_SECRET_KEY', password: STRIPE },
      { account: 'SOMETHING_ELSE', password: 'ignored' },
    ]);
    await writeSafeStorageSecrets(secretsFile, fakeSafeStorage(), { PLAID_SECRET: PLAID });
    const store = await loadDesktopSecretStore(deps({ loadKeytar: () => keytar }));

    expect(store.kind).toBe('keychain');
    expect(keytar.services).toEqual([KEYCHAIN_SERVICE]);
    expect(store.get('STRIPE_SECRET_KEY')).toBe(STRIPE);
    expect(store.get('PLAID_SECRET')).toBeUndefined();
    expect(isDemoMode(store)).toBe(false);
  });

  it('accepts an async keytar loader', async () => {
    const store = await loadDesktopSecretStore(deps({ loadKeytar: async () => workingKeytar([]) }));
    expect(store.kind).toBe('keychain');
    expect(isDemoMode(store)).toBe(true);
  });

  it('falls back to safeStorage when keytar is not installed', async () => {
    await writeSafeStorageSecrets(secretsFile, fakeSafeStorage(), { PLAID_CLIENT_ID: 'client-1', PLAID_SECRET: PLAID });
    const store = await loadDesktopSecretStore(deps({}));

    expect(store.kind).toBe('safe-storage');
    expect(store.get('PLAID_CLIENT_ID')).toBe('client-1');
    expect(store.get('PLAID_SECRET')).toBe(PLAID);
    expect(store.get('STRIPE_SECRET_KEY')).toBeUndefined();
    expect(store.reason).toContain('keychain unavailable');
    expect(isDemoMode(store)).toBe(false);
  });

  it('falls back to safeStorage when the keychain probe fails (no D-Bus keyring)', async () => {
    await writeSafeStorageSecrets(secretsFile, fakeSafeStorage(), { STRIPE_SECRET_KEY: STRIPE });
    const store = await loadDesktopSecretStore(deps({ loadKeytar: () => noDbusKeytar }));
    expect(store.kind).toBe('safe-storage');
    expect(store.get('STRIPE_SECRET_KEY')).toBe(STRIPE);
    expect(store.reason).toContain('D-Bus');
  });

  it('does not wait forever for a keychain that never answers', async () => {
    const hanging: KeytarLike = { findCredentials: () => new Promise(() => undefined) };
    const store = await loadDesktopSecretStore(deps({ loadKeytar: () => hanging, probeTimeoutMs: 20 }));
    expect(store.kind).toBe('safe-storage');
    expect(store.reason).toContain('no answer');
  });

  it('is safe-storage with no values when the file does not exist yet', async () => {
    const store = await loadDesktopSecretStore(deps({}));
    expect(store.kind).toBe('safe-storage');
    expect(store.get('STRIPE_SECRET_KEY')).toBeUndefined();
    expect(isDemoMode(store)).toBe(true);
  });

  it.each([
    ['no safeStorage at all', undefined],
    ['encryption not available', fakeSafeStorage({ isEncryptionAvailable: () => false })],
    ['only the hard-coded basic_text key', fakeSafeStorage({ getSelectedStorageBackend: () => 'basic_text' })],
  ])('has no secrets (offline demo) when neither works: %s', async (_name, safeStorage) => {
    await writeSafeStorageSecrets(secretsFile, fakeSafeStorage(), { STRIPE_SECRET_KEY: STRIPE });
    const store = await loadDesktopSecretStore(deps({ loadKeytar: () => noDbusKeytar, safeStorage }));
    expect(store.kind).toBe('none');
    expect(store.get('STRIPE_SECRET_KEY')).toBeUndefined();
    expect(isDemoMode(store)).toBe(true);
  });

  it('skips values it cannot decrypt and keeps the rest', async () => {
    const good = fakeSafeStorage().encryptString(STRIPE).toString('base64');
    await writeFile(
      secretsFile,
      JSON.stringify({ version: 1, secrets: { STRIPE_SECRET_KEY: good, PLAID_SECRET: Buffer.from('garbage').toString('base64') } }),
    );
    const store = await loadDesktopSecretStore(deps({}));
    expect(store.get('STRIPE_SECRET_KEY')).toBe(STRIPE);
    expect(store.get('PLAID_SECRET')).toBeUndefined();
    expect(logs).toEqual(['secrets: could not decrypt PLAID_SECRET; ignoring it']);
  });

  it('survives a corrupt file', async () => {
    await writeFile(secretsFile, '{ not json');
    const store = await loadDesktopSecretStore(deps({}));
    expect(store.kind).toBe('safe-storage');
    expect(store.get('STRIPE_SECRET_KEY')).toBeUndefined();
    expect(logs.join('\n')).toContain('not valid JSON');
  });

  it('never puts a secret value into its reason or its logs', async () => {
    const leakyKeytar: KeytarLike = { findCredentials: () => Promise.reject(new Error(`failed\nstack mentions ${STRIPE}`)) };
    await writeSafeStorageSecrets(secretsFile, fakeSafeStorage(), { STRIPE_SECRET_KEY: STRIPE, PLAID_SECRET: PLAID });
    const store = await loadDesktopSecretStore(deps({ loadKeytar: () => leakyKeytar }));
    expect(store.get('STRIPE_SECRET_KEY')).toBe(STRIPE);
    for (const text of [store.reason, ...logs, JSON.stringify(store)]) {
      expect(text).not.toContain(STRIPE);
      expect(text).not.toContain(PLAID);
    }
  });
});

describe('writeSafeStorageSecrets', () => {
  it('stores only encrypted values, readable by the owner only', async () => {
    await writeSafeStorageSecrets(secretsFile, fakeSafeStorage(), { STRIPE_SECRET_KEY: STRIPE });
    const text = await readFile(secretsFile, 'utf8');
    expect(text).not.toContain(STRIPE);
    expect(JSON.parse(text)).toMatchObject({ version: 1, secrets: { STRIPE_SECRET_KEY: expect.any(String) } });
    if (process.platform !== 'win32') expect((await stat(secretsFile)).mode & 0o777).toBe(0o600);
  });

  it('refuses to write without real encryption', async () => {
    await expect(
      writeSafeStorageSecrets(secretsFile, fakeSafeStorage({ getSelectedStorageBackend: () => 'basic_text' }), { STRIPE_SECRET_KEY: STRIPE }),
    ).rejects.toThrow(/basic_text/);
  });
});
