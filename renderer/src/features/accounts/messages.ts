/**
 * The toasts of /accounts (docs/product.md "Accounts", "Your data"), in one place. Each says plainly
 * what happened, with the counts the server reported.
 */
import type { RemoveSampleResponse } from '../../../../shared/contracts/data';
import type { ToastInput } from '@/components/ui/use-toast';
import { plural } from './lib/account-format';

export function failedToast(title: string, message: string): ToastInput {
  return { title, description: message, variant: 'destructive' };
}

export function accountSavedToast(name: string): ToastInput {
  return { title: 'Account saved', description: `${name} is updated.` };
}

export function balanceSetToast(name: string, amount: string): ToastInput {
  return { title: 'Balance set', description: `${name}: ${amount}.` };
}

export function accountClosedToast(name: string, closed: boolean): ToastInput {
  return closed
    ? { title: 'Account closed', description: `${name} is kept, read-only, and left out of the totals.` }
    : { title: 'Account reopened', description: `${name} counts in the totals again.` };
}

export function accountDeletedToast(name: string, deletedTransactions: number): ToastInput {
  return { title: 'Account deleted', description: `${name} and ${plural(deletedTransactions, 'transaction')} were deleted.` };
}

export function importUndoneToast(removed: number, accountRemoved: boolean, accountName: string): ToastInput {
  return {
    title: `Removed ${plural(removed, 'transaction')}`,
    description: accountRemoved ? `The import is undone, and the account ${accountName} it had made is gone too.` : 'The import is undone.',
  };
}

export function sampleRemovedToast(result: RemoveSampleResponse): ToastInput {
  const parts = [
    [result.accounts, 'account'],
    [result.transactions, 'transaction'],
    [result.subscriptions, 'subscription'],
    [result.insights, 'insight'],
    [result.creditRecords, 'credit record'],
  ] as const;
  const removed = parts.filter(([count]) => count > 0).map(([count, noun]) => plural(count, noun));
  if (removed.length === 0) return { title: 'No sample data', description: 'There was no sample data to remove.' };
  const list = removed.length === 1 ? removed[0] : `${removed.slice(0, -1).join(', ')} and ${removed[removed.length - 1]}`;
  return { title: 'Sample data removed', description: `Removed ${list}. Everything left is your own.` };
}

export function homeCurrencySavedToast(currency: string): ToastInput {
  return { title: 'Home currency saved', description: `Budgets and the subscription finder now count in ${currency}.` };
}
