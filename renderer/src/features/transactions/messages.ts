/** The ledger's toasts and status lines, in one place. */
import type { ToastInput } from '@/components/ui/use-toast';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const deletedText = (count: number) => `Deleted ${plural(count, 'transaction', 'transactions')}.`;

export const restoredToast = (count: number): ToastInput => ({
  title: 'Delete undone',
  description: `${plural(count, 'transaction is', 'transactions are')} back.`,
});

export const deleteFailedToast = (detail: string): ToastInput => ({ title: 'Could not delete', description: detail, variant: 'destructive' });
export const restoreFailedToast = (detail: string): ToastInput => ({ title: 'Could not undo the delete', description: detail, variant: 'destructive' });

export const savedToast: ToastInput = { title: 'Transaction saved' };

export const recategorisedToast = (count: number, title = 'Rule added'): ToastInput => ({
  title,
  description: `${plural(count, 'transaction', 'transactions')} recategorised.`,
});

export const ruleAddedToast = (matchText: string, category: string): ToastInput => ({
  title: 'Rule added',
  description: `Payees containing “${matchText}” will be categorised as ${category} from the next import.`,
});

export const actionFailedToast = (title: string, detail: string): ToastInput => ({ title, description: detail, variant: 'destructive' });
