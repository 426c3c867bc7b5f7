import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BillingInfo } from '../../../../shared/contracts/payments';
import type { Team } from '../../../../shared/contracts/teams';
import { SCREENS } from '../../../../shared/routes';
import { PAID_PLAN_IDS, PLANS, type PaidPlanId } from '../../../../shared/plans';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { ScreenPage } from '@/components/screen-page';
import { SkeletonBars } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorText } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useCancelSubscription } from './api/cancel-subscription';
import { useChangePlan, useResumeSubscription } from './api/change-plan';
import { useDownloadUsageReport } from './api/download-usage-report';
import { useBillingInfo } from './api/get-billing-info';
import { useTeam } from './api/get-team';
import { useOpenCustomerPortal } from './api/open-customer-portal';
import { BillingHistory } from './components/billing-history';
import { BillingLoadFailure, BillingSignIn, BillingSkeleton } from './components/billing-states';
import { ChangePlanDialog } from './components/change-plan-dialog';
import { ConfirmDialog } from './components/confirm-dialog';
import { CurrentPlanCard } from './components/current-plan-card';
import { JoinTeamPrompt } from './components/join-team-prompt';
import { CancelNotice, DemoPaymentNote, DemoPortalNote } from './components/notices';
import { PaymentMethodCard } from './components/payment-method-card';
import { SavingsCard } from './components/savings-card';
import { TeamCard } from './components/team-card';
import { formatBillingDate, planName } from './lib/billing-format';
import { inviteToken, searchWithoutInvite, showTeamCard } from './lib/team';

/**
 * /billing (docs/product.md "Billing"): the caller's plan,
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
  const changePlan = useChangePlan();
  const resume = useResumeSubscription();
  // /pricing's Upgrade and Downgrade buttons arrive as ?change=<plan>: the same confirmation opens.
  const requested = searchParams.get('change');
  const [changeTarget, setChangeTarget] = useState<PaidPlanId | null>(
    (PAID_PLAN_IDS as readonly string[]).includes(requested ?? '') ? (requested as PaidPlanId) : null,
  );

  const token = inviteToken(searchParams);
  const query = searchParams.toString();
  const returnTo = query ? `${SCREENS.billing[0]}?${query}` : SCREENS.billing[0];
  const needsSignIn = user.data === null || (billing.error instanceof ApiError && billing.error.status === 401);

  function confirmCancel() {
    setConfirmingCancel(false);
    cancel.mutate(undefined, {
      onSuccess: () => setJustCancelled(true),
      // docs/product.md "Billing": a failed cancel is logged only; the button comes back for
      // another try.
      onError: (error) => console.error('Cancel subscription failed', error),
    });
  }

  function closeChange() {
    setChangeTarget(null);
    if (searchParams.has('change')) {
      const next = new URLSearchParams(searchParams);
      next.delete('change');
      setSearchParams(next, { replace: true });
    }
  }

  function confirmChange(plan: PaidPlanId) {
    closeChange();
    changePlan.mutate(plan, {
      onSuccess: (change) =>
        toast({
          title: change.kind === 'upgrade' ? `You are on ${PLANS[change.to].name}` : change.kind === 'downgrade' ? 'Downgrade scheduled' : `You keep ${PLANS[change.from].name}`,
          description:
            change.kind === 'downgrade'
              ? `Your plan changes to ${PLANS[change.to].name} on ${formatBillingDate(change.effectiveOn)}.`
              : change.kind === 'upgrade'
                ? 'The prorated invoice is in your billing history.'
                : 'The planned change is called off.',
        }),
      onError: (error) => toast({ title: 'Plan not changed', description: errorText(error), variant: 'destructive' }),
    });
  }

  function resumeSubscription() {
    resume.mutate(undefined, {
      onSuccess: () => toast({ title: 'Cancellation undone', description: 'Your plan renews as before.' }),
      onError: (error) => toast({ title: 'Cancellation not undone', description: errorText(error), variant: 'destructive' }),
    });
  }

  function downloadReport() {
    download.mutate(undefined, {
      onError: (error) =>
        toast({ title: 'Download Failed', description: `The usage report could not be downloaded: ${errorText(error)}`, variant: 'destructive' }),
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
        onChangePlan={setChangeTarget}
        changing={changePlan.isPending}
        onResume={resumeSubscription}
        resuming={resume.isPending}
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
    <ScreenPage
      tabTitle="Billing"
      width="max-w-6xl"
      overlays={
        <>
        {subscription && subscription.status !== 'canceled' ? (
          <ChangePlanDialog target={changeTarget} subscription={subscription} onConfirm={confirmChange} onClose={closeChange} />
        ) : null}
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
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Billing</h1>
        <p className="max-w-3xl text-slate-300">Your plan, what it has saved you, your card and your invoices, as the payment provider reports them.</p>
      </div>
      {searchParams.get('portal') === 'demo' ? <DemoPortalNote /> : null}
      {token && signedIn ? <JoinTeamPrompt key={token} token={token} onDone={leaveInvite} /> : null}
      {content}
    </ScreenPage>
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
  onChangePlan: (plan: PaidPlanId) => void;
  changing: boolean;
  onResume: () => void;
  resuming: boolean;
  onDownload: () => void;
  downloading: boolean;
}

function BillingDetails({ billing, team, justCancelled, onManage, managing, onCancel, cancelling, onChangePlan, changing, onResume, resuming, onDownload, downloading }: BillingDetailsProps) {
  const { subscription } = billing;
  return (
    <>
      {billing.demo ? <DemoPaymentNote /> : null}
      {subscription?.cancel_at_period_end && subscription.status !== 'canceled' ? <CancelNotice endsOn={subscription.current_period_end} focusOnMount={justCancelled} /> : null}
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <CurrentPlanCard
          billing={billing}
          onManage={onManage}
          managing={managing}
          onCancel={onCancel}
          cancelling={cancelling}
          onChangePlan={onChangePlan}
          changing={changing}
          onResume={onResume}
          resuming={resuming}
        />
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
      <LoadingSkeleton label="Loading your team" testId="team-loading" className="flex flex-col gap-3 p-6" card>
        <SkeletonBars sizes={['h-6 w-24', 'h-4 w-64', 'h-10 w-full']} />
      </LoadingSkeleton>
    );
  }
  return null;
}
