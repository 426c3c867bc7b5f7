import { MAX_TRANSFER_AMOUNT, type BankAccount, type TransferRequest } from '../../../../../shared/contracts/banking';
import { parseMoneyInput } from './money';

/**
 * Send and Receive both move money between the user's own accounts (docs/product.md "Banking").
 * Send starts from the account the money leaves; Receive from the account it arrives in. The
 * "primary" account is that first choice, the "other" account the far end of the transfer.
 */
export type TransferDirection = 'send' | 'receive';

export interface TransferDraft {
  direction: TransferDirection;
  amountText: string;
  primaryId: string;
  otherId: string;
}

export type TransferCheck = { ok: true; request: TransferRequest } | { ok: false; amountError: string | null };

/**
 * The far end once the primary account changes: keep the user's choice when it still differs from
 * the primary account, else the first other account ('' when there is none).
 */
export function defaultOtherAccount(accounts: readonly Pick<BankAccount, 'id'>[], primaryId: string, currentOtherId: string): string {
  if (primaryId === '') return currentOtherId;
  if (currentOtherId !== '' && currentOtherId !== primaryId && accounts.some((a) => a.id === currentOtherId)) {
    return currentOtherId;
  }
  return accounts.find((a) => a.id !== primaryId)?.id ?? '';
}

/**
 * Ready to send once there is a valid amount and a primary account (spec: "disabled until an amount
 * and a source account are chosen"); the other end is filled in automatically when one exists.
 */
export function checkTransfer(draft: TransferDraft, accounts: readonly Pick<BankAccount, 'id'>[]): TransferCheck {
  const amount = parseMoneyInput(draft.amountText, MAX_TRANSFER_AMOUNT);
  const amountError = amount.ok || draft.amountText.trim() === '' ? null : amount.error;
  const known = (id: string) => id !== '' && accounts.some((a) => a.id === id);
  if (!amount.ok || !known(draft.primaryId) || !known(draft.otherId) || draft.primaryId === draft.otherId) {
    return { ok: false, amountError };
  }
  const [fromAccountId, toAccountId] =
    draft.direction === 'send' ? [draft.primaryId, draft.otherId] : [draft.otherId, draft.primaryId];
  return { ok: true, request: { fromAccountId, toAccountId, amount: amount.value } };
}
