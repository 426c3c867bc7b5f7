import { MAX_TRANSFER_AMOUNT, type BankAccount, type TransferRequest } from '../../../../../shared/contracts/banking';
import { parseMoneyInput } from './money';

/**
 * Send and Receive both move money between the user's own accounts (docs/product.md "Banking").
 * Send starts from the account the money leaves; Receive from the account it arrives in. The
 * "primary" account is that first choice, the "other" account the far end of the transfer.
 */
export type TransferDirection = 'send' | 'receive';

export type TransferAccount = Pick<BankAccount, 'id' | 'balance' | 'closed' | 'currency'>;

export interface TransferDraft {
  direction: TransferDirection;
  amountText: string;
  primaryId: string;
  otherId: string;
}

export type TransferCheck = { ok: true; request: TransferRequest } | { ok: false; amountError: string | null };

/**
 * Money can leave an open account whose balance is known: a closed account is read-only, and with
 * an unknown balance nobody can tell whether the money is there (docs/product.md "Banking").
 */
export function canSendFrom(account: TransferAccount): boolean {
  return !account.closed && account.balance !== null;
}

/** The server refuses the same accounts at the receiving end (a new balance cannot be stated on an unknown one). */
export const canReceiveInto = canSendFrom;

const sameCurrency = (a: TransferAccount, b: TransferAccount) => a.currency.toUpperCase() === b.currency.toUpperCase();

/** The accounts the first select offers: sources for Send, destinations for Receive. */
export function primaryChoices<A extends TransferAccount>(accounts: readonly A[], direction: TransferDirection): A[] {
  return accounts.filter(direction === 'send' ? canSendFrom : canReceiveInto);
}

/**
 * The far ends for a chosen primary account: the other role, never the same account, and only in
 * the same currency (nothing is converted). Empty until the primary account is chosen.
 */
export function otherChoices<A extends TransferAccount>(accounts: readonly A[], direction: TransferDirection, primaryId: string): A[] {
  const primary = primaryChoices(accounts, direction).find((a) => a.id === primaryId);
  if (!primary) return [];
  const role = direction === 'send' ? canReceiveInto : canSendFrom;
  return accounts.filter((a) => a.id !== primaryId && role(a) && sameCurrency(a, primary));
}

/** Whether any transfer at all is possible (a source and another open account in its currency). */
export function transferPossible(accounts: readonly TransferAccount[]): boolean {
  return primaryChoices(accounts, 'send').some((a) => otherChoices(accounts, 'send', a.id).length > 0);
}

/**
 * The far end once the primary account changes: keep the user's choice when it is still on offer,
 * else the first account on offer ('' when there is none).
 */
export function defaultOtherAccount(accounts: readonly TransferAccount[], direction: TransferDirection, primaryId: string, currentOtherId: string): string {
  if (primaryId === '') return currentOtherId;
  const choices = otherChoices(accounts, direction, primaryId);
  if (choices.some((a) => a.id === currentOtherId)) return currentOtherId;
  return choices[0]?.id ?? '';
}

/**
 * Ready to send once there is a valid amount and a primary account (spec: "disabled until an amount
 * and a source account are chosen"); the other end is filled in automatically when one exists.
 */
export function checkTransfer(draft: TransferDraft, accounts: readonly TransferAccount[]): TransferCheck {
  const amount = parseMoneyInput(draft.amountText, MAX_TRANSFER_AMOUNT);
  const amountError = amount.ok || draft.amountText.trim() === '' ? null : amount.error;
  const primaryOk = primaryChoices(accounts, draft.direction).some((a) => a.id === draft.primaryId);
  const otherOk = otherChoices(accounts, draft.direction, draft.primaryId).some((a) => a.id === draft.otherId);
  if (!amount.ok || !primaryOk || !otherOk) return { ok: false, amountError };
  const [fromAccountId, toAccountId] =
    draft.direction === 'send' ? [draft.primaryId, draft.otherId] : [draft.otherId, draft.primaryId];
  return { ok: true, request: { fromAccountId, toAccountId, amount: amount.value } };
}
