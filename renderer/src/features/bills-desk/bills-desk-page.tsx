import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { BILL_STATUSES, type BillDeskRequest, type BillStatus, type BillStatusChange } from '../../../../shared/contracts/bills';
import { SCREENS } from '../../../../shared/routes';
import { EmptyState } from '@/components/empty-state';
import { LoadingSkeleton } from '@/components/load-states';
import { OwnerQueryError } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { useBillDesk, useChangeBillStatus } from './api/bill-desk';
import { DeskRequest } from './components/desk-request';
import { OutcomeDialog, type OutcomeKind } from './components/outcome-dialog';
import { BILL_STATUS_LABELS } from './lib/desk-format';

const isStatus = (value: string): value is BillStatus => (BILL_STATUSES as readonly string[]).includes(value);

/**
 * /bills-desk (owner; docs/product.md "Bills"): every user's bill negotiation requests, newest
 * first, and the owner's buttons to move each one a step forward. "Saved" asks the monthly saving;
 * the server computes the fee and refuses any move the lifecycle does not allow.
 */
export default function BillsDeskPage() {
  const [filter, setFilter] = useState<BillStatus | undefined>(undefined);
  const desk = useBillDesk(filter);
  const change = useChangeBillStatus();
  const [outcome, setOutcome] = useState<{ request: BillDeskRequest; kind: OutcomeKind } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const send = (request: BillDeskRequest, body: BillStatusChange) =>
    change.mutate(
      { requestId: request.id, change: body },
      {
        onSuccess: (updated) => {
          setOutcome(null);
          // The row's badge shows the change; a toast would cover the next buttons at phone width, so
          // it is only announced to screen readers.
          setAnnouncement(`${updated.providerName} for ${updated.user.username}: ${BILL_STATUS_LABELS[updated.status]}.`);
        },
        onError: (error) => toast({ title: 'Could not change the status', description: errorText(error), variant: 'destructive' }),
      },
    );

  const onMove = (request: BillDeskRequest, to: BillStatus) => {
    if (to === 'saved' || to === 'not_saved') setOutcome({ request, kind: to });
    else send(request, { status: to });
  };
  const movingFor = (request: BillDeskRequest): BillStatus | undefined =>
    change.isPending && change.variables?.requestId === request.id ? change.variables.change.status : undefined;

  let content;
  if (desk.error) {
    content = <OwnerQueryError query={desk} returnTo={SCREENS.billsDesk[0]} title="Could not load the bill requests" />;
  } else if (!desk.data) {
    content = (
      <LoadingSkeleton label="Loading the bill requests" testId="desk-loading">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </LoadingSkeleton>
    );
  } else if (desk.data.requests.length === 0) {
    content = (
      <EmptyState icon={Inbox} title={filter ? `No requests are ${BILL_STATUS_LABELS[filter].toLowerCase()}` : 'No requests yet'} testId="desk-empty">
        {filter ? 'Choose another status, or all of them.' : 'Requests appear here when users submit a bill on their Bills screen.'}
      </EmptyState>
    );
  } else {
    const { requests, total } = desk.data;
    content = (
      <Card className="p-0">
        <h2 id="desk-heading" className="px-4 pt-4 text-lg font-semibold text-white sm:px-5 sm:pt-5" data-testid="desk-count">
          {total === 1 ? '1 request' : `${total} requests`}
          {total > requests.length ? ` (the newest ${requests.length} shown)` : ''}
        </h2>
        <ul aria-labelledby="desk-heading" data-testid="desk-list">
          {requests.map((request) => (
            <DeskRequest key={request.id} request={request} moving={movingFor(request)} onMove={(to) => onMove(request, to)} />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <ScreenPage
      tabTitle="Bills desk"
      width="max-w-5xl"
      overlays={
        <OutcomeDialog
          key={outcome ? `${outcome.request.id}-${outcome.kind}` : 'closed'}
          request={outcome?.request ?? null}
          kind={outcome?.kind ?? 'saved'}
          pending={change.isPending}
          onClose={() => setOutcome(null)}
          onConfirm={(body) => outcome && send(outcome.request, body)}
        />
      }
    >
      <ScreenTitle title="Bills desk">
        Every bill negotiation request, newest first. Move each one forward as you work on it: in review, negotiating, then saved or not
        saved. The user sees every step with its date.
      </ScreenTitle>
      <div className="flex max-w-xs flex-col gap-2">
        <Label htmlFor="desk-filter">Status</Label>
        <Select
          id="desk-filter"
          value={filter ?? ''}
          onChange={(e) => setFilter(isStatus(e.target.value) ? e.target.value : undefined)}
          data-testid="desk-filter"
        >
          <option value="">All statuses</option>
          {BILL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BILL_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <p role="status" className="sr-only" data-testid="desk-announcement">
        {announcement}
      </p>
      {content}
    </ScreenPage>
  );
}
