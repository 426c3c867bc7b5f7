import type { AppMode } from '../../shared/contracts/health';
import type { Clock } from './clock';
import type { AppDatabase } from './db/open';
import type { Logger } from './logger';
import type { PaymentProvider } from './providers/payments/payment-provider';
import type { SecretStore } from './providers/secrets/secret-store';

/** What every module's routes receive: the wiring createServer() was given. */
export interface AppContext {
  db: AppDatabase;
  secrets: SecretStore;
  mode: AppMode;
  clock: Clock;
  logger: Logger;
  demo: boolean;
  version: string;
  startedAt: number;
  payments: PaymentProvider;
}

/** What code that only reads and writes data needs (an import worker builds just this on its own connection). */
export type DataContext = Pick<AppContext, 'db' | 'clock'>;
