import { CircleCheck, History, LoaderCircle, LogIn, Pause, Play, RefreshCw, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import type { BusinessAccount, BusinessAccountDetails } from '../../../../../shared/contracts/business';
import { IconText } from '@/components/icon-text';
import { LoadingSkeleton } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SkeletonBars, Skeletons } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useBusinessAccountDetails } from '@/api/business-accounts';
import { usePayViolation, type Violation } from '../api/pay-violation';
import { useUpdateBusinessStatus } from '../api/update-business-status';
import {
  formatCalendarDate,
  formatInstant,
  formatMoney,
  formatSignedMoney,
  transactionTypeLabel,
} from '../lib/business-format';
import { BUSINESS_TOASTS, penaltyPaidToast, penaltyPendingToast, statusChangedToast } from '../messages';
import { AccountProgress, StatusBadge } from './account-summary';

/** Display counts (docs/product.md "Business savings"). The server already sends no more; the screen holds to it too. */
export const TRANSACTIONS_SHOWN = 5;
export const VIOLATIONS_SHOWN = 3;

interface BusinessDetailsDialogProps {
  /** The account as the list shows it: the dialog has a title at once, before the details arrive. */
  account: BusinessAccount | null;
  demo: boolean;
  /** Signed out, looking at the public demo sandbox: no status changes (and the server asks for sign-in). */
  readOnly: boolean;
  /** Where signing in starts, for an answer that asks for it. */
  signInHref: string;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

export function BusinessDetailsDialog({ account, demo, readOnly, signInHref, onClose, returnFocusRef }: BusinessDetailsDialogProps) {
  const details = useBusinessAccountDetails(account?.id ?? null);
  // The details answer is the newer one right after a change; the list's copy fills in before it.
  const shown = details.data?.account ?? account;

  let body: ReactNode;
  if (details.data) body = <DetailsBody details={details.data} demo={demo} />;
  else if (details.error instanceof ApiError && (details.error.status === 401 || details.error.status === 403))
    body = (
      <div className="flex flex-col items-start gap-3" data-testid="business-details-sign-in">
        <p className="text-slate-200">Sign in to see this account&apos;s guidelines, transactions and violations.</p>
        <a href={signInHref} className={buttonVariants({ size: 'sm' })}>
          <LogIn aria-hidden="true" className="size-4" />
          Sign in
        </a>
      </div>
    );
  else if (details.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-3" data-testid="business-details-error">
        <IconText as="p" icon={TriangleAlert} iconClassName="size-5 text-red-300" className="flex items-center gap-2 font-semibold text-white">
          We could not load this account&apos;s details.
        </IconText>
        <p className="text-sm break-words text-slate-500">Details: {details.error.message}</p>
        <Button size="sm" onClick={() => void details.refetch()} disabled={details.isFetching}>
          <RefreshCw aria-hidden="true" className={details.isFetching ? 'size-4 animate-spin' : 'size-4'} />
          {details.isFetching ? 'Retrying...' : 'Try again'}
        </Button>
      </div>
    );
  else body = <DetailsSkeleton />;

  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      data-testid="business-details"
      title={shown?.businessName ?? ''}
      headerExtra={shown ? <StatusBadge status={shown.status} /> : null}
      description={shown ? `Started ${formatInstant(shown.startDate)}` : undefined}
      footer={
        <>
          {shown && !readOnly ? <StatusControl account={shown} /> : null}
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-7">
        {shown ? <AccountFacts account={shown} /> : null}
        {body}
      </div>
    </Dialog>
  );
}

function AccountFacts({ account }: { account: BusinessAccount }) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-white/10 bg-navy-950/60 p-4">
      <AccountProgress account={account} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-slate-400">Weekly contribution</dt>
          <dd className="font-semibold text-white tabular-nums">{formatMoney(account.weeklyContribution)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Target date</dt>
          <dd className="font-semibold text-white">
            {account.targetDate ? formatCalendarDate(account.targetDate) : <span className="font-normal text-slate-400">None set</span>}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** Pause or resume (active <-> paused); a completed account keeps its status. */
function StatusControl({ account }: { account: BusinessAccount }) {
  const update = useUpdateBusinessStatus({
    onSuccess: (updated) => toast(statusChangedToast(updated.status, updated.businessName)),
    onError: (error) => {
      console.error('Status change failed', error);
      toast(BUSINESS_TOASTS.statusFailed);
    },
  });
  if (account.status !== 'active' && account.status !== 'paused') return null;
  const pausing = account.status === 'active';
  return (
    <Button
      variant="outline"
      className="mr-auto"
      data-testid="business-status-toggle"
      disabled={update.isPending}
      onClick={() => update.mutate({ accountId: account.id, status: pausing ? 'paused' : 'active' })}
    >
      {update.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : pausing ? (
        <Pause aria-hidden="true" className="size-4" />
      ) : (
        <Play aria-hidden="true" className="size-4" />
      )}
      {pausing ? 'Pause account' : 'Resume account'}
    </Button>
  );
}

function Section({ title, icon, note, children }: { title: string; icon: ReactNode; note?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-200 uppercase">
          {icon}
          {title}
        </h3>
        {note ? <p className="text-xs text-slate-400">{note}</p> : null}
      </div>
      {children}
    </section>
  );
}

function DetailsBody({ details, demo }: { details: BusinessAccountDetails; demo: boolean }) {
  const transactions = details.transactions.slice(0, TRANSACTIONS_SHOWN);
  const violations = details.violations.slice(0, VIOLATIONS_SHOWN);
  return (
    <>
      <Section title="Compliance guidelines" icon={<ShieldCheck aria-hidden="true" className="size-4 text-gold-400" />}>
        {details.guidelines.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {details.guidelines.map((g) => (
              <li key={g.id} className="flex flex-col gap-1 rounded-lg border border-white/10 p-3" data-testid="guideline-item">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-white" data-testid="guideline-title">
                    {g.title}
                  </p>
                  <span className="text-sm text-slate-300" data-testid="guideline-penalty">
                    Penalty <span className="font-semibold text-white tabular-nums">{formatMoney(g.penaltyAmount)}</span>
                  </span>
                </div>
                <p className="text-sm text-slate-400" data-testid="guideline-description">
                  {g.description}
                </p>
                {g.isActive ? null : (
                  <Badge variant="secondary" className="self-start">
                    Not in force
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-400">No guidelines on this account.</p>
        )}
      </Section>

      <Section
        title="Latest transactions"
        icon={<History aria-hidden="true" className="size-4 text-gold-400" />}
        note={`The ${TRANSACTIONS_SHOWN} most recent.`}
      >
        {transactions.length > 0 ? (
          <ul className="flex flex-col divide-y divide-white/5 rounded-lg border border-white/10">
            {transactions.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-3 px-3 py-2.5" data-testid="transaction-item">
                <div className="flex min-w-0 flex-col">
                  <span className="break-words text-slate-100" data-testid="transaction-description">
                    {t.description ?? transactionTypeLabel(t.type)}
                  </span>
                  <span className="text-xs text-slate-400">
                    {transactionTypeLabel(t.type)} · {formatInstant(t.createdAt)}
                  </span>
                </div>
                <span
                  className={t.amount < 0 ? 'font-semibold text-red-300 tabular-nums' : 'font-semibold text-emerald-300 tabular-nums'}
                  data-testid="transaction-amount"
                >
                  {formatSignedMoney(t.amount)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-400" data-testid="transactions-empty">
            No transactions yet. Contributions appear here.
          </p>
        )}
      </Section>

      <Section
        title="Recent violations"
        icon={<TriangleAlert aria-hidden="true" className="size-4 text-gold-400" />}
        note={
          <>
            The {VIOLATIONS_SHOWN} most recent.
            {demo ? ' Penalties are paid with the demo payment provider: no real money moves.' : null}
          </>
        }
      >
        {violations.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {violations.map((v) => (
              <ViolationItem key={v.id} accountId={details.account.id} violation={v} demo={demo} />
            ))}
          </ul>
        ) : (
          <IconText as="p" icon={CircleCheck} iconClassName="size-4 text-emerald-300" className="flex items-center gap-2 text-sm text-slate-400" data-testid="violations-empty">
            No violations. Every checked week met the weekly contribution.
          </IconText>
        )}
      </Section>
    </>
  );
}

function ViolationItem({ accountId, violation, demo }: { accountId: string; violation: Violation; demo: boolean }) {
  const pay = usePayViolation({
    onSuccess: (paid) => toast(paid.processed ? penaltyPaidToast(paid.penaltyAmount, paid.demoPayment) : penaltyPendingToast(paid.penaltyAmount, paid.paymentPendingReason)),
    onError: (error) => {
      console.error('Penalty payment failed', error);
      toast(BUSINESS_TOASTS.paymentFailed);
    },
  });
  const paid = violation.processed;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-white/10 p-3"
      data-testid="violation-item"
      data-violation-id={violation.id}
      data-processed={String(paid)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-300">
          <span data-testid="violation-date">{formatCalendarDate(violation.violationDate)}</span> ·{' '}
          <span className="font-semibold text-white tabular-nums" data-testid="violation-amount">
            {formatMoney(violation.penaltyAmount)}
          </span>
        </span>
        <Badge variant={paid ? 'success' : 'warning'} data-testid="violation-state">
          {paid ? 'Paid' : 'Pending'}
        </Badge>
      </div>
      <p className="text-sm text-slate-200" data-testid="violation-reason">
        {violation.reason}
      </p>
      {!paid && violation.paymentPendingReason ? (
        <p className="text-sm text-amber-200" role="status" data-testid="violation-pending-reason">
          {violation.paymentPendingReason}
        </p>
      ) : null}
      {paid ? null : (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          data-testid="violation-pay"
          disabled={pay.isPending}
          onClick={() => pay.mutate({ accountId, violationId: violation.id })}
        >
          {pay.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {pay.isPending ? 'Paying...' : `Pay penalty`}
          {demo && !pay.isPending ? <span className="text-xs font-normal text-slate-400">(demo payment)</span> : null}
        </Button>
      )}
    </li>
  );
}

function DetailsSkeleton() {
  return (
    <LoadingSkeleton label="Loading the account&apos;s details" testId="business-details-loading" className="flex flex-col gap-4">
      <SkeletonBars sizes={['h-4 w-48', 'h-20 w-full', 'h-20 w-full', 'h-4 w-40']} />
      <Skeletons count={3} className="h-11 w-full" />
    </LoadingSkeleton>
  );
}
