import { Receipt } from 'lucide-react';
import type { BillNegotiation } from '../../../../../shared/contracts/bills';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { BILL_STATUS_LABELS, BILL_STATUS_TONES, formatBillMoney, formatSubmittedAt, savedText, serviceLabel, SUCCESS_FEE_PERCENT } from '../lib/bill-format';
import { BillTimeline } from './bill-timeline';

/** The caller's requests, newest first: status, each step with its date, and the outcome once recorded. */
export function BillRequestList({ requests }: { requests: BillNegotiation[] }) {
  return (
    <ul className="flex flex-col gap-3" data-testid="bill-list">
      {requests.map((bill) => (
        <li key={bill.id}>
          <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="bill-request" data-bill-id={bill.id}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="text-base font-semibold break-words text-white" data-testid="bill-provider">
                  {bill.providerName}
                </h3>
                <p className="text-sm text-slate-400">
                  {serviceLabel(bill.serviceType)} · submitted {formatSubmittedAt(bill.createdAt)}
                </p>
              </div>
              <Badge variant={BILL_STATUS_TONES[bill.status]} data-testid="bill-status">
                {BILL_STATUS_LABELS[bill.status]}
              </Badge>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-slate-400">Current bill</dt>
                <dd className="font-medium text-white" data-testid="bill-amount">
                  {formatBillMoney(bill.currentBillAmount)}/mo
                </dd>
              </div>
              <div>
                <dt className="text-slate-400">Account</dt>
                <dd className="font-medium text-white" data-testid="bill-account">
                  {bill.accountLast4 ? <span aria-label={`ending in ${bill.accountLast4}`}>•••• {bill.accountLast4}</span> : 'Not given'}
                </dd>
              </div>
              {bill.status === 'saved' && bill.monthlySavings !== null && bill.successFee !== null ? (
                <>
                  <div>
                    <dt className="text-slate-400">Monthly saving</dt>
                    <dd className="font-medium text-emerald-200" data-testid="bill-savings">
                      {formatBillMoney(bill.monthlySavings)}/mo
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-400">Success fee ({SUCCESS_FEE_PERCENT})</dt>
                    <dd className="font-medium text-white" data-testid="bill-fee">
                      {formatBillMoney(bill.successFee)}
                    </dd>
                  </div>
                </>
              ) : null}
            </dl>
            {bill.status === 'saved' && bill.monthlySavings !== null && bill.successFee !== null ? (
              <p className="rounded-lg border border-emerald-400/30 bg-emerald-400/5 px-3 py-2 text-sm text-emerald-100" data-testid="bill-outcome">
                {savedText(bill.monthlySavings, bill.successFee)}
              </p>
            ) : null}
            {bill.status === 'not_saved' ? (
              <p className="text-sm text-slate-300" data-testid="bill-outcome">
                The provider would not lower this bill, so there is no fee.
                {bill.notSavedReason ? <span className="mt-1 block text-slate-400">Reason: {bill.notSavedReason}</span> : null}
              </p>
            ) : null}
            <BillTimeline bill={bill} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function BillListEmpty() {
  return (
    <Card className="flex flex-col items-start gap-3 p-6" data-testid="bill-list-empty">
      <Receipt aria-hidden="true" className="size-8 text-gold-400" />
      <h3 className="text-lg font-semibold text-white">No requests yet</h3>
      <p className="text-slate-300">Submit your first bill with the form. Each request you send shows up here with its status and every step as it happens.</p>
    </Card>
  );
}
