import { ArrowDownLeft, ArrowUpRight, Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import { IconText } from '@/components/icon-text';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { useTransferMoney } from '../api/transfer-money';
import { MOBILE_TOASTS } from '../messages';
import { formatBalance, formatMoney, HIDDEN_AMOUNT } from '../lib/money';
import { checkTransfer, defaultOtherAccount, otherChoices, primaryChoices, transferPossible, type TransferDirection } from '../lib/transfer-form';

interface TransferFormProps {
  direction: TransferDirection;
  accounts: BankAccount[];
  hidden: boolean;
  onDone: () => void;
  /** Busy while the transfer runs (the sheet stays open until it answers). */
  onBusyChange: (busy: boolean) => void;
}

const WORDS = {
  send: { primary: 'From', other: 'To', button: 'Send', pending: 'Sending...', icon: ArrowUpRight, testId: 'send-button' },
  receive: { primary: 'Receive into', other: 'From', button: 'Receive', pending: 'Receiving...', icon: ArrowDownLeft, testId: 'receive-button' },
} as const;

function optionLabel(account: BankAccount): string {
  return `${account.name} ${account.accountNumber}`;
}

/** The chosen account's balance under its select (the option text stays short enough for a phone). */
function balanceHint(account: BankAccount | undefined, hidden: boolean): string | undefined {
  if (!account) return undefined;
  if (hidden) return `Balance ${HIDDEN_AMOUNT}`;
  return account.balance === null ? 'Balance unknown' : `Balance ${formatBalance(account)}`;
}

/**
 * Send and Receive: a move between two of the user's own accounts, recorded as ledger entries. The
 * button stays disabled until there is an amount and the first account is chosen (docs/product.md
 * "Banking"). Closed accounts and accounts with an unknown balance are never offered (the server
 * refuses them at either end), and both ends share a currency (nothing is converted).
 */
export function TransferForm({ direction, accounts, hidden, onDone, onBusyChange }: TransferFormProps) {
  const [amountText, setAmountText] = useState('');
  const [primaryId, setPrimaryId] = useState('');
  const [otherId, setOtherId] = useState('');
  const [note, setNote] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const transfer = useTransferMoney();
  const words = WORDS[direction];
  const Icon = words.icon;

  const check = checkTransfer({ direction, amountText, primaryId, otherId }, accounts);
  const byId = (id: string) => accounts.find((a) => a.id === id);
  const from = check.ok ? byId(check.request.fromAccountId) : undefined;
  const to = check.ok ? byId(check.request.toAccountId) : undefined;
  const overdraws =
    check.ok && from !== undefined && from.balance !== null && from.type !== 'credit' && from.type !== 'loan' && check.request.amount > from.balance;
  const primaries = primaryChoices(accounts, direction);
  const others = otherChoices(accounts, direction, primaryId);
  // The amount is in the accounts' shared currency: the chosen account's, else the first on offer.
  const currency = (byId(primaryId) ?? primaries[0])?.currency.toUpperCase() ?? 'USD';
  const money = (amount: number) => formatMoney(amount, currency);
  let otherHint = balanceHint(byId(otherId), hidden);
  if (primaryId === '') otherHint = 'Filled in once you choose the first account.';
  else if (others.length === 0) otherHint = `No other account in ${currency} can take part in this transfer.`;

  if (!transferPossible(accounts)) {
    return (
      <IconText as="p" icon={Info} iconClassName="mt-0.5 size-4 shrink-0 text-sky-300" className="flex items-start gap-2 rounded-lg border border-white/10 bg-navy-950/60 p-4 text-sm text-slate-300" data-testid="transfer-needs-accounts">
        {accounts.length < 2
          ? 'Moving money needs two of your accounts. Connect a bank or import a bank file to add another, then try again.'
          : 'Moving money needs two open accounts in the same currency, each with a known balance. Set balances on Accounts, then try again.'}
      </IconText>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check.ok || transfer.isPending) return;
    const trimmedNote = note.trim();
    const request = trimmedNote ? { ...check.request, note: trimmedNote } : check.request;
    setServerError(null);
    onBusyChange(true);
    transfer.mutate(request, {
      onSuccess: (result) => {
        toast({
          ...MOBILE_TOASTS.transferDone,
          description: `${money(request.amount)} moved from ${result.from.name} to ${result.to.name}.`,
        });
        onDone();
      },
      onError: (error) => {
        const message = errorText(error, 'The transfer did not go through. Please try again.');
        setServerError(message);
        toast({ ...MOBILE_TOASTS.transferFailed, description: message });
      },
      onSettled: () => onBusyChange(false),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid={`${direction}-form`}>
      <FormField label={`Amount (${currency})`} error={check.ok ? null : check.amountError} errorTestId="transfer-amount-error">
        {(field) => (
          <Input
            {...field}
            data-autofocus
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={words.primary} hint={balanceHint(byId(primaryId), hidden)}>
        {(field) => (
          <Select
            {...field}
            value={primaryId}
            onChange={(e) => {
              setPrimaryId(e.target.value);
              setOtherId((current) => defaultOtherAccount(accounts, direction, e.target.value, current));
            }}
          >
            <option value="" disabled>
              Choose an account
            </option>
            {primaries.map((a) => (
              <option key={a.id} value={a.id}>
                {optionLabel(a)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={words.other} hint={otherHint}>
        {(field) => (
          <Select {...field} value={otherId} disabled={primaryId === ''} onChange={(e) => setOtherId(e.target.value)}>
            <option value="" disabled>
              Choose an account
            </option>
            {others.map((a) => (
              <option key={a.id} value={a.id}>
                {optionLabel(a)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Note (optional)">
        {(field) => <Input {...field} maxLength={140} value={note} onChange={(e) => setNote(e.target.value)} />}
      </FormField>

      {check.ok && from && to ? (
        <p className="text-sm text-slate-300" data-testid="transfer-summary">
          {money(check.request.amount)} from <span className="font-medium text-white">{from.name}</span> to{' '}
          <span className="font-medium text-white">{to.name}</span>.
          {overdraws ? <span className="mt-1 block text-amber-200">That is more than {from.name} holds.</span> : null}
        </p>
      ) : null}
      {serverError ? (
        <p role="alert" className="text-sm text-red-300" data-testid="transfer-error">
          {serverError}
        </p>
      ) : null}
      <p className="text-xs text-slate-500">Moves money between your own accounts in Wealth Desk&apos;s ledger; no bank transfer is made.</p>
      <Button type="submit" size="lg" disabled={!check.ok || transfer.isPending} data-testid={words.testId}>
        <Icon aria-hidden="true" className="size-5" />
        {transfer.isPending ? words.pending : words.button}
      </Button>
    </form>
  );
}
