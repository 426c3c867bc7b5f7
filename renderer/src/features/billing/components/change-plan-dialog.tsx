import type { BillingInfo, PlanChange } from '../../../../../shared/contracts/payments';
import { PLANS, planPriceCents, type PaidPlanId } from '../../../../../shared/plans';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { usePlanChangePreview } from '../api/change-plan';
import { formatBillingDate, formatCents, intervalLabel } from '../lib/billing-format';

interface ChangePlanDialogProps {
  /** The plan asked for; null: the dialog is closed. */
  target: PaidPlanId | null;
  subscription: NonNullable<BillingInfo['subscription']>;
  onConfirm: (plan: PaidPlanId) => void;
  onClose: () => void;
}

const CONFIRM_LABEL: Record<PlanChange['kind'], (change: PlanChange) => string> = {
  upgrade: () => 'Confirm upgrade',
  downgrade: () => 'Confirm downgrade',
  keep: (change) => `Keep ${PLANS[change.from].name}`,
};

/**
 * The confirmation before a plan change (docs/product.md "Changing plan"), with the server's own
 * quote: an upgrade's amount due now and its credit and charge lines, or a downgrade's date.
 */
export function ChangePlanDialog({ target, subscription, onConfirm, onClose }: ChangePlanDialogProps) {
  const preview = usePlanChangePreview(target);
  const change = preview.data;
  const title = target === null ? 'Change plan' : target === subscription.plan ? `Keep ${PLANS[target].name}?` : `Change to ${PLANS[target].name}?`;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={title}
      className="max-w-lg"
      data-testid="change-plan-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Not now
          </Button>
          <Button onClick={() => change && onConfirm(change.to)} disabled={!change} data-testid="confirm-plan-change">
            {change ? CONFIRM_LABEL[change.kind](change) : 'Confirm'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-slate-300">
        {preview.isPending ? (
          <div className="flex items-center gap-3" role="status">
            <Spinner className="size-5" label="Working out the amount" />
            <span>Working out the amount…</span>
          </div>
        ) : preview.isError ? (
          <p role="alert" className="text-rose-200" data-testid="plan-change-error">
            {errorText(preview.error)}
          </p>
        ) : change ? (
          <ChangeSummary change={change} subscription={subscription} />
        ) : null}
      </div>
    </Dialog>
  );
}

function ChangeSummary({ change, subscription }: { change: PlanChange; subscription: NonNullable<BillingInfo['subscription']> }) {
  const from = PLANS[change.from].name;
  const to = PLANS[change.to].name;
  const per = intervalLabel(subscription.interval);
  const newPrice = formatCents(planPriceCents(change.to, subscription.interval === 'year' ? 'year' : 'month'), subscription.currency);
  const periodEnd = formatBillingDate(subscription.current_period_end);
  if (change.kind === 'keep') {
    return (
      <p data-testid="plan-change-summary">
        Your plan stays {from}; the change to {subscription.pending_plan ? PLANS[subscription.pending_plan].name : 'another plan'} on {periodEnd} is called off.
      </p>
    );
  }
  if (change.kind === 'downgrade') {
    return (
      <p data-testid="plan-change-summary">
        You keep {from} until {periodEnd}. Then your plan changes to {to} at {newPrice} a {per}. Nothing is charged now and the rest of
        this period is not refunded.
      </p>
    );
  }
  return (
    <>
      <p data-testid="plan-change-summary">
        {to} starts today. {change.provider === 'stripe' ? 'About ' : 'You pay '}
        <strong className="text-white tabular-nums" data-testid="plan-change-due">
          {formatCents(change.dueNow, subscription.currency)}
        </strong>{' '}
        {change.provider === 'stripe' ? 'for the rest of this period, added to your next invoice' : 'now'}: your unused days on {from} are
        credited against {to} for the same days. From {periodEnd} you pay {newPrice} a {per}.
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">How the amount is worked out</caption>
        <tbody className="divide-y divide-white/10">
          {change.lines.map((line) => (
            <tr key={line.description} data-testid="plan-change-line">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {line.description}
              </th>
              <td className="py-2 text-right text-white tabular-nums">{formatCents(line.amount, subscription.currency)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-semibold text-white">
              {change.provider === 'stripe' ? 'Estimated difference' : 'Due now'}
            </th>
            <td className="py-2 text-right font-semibold text-white tabular-nums">{formatCents(change.dueNow, subscription.currency)}</td>
          </tr>
        </tbody>
      </table>
      {change.provider === 'stripe' ? (
        <p className="text-xs text-slate-400">Stripe works out the exact proration to the second; this is the day-by-day estimate.</p>
      ) : null}
    </>
  );
}
