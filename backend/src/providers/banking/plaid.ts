/**
 * Plaid behind the BankProvider interface: link token, public-token exchange, accounts, and
 * transactions sync with a cursor. The access token is encrypted before it leaves this module and
 * is never returned by the API or logged.
 */
import { Configuration, CountryCode, PlaidApi, PlaidEnvironments, Products, type AccountBase, type Transaction } from 'plaid';
import type { BankAccountType } from '../../../../shared/contracts/banking';
import type { ParsedTransaction } from '../../modules/banking/import';
import { decryptToken, deriveKey, encryptToken } from '../secrets/encryption';
import type { BankProvider, LinkedInstitution, SyncResult } from './bank-provider';

export interface PlaidOptions {
  clientId: string;
  secret: string;
  /** 'sandbox' | 'production', or a full URL (tests point it at a local stand-in). */
  environment?: string;
}

const TYPE_MAP: Record<string, BankAccountType> = { depository: 'checking', credit: 'credit', investment: 'investment', loan: 'loan', brokerage: 'investment' };

function accountType(account: AccountBase): BankAccountType {
  if (account.type === 'depository') return account.subtype === 'savings' ? 'savings' : 'checking';
  return TYPE_MAP[account.type] ?? 'checking';
}

const toCents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);

export function plaidBankProvider(options: PlaidOptions): BankProvider {
  const environment = options.environment ?? 'sandbox';
  const basePath = /^https?:\/\//.test(environment) ? environment : PlaidEnvironments[environment];
  if (!basePath) throw new Error(`Unknown Plaid environment "${environment}"`);
  const client = new PlaidApi(
    new Configuration({ basePath, baseOptions: { headers: { 'PLAID-CLIENT-ID': options.clientId, 'PLAID-SECRET': options.secret }, timeout: 30_000 } }),
  );
  const tokenKey = deriveKey(options.secret, 'bank-access-token');

  /** Pages through /transactions/sync from a cursor (none = from the beginning) until has_more is false. */
  async function syncAll(accessToken: string, from?: string): Promise<{ added: Transaction[]; removed: string[]; cursor: string }> {
    const added: Transaction[] = [];
    const removed: string[] = [];
    let cursor = from;
    for (let page = 0; page < 1000; page += 1) {
      const { data } = await client.transactionsSync({ access_token: accessToken, cursor, count: 500 });
      added.push(...data.added, ...data.modified);
      removed.push(...data.removed.map((r) => r.transaction_id).filter((id): id is string => Boolean(id)));
      cursor = data.next_cursor;
      if (!data.has_more) break;
    }
    return { added, removed, cursor: cursor ?? '' };
  }

  const toParsed = (t: Transaction): ParsedTransaction => ({
    date: t.date,
    description: t.merchant_name ?? t.name,
    amountCents: toCents(t.amount), // Plaid: positive = money out, as we store it
    category: t.personal_finance_category?.primary ?? t.category?.[0] ?? null,
    bankId: t.transaction_id,
    ...(t.iso_currency_code ? { currency: t.iso_currency_code } : {}),
  });

  return {
    kind: 'plaid',

    async createLinkToken(userId) {
      const { data } = await client.linkTokenCreate({
        user: { client_user_id: userId },
        client_name: 'Wealth Desk',
        products: [Products.Transactions],
        country_codes: [CountryCode.Us],
        language: 'en',
      });
      return data.link_token;
    },

    async exchangePublicToken(publicToken): Promise<LinkedInstitution> {
      const { data: exchange } = await client.itemPublicTokenExchange({ public_token: publicToken });
      const accessToken = exchange.access_token;
      const [{ data: accountsData }, { data: itemData }, synced] = await Promise.all([
        client.accountsGet({ access_token: accessToken }),
        client.itemGet({ access_token: accessToken }),
        syncAll(accessToken),
      ]);
      let institution = 'Linked bank';
      if (itemData.item.institution_id) {
        const { data } = await client.institutionsGetById({ institution_id: itemData.item.institution_id, country_codes: [CountryCode.Us] });
        institution = data.institution.name;
      }
      const byAccount = new Map<string, ParsedTransaction[]>();
      for (const t of synced.added) {
        const list = byAccount.get(t.account_id) ?? [];
        list.push(toParsed(t));
        byAccount.set(t.account_id, list);
      }
      return {
        institution,
        accessToken: encryptToken(accessToken, tokenKey),
        itemId: exchange.item_id,
        syncCursor: synced.cursor,
        accounts: accountsData.accounts.map((a) => ({
          name: a.official_name ?? a.name,
          mask: a.mask ?? null,
          type: accountType(a),
          // Plaid reports what a credit card owes as a positive current balance; we show it as negative.
          balanceCents: (a.type === 'credit' || a.type === 'loan' ? -1 : 1) * toCents(a.balances.current),
          // The bank states it (docs/product.md "Accounts"); an account Plaid gives no balance for stays unknown.
          balanceSource: a.balances.current === null || a.balances.current === undefined ? null : 'bank',
          ...(a.balances.iso_currency_code ? { currency: a.balances.iso_currency_code } : {}),
          plaidAccountId: a.account_id,
          transactions: byAccount.get(a.account_id) ?? [],
        })),
      };
    },

    async syncTransactions(encryptedAccessToken, cursor): Promise<SyncResult> {
      const synced = await syncAll(decryptToken(encryptedAccessToken, tokenKey), cursor ?? undefined);
      return {
        added: synced.added.map((t) => ({ ...toParsed(t), plaidAccountId: t.account_id })),
        removedBankIds: synced.removed,
        cursor: synced.cursor,
      };
    },
  };
}
