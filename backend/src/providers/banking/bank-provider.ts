/**
 * Where linked bank data comes from (docs/product.md "Banking"): Plaid when configured, else the
 * demo provider. Either way the result is stored the same way, so every screen reads one shape.
 */
import type { ParsedTransaction } from '../../modules/banking/import';
import type { NewBankAccount } from '../../modules/banking/service';

export interface LinkedInstitution {
  institution: string;
  /** Encrypted at rest (providers/secrets/encryption.ts); null for the demo bank. */
  accessToken: string | null;
  itemId: string | null;
  /** Where the next transactions sync resumes. */
  syncCursor?: string | null;
  accounts: (NewBankAccount & { transactions: ParsedTransaction[] })[];
}

/** What changed at the bank since the stored cursor (Plaid /transactions/sync). */
export interface SyncResult {
  added: (ParsedTransaction & { plaidAccountId: string })[];
  removedBankIds: string[];
  cursor: string;
}

export interface BankProvider {
  readonly kind: 'plaid' | 'demo';
  createLinkToken(userId: string): Promise<string>;
  /** Plaid: trade Link's public token for the item; demo: the token names the demo institution. */
  exchangePublicToken(publicToken: string, userId: string): Promise<LinkedInstitution>;
  /** Plaid only: changes since the cursor, for a stored (encrypted) access token. */
  syncTransactions?(encryptedAccessToken: string, cursor: string | null): Promise<SyncResult>;
}
