/**
 * Where /accounts sends the user. The bank-file import sheet and bank linking live on /mobile
 * (another feature, which this one may not import), so /accounts links there; `import=1` asks
 * /mobile to open its import sheet at once.
 */
import { PATHS } from '../../../../../shared/routes';

export const IMPORT_HREF = `${PATHS.mobile}?import=1`;
export const LINK_BANK_HREF = PATHS.mobile;

/** The ledger, filtered to one account. */
export function transactionsHref(accountId: string): string {
  return `${PATHS.transactions}?${new URLSearchParams({ accountId }).toString()}`;
}
