/**
 * Chooses where the desktop app's secrets (payment and bank keys) live, in order of preference:
 *  1. the OS keychain through keytar ('keychain'), when keytar loads AND a probe call answers;
 *  2. Electron safeStorage ('safe-storage'): values encrypted with an OS-held key, in a JSON file
 *     in userData (never in SQLite);
 *  3. nothing ('none'): no keys, so the app runs as the offline demo.
 * SecretStore.get is synchronous, so the values are read once at start into memory. Every
 * dependency is passed in, so this runs in tests without Electron. Secret values are never logged
 * or put into error messages; only names are.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SECRET_NAMES, type SecretName, type SecretStore } from '../../backend/src/providers/secrets/secret-store';

export const KEYCHAIN_SERVICE = 'wealth-desk';
export const SECRETS_FILE_NAME = 'secrets.json';
const SECRETS_FILE_VERSION = 1;
const DEFAULT_PROBE_TIMEOUT_MS = 3000;

/** The part of keytar used here. Account = secret name, password = value. */
export interface KeytarLike {
  findCredentials(service: string): Promise<Array<{ account: string; password: string }>>;
}

/** The part of Electron's safeStorage used here. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  /** Linux only: 'basic_text' means a hard-coded key, which is obfuscation, not encryption. */
  getSelectedStorageBackend?(): string;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export interface DesktopSecretStoreDeps {
  /** Loads keytar; throws (or rejects) when it is not installed or not built for this runtime. */
  loadKeytar(): KeytarLike | Promise<KeytarLike>;
  /** Electron's safeStorage (after app 'ready'); undefined where there is none. */
  safeStorage?: SafeStorageLike;
  /** Absolute path of the safe-storage file, normally userData/secrets.json. */
  secretsFile: string;
  /** Where to say which store was chosen and why (never values). */
  log?: (message: string) => void;
  /** A keychain that does not answer in time (a stuck D-Bus) must not hold up the app. */
  probeTimeoutMs?: number;
}

export interface DesktopSecretStore extends SecretStore {
  readonly kind: 'keychain' | 'safe-storage' | 'none';
  /** Why this store was chosen, for logs and the settings screen. */
  readonly reason: string;
}

const isSecretName = (name: string): name is SecretName => (SECRET_NAMES as readonly string[]).includes(name);

function storeOf(kind: DesktopSecretStore['kind'], reason: string, values: Map<SecretName, string>): DesktopSecretStore {
  return Object.freeze({ kind, reason, get: (name: SecretName) => values.get(name) });
}

function describe(error: unknown): string {
  // Error messages from keytar/libsecret name the failure, not the secret; still, keep only the first line.
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]!.slice(0, 200);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function readKeychain(deps: DesktopSecretStoreDeps): Promise<Map<SecretName, string>> {
  const keytar = await deps.loadKeytar();
  // The probe and the read are one call: it fails where there is no keyring (no D-Bus session, a
  // locked or missing Secret Service), and otherwise returns everything stored for the service.
  const credentials = await withTimeout(keytar.findCredentials(KEYCHAIN_SERVICE), deps.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS);
  const values = new Map<SecretName, string>();
  for (const { account, password } of credentials) {
    if (isSecretName(account) && password) values.set(account, password);
  }
  return values;
}

/** Why safeStorage cannot be used, or undefined when it can. */
function safeStorageProblem(safeStorage: SafeStorageLike | undefined): string | undefined {
  if (!safeStorage) return 'safeStorage is not available';
  if (!safeStorage.isEncryptionAvailable()) return 'safeStorage encryption is not available';
  if (safeStorage.getSelectedStorageBackend?.() === 'basic_text') return 'safeStorage would use a hard-coded key (basic_text)';
  return undefined;
}

interface SecretsFile {
  version: number;
  /** name -> base64 of safeStorage.encryptString(value) */
  secrets: Record<string, string>;
}

async function readSafeStorageFile(deps: DesktopSecretStoreDeps, safeStorage: SafeStorageLike): Promise<Map<SecretName, string>> {
  const values = new Map<SecretName, string>();
  let text: string;
  try {
    text = await readFile(deps.secretsFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return values;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    deps.log?.(`secrets: ${path.basename(deps.secretsFile)} is not valid JSON; ignoring it`);
    return values;
  }
  const secrets = (parsed as Partial<SecretsFile> | null)?.secrets;
  if (typeof secrets !== 'object' || secrets === null) return values;
  for (const [name, encrypted] of Object.entries(secrets)) {
    if (!isSecretName(name) || typeof encrypted !== 'string') continue;
    try {
      const value = safeStorage.decryptString(Buffer.from(encrypted, 'base64'));
      if (value) values.set(name, value);
    } catch {
      deps.log?.(`secrets: could not decrypt ${name}; ignoring it`);
    }
  }
  return values;
}

/** Reads the secrets once, from the best store this machine offers. Never rejects. */
export async function loadDesktopSecretStore(deps: DesktopSecretStoreDeps): Promise<DesktopSecretStore> {
  let keychainProblem: string;
  try {
    const values = await readKeychain(deps);
    return storeOf('keychain', `OS keychain (service "${KEYCHAIN_SERVICE}")`, values);
  } catch (error) {
    keychainProblem = `keychain unavailable: ${describe(error)}`;
  }

  const problem = safeStorageProblem(deps.safeStorage);
  if (!problem) {
    try {
      const values = await readSafeStorageFile(deps, deps.safeStorage!);
      return storeOf('safe-storage', `${keychainProblem}; using safeStorage file ${path.basename(deps.secretsFile)}`, values);
    } catch (error) {
      return storeOf('none', `${keychainProblem}; safeStorage file unreadable: ${describe(error)}`, new Map());
    }
  }
  return storeOf('none', `${keychainProblem}; ${problem}; running without secrets (offline demo)`, new Map());
}

/**
 * Writes the safe-storage file (the counterpart of the reader above; for a settings screen and
 * tests). Atomic (temp file + rename) and readable by the owner only.
 */
export async function writeSafeStorageSecrets(
  secretsFile: string,
  safeStorage: SafeStorageLike,
  values: Partial<Record<SecretName, string>>,
): Promise<void> {
  const problem = safeStorageProblem(safeStorage);
  if (problem) throw new Error(`Cannot store secrets: ${problem}`);
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isSecretName(name) && value) secrets[name] = safeStorage.encryptString(value).toString('base64');
  }
  const body: SecretsFile = { version: SECRETS_FILE_VERSION, secrets };
  await mkdir(path.dirname(secretsFile), { recursive: true });
  const temp = `${secretsFile}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, secretsFile);
}
