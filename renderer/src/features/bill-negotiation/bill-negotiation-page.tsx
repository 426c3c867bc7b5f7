import { ApiError } from '@/lib/api-client';
import { useBills } from './api/get-bills';
import { BillListEmpty, BillRequestList } from './components/bill-request-list';
import { BillListError, BillListSkeleton, BillSignIn } from './components/bill-states';
import { BillSubmitForm } from './components/bill-submit-form';
import { HowItWorks } from './components/how-it-works';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';

/**
 * /bills: submit a bill for negotiation (docs/product.md "Bills"). The requests, their outcomes and
 * today's count all come from GET /api/bills for the caller (the signed-in user, else the local owner).
 */
export default function BillNegotiationPage() {
  const bills = useBills();
  const error = bills.error;
  const needsSignIn = error instanceof ApiError && (error.status === 401 || error.status === 403);

  let list;
  if (bills.data) {
    list = bills.data.requests.length > 0 ? <BillRequestList requests={bills.data.requests} /> : <BillListEmpty />;
  } else if (error) {
    list = <BillListError detail={error.message} onRetry={() => void bills.refetch()} retrying={bills.isFetching} />;
  } else {
    list = <BillListSkeleton />;
  }

  return (
    <ScreenPage tabTitle="Bill Negotiation">
      <ScreenTitle
        title="Bill Negotiation"
      >
        Submit a bill and we negotiate it down with your provider; the fee is a share of what you actually save.
      </ScreenTitle>
      {needsSignIn ? (
        <BillSignIn />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[26rem_minmax(0,1fr)]">
          <BillSubmitForm submittedToday={bills.data?.submittedToday} />
          <div className="flex min-w-0 flex-col gap-6">
            <section aria-labelledby="bill-list-heading" className="flex flex-col gap-4">
              <h2 id="bill-list-heading" className="text-xl font-semibold text-white">
                Your requests
                {bills.data ? (
                  <span className="ml-2 text-base font-normal text-slate-400" data-testid="bill-count">
                    ({bills.data.requests.length})
                  </span>
                ) : null}
              </h2>
              {list}
            </section>
            <HowItWorks />
          </div>
        </div>
      )}
    </ScreenPage>
  );
}
