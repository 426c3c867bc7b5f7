import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BillingInfo } from '../../../../shared/contracts/payments';
import type { Team } from '../../../../shared/contracts/teams';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { LoadError } from '@/components/load-states';
import { ScreenHeader } from '@/components/screen-header';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useCancelSubscription } from './api/cancel-subscription';
import { useDownloadUsageReport } from './api/download-usage-report';
import { useBillingInfo } from './api/get-billing-info';
import { useTeam } from './api/get-team';
import { useOpenCustomerPortal } from './api/open-customer-portal';
import { BillingHistory } from './components/billing-history';
import { BillingLoadFailure, BillingSignIn, BillingSkeleton } from './components/billing-states';
import { ConfirmDialog } from './components/confirm-dialog';
import { CurrentPlanCard } from './components/current-plan-card';
import { JoinTeamPrompt } from './components/join-team-prompt';
import { CancelNotice, DemoPaymentNote, DemoPortalNote } from './components/notices';
import { PaymentMethodCard } from './components/payment-method-card';
import { SavingsCard } from './components/savings-card';
import { TeamCard } from './components/team-card';
import { formatBillingDate, planName } from './lib/billing-format';
import { serverMessage } from './lib/server-message';
import { inviteToken, searchWithoutInvite, showTeamCard } from './lib/team';

/**
 * /billing (growth spec sections 2-4, 7, 8; DESIGN.md "Plans and payments"): the caller's plan,
 * usage, card and invoices as the payment provider reports them, the Business plan's team, and the
 * "Join team" step of an invite link.
 */
export default function BillingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const billing = useBillingInfo(signedIn);
  const team = useTeam(signedIn);
  const cancel = useCancelSubscription();
  const portal = useOpenCustomerPortal();
  const download = useDownloadUsageReport();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [justCancelled, setJustCancelled] = useState(false);

  const token = inviteToken(searchParams);
  const query = searchParams.toString();
  const returnTo = query ? `${SCREENS.billing[0]}?${query}` : SCREENS.billing[0];
  const needsSignIn = user.data === null || (billing.error instanceof ApiError && billing.error.status === 401);

  function confirmCancel() {
    setConfirmingCancel(false);
    cancel.mutate(undefined, {
      onSuccess: () => setJustCancelled(true),
      // Spec section 8: a failed cancel is logged only; the button comes back for another try.
      onError: (error) => console.error('Cancel subscription failed', error),
    });
  }

  function downloadReport() {
    download.mutate(undefined, {
      onError: (error) =>
        toast({ title: 'Download Failed', description: `The usage report could not be downloaded: ${serverMessage(error)}`, variant: 'destructive' }),
    });
  }

  function leaveInvite(_joined: Team | null) {
    setSearchParams(searchWithoutInvite(searchParams), { replace: true });
  }

  let content;
  if (needsSignIn) {
    content = <BillingSignIn returnTo={returnTo} />;
  } else if (user.isError) {
    content = <BillingLoadFailure detail={user.error.message} />;
  } else if (billing.data) {
    content = (
      <BillingDetails
        billing={billing.data}
        team={
          <TeamSection
            tier={billing.data.tier}
            team={team.data}
            loading={team.isPending}
            error={team.error}
            onRetry={() => void team.refetch()}
            retrying={team.isFetching}
            callerEmail={user.data?.email}
          />
        }
        justCancelled={justCancelled}
        onManage={() => portal.mutate()}
        managing={portal.isPending || portal.isSuccess}
        onCancel={() => setConfirmingCancel(true)}
        cancelling={cancel.isPending}
        onDownload={downloadReport}
        downloading={download.isPending}
      />
    );
  } else if (billing.isError) {
    content = <BillingLoadFailure detail={billing.error.message} />;
  } else {
    content = <BillingSkeleton />;
  }

  const subscription = billing.data?.subscription ?? null;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Billing · ${PRODUCT_NAME}`}</title>
      <ScreenHeader widthClass="max-w-6xl" />
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Billing</h1>
          <p className="max-w-3xl text-slate-300">Your plan, what it has saved you, your card and your invoices, as the payment provider reports them.</p>
        </div>
        {searchParams.get('portal') === 'demo' ? <DemoPortalNote /> : null}
        {token && signedIn ? <JoinTeamPrompt key={token} token={token} onDone={leaveInvite} /> : null}
        {content}
      </main>
      <ConfirmDialog
        open={confirmingCancel && subscription !== null}
        title="Cancel your subscription?"
        confirmLabel="Confirm Cancellation"
        cancelLabel="Keep Subscription"
        onConfirm={confirmCancel}
        onClose={() => setConfirmingCancel(false)}
        testId="cancel-dialog"
      >
        {subscription ? (
          <p>
            Your {planName(subscription.plan)} plan stays active until {formatBillingDate(subscription.current_period_end)}. After that you
            are on the Free plan and are not charged again.
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

interface BillingDetailsProps {
  billing: BillingInfo;
  team: ReactNode;
  justCancelled: boolean;
  onManage: () => void;
  managing: boolean;
  onCancel: () => void;
  cancelling: boolean;
  onDownload: () => void;
  downloading: boolean;
}

function BillingDetails({ billing, team, justCancelled, onManage, managing, onCancel, cancelling, onDownload, downloading }: BillingDetailsProps) {
  const { subscription } = billing;
  return (
    <>
      {billing.demo ? <DemoPaymentNote /> : null}
      {subscription?.cancel_at_period_end ? <CancelNotice endsOn={subscription.current_period_end} focusOnMount={justCancelled} /> : null}
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <CurrentPlanCard billing={billing} onManage={onManage} managing={managing} onCancel={onCancel} cancelling={cancelling} />
        <SavingsCard usage={billing.usage} onDownload={onDownload} downloading={downloading} />
        <PaymentMethodCard
          method={billing.payment_method}
          canUpdate={subscription !== null || billing.payment_method !== null}
          onUpdate={onManage}
          updating={managing}
        />
      </div>
      <BillingHistory history={billing.history} currency={subscription?.currency ?? 'usd'} />
      {team}
    </>
  );
}

interface TeamSectionProps {
  tier: string;
  team: Team | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  callerEmail: string | undefined;
}

/** The team card for Business users and team members; nothing for anyone else. */
function TeamSection({ tier, team, loading, error, onRetry, retrying, callerEmail }: TeamSectionProps) {
  if (team && showTeamCard(tier, team)) return <TeamCard team={team} callerEmail={callerEmail} />;
  // Only a Business user is known to need the card before the team has loaded.
  if (tier !== 'business') return null;
  if (error) return <LoadError title="We could not load your team" detail={error.message} onRetry={onRetry} retrying={retrying} testId="team-error" />;
  if (loading) {
    return (
      <Card aria-busy="true" className="flex flex-col gap-3 p-6" data-testid="team-loading">
        <p role="status" className="sr-only">
          Loading your team
        </p>
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-10 w-full" />
      </Card>
    );
  }
  return null;
}
