import * as Tabs from '@radix-ui/react-tabs';
import { PiggyBank } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BUSINESS_MAX_AMOUNT, type BusinessAccount, type BusinessAccountDetails } from '../../../../../shared/contracts/business';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { useContributeToBusinessAccount } from '../api/contribute-to-business-account';
import { useBusinessAccountDetails } from '@/api/business-accounts';
import { MOBILE_TOASTS } from '../messages';
import { progressPercent, statusLabel, statusTone } from '@/lib/business-status';
import { formatLongDate, formatMoney, HIDDEN_AMOUNT, parseMoneyInput } from '../lib/money';
import { SectionError } from '@/components/section-error';
import { ListSkeleton } from './section';

/** Display counts (docs/product.md "Business savings"). */
const VIOLATIONS_SHOWN = 3;
const TRANSACTIONS_SHOWN = 5;

const TAB_TRIGGER =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:text-white ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 ' +
  'data-[state=active]:bg-navy-700 data-[state=active]:text-white data-[state=active]:shadow';

interface BusinessAccountDetailsProps {
  /** The list's copy, shown at once while the details load. */
  account: BusinessAccount;
  hidden: boolean;
}

/** The business account sheet: tabs Overview, Transactions, Guidelines and a contribute input (docs/product.md "Banking"). */
export function BusinessAccountDetailsView({ account: listed, hidden }: BusinessAccountDetailsProps) {
  const details = useBusinessAccountDetails(listed.id);
  const account = details.data?.account ?? listed;

  let body: (tab: 'transactions' | 'guidelines') => ReactNode;
  if (details.data) {
    const data = details.data;
    body = (tab) => (tab === 'transactions' ? <TransactionsTab details={data} /> : <GuidelinesTab details={data} />);
  } else if (details.isError) {
    body = () => (
      <SectionError
        what="this account's details"
        detail={errorText(details.error, '')}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    );
  } else {
    body = () => <ListSkeleton rows={3} label="Loading the account's details" />;
  }

  return (
    <div className="flex flex-col gap-5" data-testid="business-account-details">
      <ContributeForm account={account} />
      <Tabs.Root defaultValue="overview" className="flex flex-col gap-4">
        <Tabs.List aria-label="Account details" className="flex gap-1 rounded-lg border border-white/10 bg-navy-950/60 p-1">
          <Tabs.Trigger value="overview" className={TAB_TRIGGER} data-autofocus>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="transactions" className={TAB_TRIGGER}>
            Transactions
          </Tabs.Trigger>
          <Tabs.Trigger value="guidelines" className={TAB_TRIGGER}>
            Guidelines
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="focus-visible:outline-none" data-testid="business-tab-overview">
          <Overview account={account} details={details.data} hidden={hidden} />
        </Tabs.Content>
        <Tabs.Content value="transactions" className="focus-visible:outline-none" data-testid="business-tab-transactions">
          {body('transactions')}
        </Tabs.Content>
        <Tabs.Content value="guidelines" className="focus-visible:outline-none" data-testid="business-tab-guidelines">
          {body('guidelines')}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function Overview({ account, details, hidden }: { account: BusinessAccount; details?: BusinessAccountDetails; hidden: boolean }) {
  const progress = progressPercent(account.currentAmount, account.targetAmount);
  const rows: [string, string][] = [
    ['Weekly contribution', formatMoney(account.weeklyContribution)],
    ['Started', formatLongDate(account.startDate)],
    ['Target date', account.targetDate ? formatLongDate(account.targetDate) : 'None set'],
  ];
  const violations = details?.violations.slice(0, VIOLATIONS_SHOWN) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-lg border border-white/10 bg-navy-950/60 p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-slate-400">Saved</p>
          <Badge variant={statusTone(account.status)}>{statusLabel(account.status)}</Badge>
        </div>
        <p className="font-serif text-2xl font-semibold text-white tabular-nums" data-testid="business-current-amount">
          {hidden ? HIDDEN_AMOUNT : formatMoney(account.currentAmount)}{' '}
          <span className="font-sans text-sm font-normal text-slate-400">of {formatMoney(account.targetAmount)}</span>
        </p>
        <Progress value={progress} label="Saved against the target" indicatorClassName="bg-emerald-400" />
        <p className="text-xs text-slate-400">{Math.round(progress)}% of the target</p>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-white/5 pb-2">
            <dt className="text-slate-400">{label}</dt>
            <dd className="text-right text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {details ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-200">Recent violations</h3>
          {violations.length === 0 ? (
            <p className="text-sm text-slate-400">None: every guideline has been kept.</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="business-violations">
              {violations.map((v) => (
                <li key={v.id} className="flex items-start justify-between gap-3 rounded-lg border border-white/10 p-3 text-sm">
                  <div className="flex min-w-0 flex-col">
                    <p className="text-white">{v.reason}</p>
                    <p className="text-xs text-slate-400">{formatLongDate(v.violationDate)}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="font-medium text-white tabular-nums">{formatMoney(v.penaltyAmount)}</span>
                    <Badge variant={v.processed ? 'success' : 'warning'}>{v.processed ? 'Paid' : 'Pending'}</Badge>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

function TransactionsTab({ details }: { details: BusinessAccountDetails }) {
  const transactions = details.transactions.slice(0, TRANSACTIONS_SHOWN);
  if (transactions.length === 0) return <p className="text-sm text-slate-400">No contributions yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-white/5 rounded-lg border border-white/10" data-testid="business-transactions">
      {transactions.map((t) => (
        <li key={t.id} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
          <div className="flex min-w-0 flex-col">
            <p className="truncate text-white">{t.description ?? (t.type === 'contribution' ? 'Contribution' : t.type)}</p>
            <p className="text-xs text-slate-400">{formatLongDate(t.createdAt)}</p>
          </div>
          <span className="shrink-0 font-medium text-emerald-300 tabular-nums">{formatMoney(t.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

function GuidelinesTab({ details }: { details: BusinessAccountDetails }) {
  if (details.guidelines.length === 0) return <p className="text-sm text-slate-400">No guidelines on this account.</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="business-guidelines">
      {details.guidelines.map((g) => (
        <li key={g.id} className="flex flex-col gap-1 rounded-lg border border-white/10 p-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium text-white">{g.title}</p>
            {g.isActive ? null : <Badge variant="secondary">Inactive</Badge>}
          </div>
          <p className="text-slate-300">{g.description}</p>
          <p className="text-xs text-slate-400">Penalty if broken: {formatMoney(g.penaltyAmount)}</p>
        </li>
      ))}
    </ul>
  );
}

function ContributeForm({ account }: { account: BusinessAccount }) {
  const [amountText, setAmountText] = useState(String(account.weeklyContribution));
  const [serverError, setServerError] = useState<string | null>(null);
  const contribute = useContributeToBusinessAccount();
  const amount = parseMoneyInput(amountText, BUSINESS_MAX_AMOUNT);
  const amountError = amount.ok || amountText.trim() === '' ? null : amount.error;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!amount.ok || contribute.isPending) return;
    setServerError(null);
    contribute.mutate(
      { accountId: account.id, amount: amount.value },
      {
        onSuccess: (result) =>
          toast({
            ...MOBILE_TOASTS.contributionProcessed,
            description: `${formatMoney(result.transaction.amount)} added to ${result.account.businessName}.`,
          }),
        onError: (error) => {
          toast(MOBILE_TOASTS.paymentFailed);
          setServerError(errorText(error, MOBILE_TOASTS.paymentFailed.description));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 rounded-lg border border-gold-400/25 bg-gold-400/5 p-4" data-testid="business-contribute">
      <FormField label="Contribute (USD)" error={amountError}>
        {(field) => (
          <div className="flex gap-2">
            <Input
              {...field}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              className="flex-1"
            />
            <Button type="submit" disabled={!amount.ok || contribute.isPending} data-testid="business-contribute-button">
              <PiggyBank aria-hidden="true" className="size-4" />
              {contribute.isPending ? 'Processing...' : 'Contribute'}
            </Button>
          </div>
        )}
      </FormField>
      {serverError ? (
        <p role="alert" className="text-sm text-red-300">
          {serverError}
        </p>
      ) : null}
      <p className="text-xs text-slate-400">Your weekly contribution is {formatMoney(account.weeklyContribution)}.</p>
    </form>
  );
}
