/**
 * Where secrets (payment and bank keys) come from. Desktop: the OS keychain (electron/ supplies it);
 * hosted: the environment; tests: memory. Secrets never go into SQLite, responses or logs.
 */
export const SECRET_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PLAID_CLIENT_ID', 'PLAID_SECRET', 'PLAID_ENV', 'COACH_LLM_API_KEY'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

export interface SecretStore {
  /** Which backend holds the secrets, for the health/settings screens (never the values). */
  readonly kind: 'keychain' | 'safe-storage' | 'environment' | 'memory' | 'none';
  get(name: SecretName): string | undefined;
}

export function memorySecretStore(values: Partial<Record<SecretName, string>> = {}): SecretStore {
  return { kind: 'memory', get: (name) => values[name] };
}

export function environmentSecretStore(env: NodeJS.ProcessEnv): SecretStore {
  return { kind: 'environment', get: (name) => env[name] || undefined };
}

export const noSecrets: SecretStore = { kind: 'none', get: () => undefined };

/** Offline demo is the default whenever no payment or bank keys are configured (docs/product.md "Modes and where the app opens"). */
export function isDemoMode(secrets: SecretStore): boolean {
  return !secrets.get('STRIPE_SECRET_KEY') && !(secrets.get('PLAID_CLIENT_ID') && secrets.get('PLAID_SECRET'));
}
