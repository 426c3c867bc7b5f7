import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BANK_ACCOUNT_TYPES, type BankAccount } from '../../../../../shared/contracts/banking';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { useSetAccountBalance, useUpdateAccount } from '../api/accounts';
import { checkStatementDate, detailsChanges, detailsDraft, localToday, parseBalanceInput, type DetailsDraft } from '../lib/account-forms';
import { ACCOUNT_TYPE_NAMES, balanceView } from '../lib/account-format';
import { accountClosedToast, accountSavedToast, balanceSetToast, failedToast } from '../messages';
import { CurrencyInput } from './currency-input';

interface ManageAccountDialogProps {
  /** The account as the latest read has it; null closes the dialog. */
  account: BankAccount | null;
  onClose: () => void;
  /** Delete was asked for: the screen asks for the confirmation. */
  onDelete: (account: BankAccount) => void;
}

/**
 * Everything the user may change about one account (docs/product.md "Accounts"): its details, its
 * balance from a statement, closing or reopening it, and deleting it (confirmed elsewhere). A closed
 * account is read-only: only reopening and deleting are offered.
 */
export function ManageAccountDialog({ account, onClose, onDelete }: ManageAccountDialogProps) {
  const update = useUpdateAccount();
  const busy = update.isPending;

  function toggleClosed(target: BankAccount) {
    const closed = !target.closed;
    update.mutate(
      { id: target.id, changes: { closed } },
      {
        onSuccess: () => {
          toast(accountClosedToast(target.name, closed));
          onClose();
        },
        onError: (error) => toast(failedToast(closed ? 'Could not close the account' : 'Could not reopen the account', errorText(error))),
      },
    );
  }

  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      title={account ? `Manage ${account.name}` : 'Manage account'}
      description={account ? `${ACCOUNT_TYPE_NAMES[account.type]} · ${account.institution} · ${account.currency}` : undefined}
      headerExtra={account?.closed ? <Badge variant="secondary">Closed</Badge> : null}
      data-testid="manage-account-dialog"
    >
      {account ? (
        <div className="flex flex-col gap-6" data-modal-body>
          {account.closed ? (
            <p className="text-sm text-slate-300">This account is closed: it is kept, read-only and left out of the totals. Reopen it to change it.</p>
          ) : (
            <>
              <DetailsForm key={`details-${account.id}`} account={account} onDone={onClose} />
              <BalanceForm key={`balance-${account.id}`} account={account} onDone={onClose} />
            </>
          )}
          <section aria-labelledby="account-lifecycle-heading" className="flex flex-col gap-3 border-t border-white/10 pt-5">
            <h3 id="account-lifecycle-heading" className="font-semibold text-white">
              {account.closed ? 'Reopen or delete' : 'Close or delete'}
            </h3>
            <p className="text-sm text-slate-400">
              {account.closed
                ? 'Reopening counts it in the totals again.'
                : 'Closing keeps the account and its transactions, read-only, and leaves it out of the totals. Deleting removes it with every transaction in it.'}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" onClick={() => toggleClosed(account)} disabled={busy}>
                {account.closed ? <ArchiveRestore aria-hidden="true" className="size-4" /> : <Archive aria-hidden="true" className="size-4" />}
                {account.closed ? 'Reopen account' : 'Close account'}
              </Button>
              <Button variant="destructive" onClick={() => onDelete(account)} disabled={busy}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete account…
              </Button>
            </div>
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}

function DetailsForm({ account, onDone }: { account: BankAccount; onDone: () => void }) {
  const update = useUpdateAccount();
  const [draft, setDraft] = useState<DetailsDraft>(() => detailsDraft(account));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const set = (changes: Partial<DetailsDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setError(null);
  };
  const fieldError = (field: string) => (error?.field === field ? error.message : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = detailsChanges(account, draft);
    if (!checked.ok) return setError(checked);
    if (Object.keys(checked.value).length === 0) return setError({ field: 'form', message: 'Nothing has changed yet.' });
    update.mutate(
      { id: account.id, changes: checked.value },
      {
        onSuccess: (saved) => {
          toast(accountSavedToast(saved.name));
          onDone();
        },
        onError: (failure) => setError({ field: 'form', message: errorText(failure) }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-details-heading" className="flex flex-col gap-4">
      <h3 id="account-details-heading" className="font-semibold text-white">
        Details
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Name" error={fieldError('name')}>
          {(control) => <Input {...control} value={draft.name} maxLength={100} autoComplete="off" onChange={(e) => set({ name: e.target.value })} />}
        </FormField>
        <FormField label="Type">
          {(control) => (
            <Select {...control} value={draft.type} onChange={(e) => set({ type: e.target.value as DetailsDraft['type'] })}>
              {BANK_ACCOUNT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ACCOUNT_TYPE_NAMES[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Institution" error={fieldError('institution')}>
          {(control) => (
            <Input {...control} value={draft.institution} maxLength={100} autoComplete="off" onChange={(e) => set({ institution: e.target.value })} />
          )}
        </FormField>
        <FormField label="Currency" hint="A 3-letter code, such as USD or EUR." error={fieldError('currency')}>
          {(control) => <CurrencyInput {...control} listId={`currencies-${account.id}`} value={draft.currency} onChange={(currency) => set({ currency })} />}
        </FormField>
      </div>
      {error?.field === 'form' ? (
        <p role="alert" className="text-sm text-red-300" data-testid="account-details-error">
          {error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function BalanceForm({ account, onDone }: { account: BankAccount; onDone: () => void }) {
  const setBalance = useSetAccountBalance();
  const today = localToday();
  const [amount, setAmount] = useState(account.balance === null ? '' : account.balance.toFixed(2));
  const [asOf, setAsOf] = useState(today);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const current = balanceView(account);
  const fieldError = (field: string) => (error?.field === field ? error.message : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const balance = parseBalanceInput(amount);
    if (!balance.ok) return setError(balance);
    const day = checkStatementDate(asOf, today);
    if (!day.ok) return setError(day);
    setBalance.mutate(
      { id: account.id, statement: { balance: balance.value, asOf: day.value } },
      {
        onSuccess: (saved) => {
          toast(balanceSetToast(saved.name, balanceView(saved).amount));
          onDone();
        },
        onError: (failure) => setError({ field: 'form', message: errorText(failure) }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-balance-heading" className="flex flex-col gap-4 border-t border-white/10 pt-5">
      <div className="flex flex-col gap-1">
        <h3 id="account-balance-heading" className="font-semibold text-white">
          Set balance from a statement
        </h3>
        <p className="text-sm text-slate-400">
          Now: {current.amount}
          {current.detail ? ` (${current.detail})` : ''}. The balance is what a statement says on a date; it is never worked out by adding up
          the transactions.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          label={`Balance (${account.currency})`}
          hint="For a credit card or a loan, enter what is owed as a negative number, e.g. -1250.00."
          error={fieldError('balance')}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        <FormField label="Statement date" error={fieldError('asOf')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              max={today}
              value={asOf}
              onChange={(e) => {
                setAsOf(e.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
      </div>
      {error?.field === 'form' ? (
        <p role="alert" className="text-sm text-red-300">
          {error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={setBalance.isPending}>
          {setBalance.isPending ? 'Setting...' : 'Set balance'}
        </Button>
      </div>
    </form>
  );
}
