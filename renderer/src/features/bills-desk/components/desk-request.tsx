import type { BillDeskRequest, BillStatus } from '../../../../../shared/contracts/bills';
import { BILL_SERVICE_LABELS } from '../../../../../shared/contracts/bills';
import { formatCents } from '../../../../../shared/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ACTION_LABELS, BILL_STATUS_LABELS, DESK_STATUS_TONES, formatWhen } from '../lib/desk-format';

const money = (dollars: number) => formatCents(Math.round(dollars * 100));

interface DeskRequestProps {
  request: BillDeskRequest;
  /** The next status being sent for this request, if any. */
  moving: BillStatus | undefined;
  onMove: (to: BillStatus) => void;
}

/** One request on the owner's desk: who, what, the contact details, the outcome, and its next steps. */
export function DeskRequest({ request, moving, onMove }: DeskRequestProps) {
  const last = request.history.at(-1);
  return (
    <li className="flex flex-col gap-3 border-b border-white/5 p-4 last:border-0 sm:p-5" data-testid="desk-request" data-request-id={request.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-white" data-testid="desk-provider">
            {request.providerName}
          </h3>
          <p className="text-sm break-words text-slate-400">
            {BILL_SERVICE_LABELS[request.serviceType]} · <span data-testid="desk-user">{request.user.username}</span> ({request.user.email})
          </p>
        </div>
        <Badge variant={DESK_STATUS_TONES[request.status]} data-testid="desk-status">
          {BILL_STATUS_LABELS[request.status]}
        </Badge>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-400">Current bill</dt>
          <dd className="font-medium text-white">{money(request.currentBillAmount)}/mo</dd>
        </div>
        <div>
          <dt className="text-slate-400">Account</dt>
          <dd className="font-medium text-white">{request.accountLast4 ? `ending in ${request.accountLast4}` : 'Not given'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-400">Contact</dt>
          <dd className="break-words text-white">
            {request.contactPhone}
            <br />
            {request.email}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">Submitted</dt>
          <dd className="text-white">{formatWhen(request.createdAt)}</dd>
        </div>
        {last && last.status !== 'submitted' ? (
          <div>
            <dt className="text-slate-400">
              {BILL_STATUS_LABELS[last.status]} {request.nextStatuses.length === 0 ? 'on' : 'since'}
            </dt>
            <dd className="text-white">{formatWhen(last.at)}</dd>
          </div>
        ) : null}
        {request.status === 'saved' && request.monthlySavings !== null && request.successFee !== null ? (
          <div>
            <dt className="text-slate-400">Saving / fee</dt>
            <dd className="font-medium text-emerald-200" data-testid="desk-outcome">
              {money(request.monthlySavings)}/mo · fee {money(request.successFee)}
            </dd>
          </div>
        ) : null}
        {request.status === 'not_saved' && request.notSavedReason ? (
          <div className="min-w-0">
            <dt className="text-slate-400">Reason</dt>
            <dd className="break-words text-white" data-testid="desk-outcome">
              {request.notSavedReason}
            </dd>
          </div>
        ) : null}
      </dl>
      {request.additionalInfo ? <p className="text-sm break-words text-slate-300">“{request.additionalInfo}”</p> : null}
      {request.nextStatuses.length > 0 ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label={`Next steps for ${request.providerName} (${request.user.username})`}>
          {request.nextStatuses.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'not_saved' ? 'ghost' : to === 'saved' ? 'default' : 'outline'}
              disabled={moving !== undefined}
              onClick={() => onMove(to)}
              data-testid={`desk-move-${to}`}
            >
              {moving === to ? 'Saving...' : ACTION_LABELS[to]}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-xs text-slate-400">Final: no further steps.</p>
      )}
    </li>
  );
}
