import { TrendingDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Subscription, SubscriptionScanResponse } from '../../../../shared/contracts/subscriptions';
import { SCREENS } from '../../../../shared/routes';
import { authApi } from '../../../../shared/api/auth';
import { IconText } from '@/components/icon-text';
import { FirstAnswers } from '@/components/load-states';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { toast } from '@/components/ui/use-toast';
import { formatUsd } from '@/lib/format';
import { useCancelSubscription } from './api/cancel-subscription';
import { useDismissSubscription } from './api/dismiss-subscription';
import { useUpcomingCharges } from './api/get-upcoming';
import { reactivateSubscription } from './api/reactivate-subscription';
import { refreshSubscriptionFigures } from './api/refresh-figures';
import { useCurrentUser } from '@/lib/current-user';
import { hasSampleData, useDataSources } from '@/api/data-sources';
import { useSavingsSummary } from './api/get-savings-summary';
import { useSubscriptions } from './api/get-subscriptions';
import { useImportSampleTransactions } from './api/import-bank-transactions';
import { scanSubscriptions, showScanLists } from './api/scan-subscriptions';
import { AlertsSummary } from './components/alerts-summary';
import { CancelConfirmDialog } from './components/cancel-confirm-dialog';
import { CancelledSection } from './components/cancelled-section';
import { ForgottenBanner } from './components/forgotten-banner';
import { ScanControls } from './components/scan-controls';
import { ScanSourceNote } from './components/scan-source-note';
import { SubscriptionList } from './components/subscription-list';
import { SubscriptionListSkeleton, SubscriptionsEmpty, SubscriptionsError, SubscriptionsSignIn } from './components/subscription-states';
import { SummaryCards } from './components/summary-cards';
import { UpcomingSection } from './components/upcoming-section';
import { apiUrl, errorText, isUnauthorized } from '@/lib/api-client';
import { parseProjected } from './lib/projected';
import { useScanProgress } from './lib/use-scan-progress';
import {
  cancelFailedToast,
  cancelledToast,
  dismissedToast,
  dismissFailedToast,
  reactivatedToast,
  reactivateFailedToast,
  sampleImportedToast,
  sampleImportFailedToast,
  scanFailedToast,
  scanToast,
  SUBSCRIPTION_TOASTS,
} from './messages';

const RETURN_TO = SCREENS.subscriptions[0];
const LOGIN_HREF = apiUrl(authApi.loginPage, { query: { returnTo: RETURN_TO } });
/** The spec's pause between the Authentication Required toast and the move to sign-in (docs/product.md "Subscriptions"). */
const SIGN_IN_REDIRECT_MS = 500;

/**
 * /subscriptions, the Subscription Finder (docs/product.md "Subscriptions"). Requires sign-in: with
 * nobody signed in it says so and moves to the sign-in page.
 */
export default function SubscriptionsPage() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const subscriptions = useSubscriptions(signedIn);
  const savings = useSavingsSummary(signedIn);
  const upcoming = useUpcomingCharges(signedIn);
  const sources = useDataSources(signedIn);
  const [searchParams] = useSearchParams();
  const projected = parseProjected(searchParams.get('projected'));
  const [progress, progressController] = useScanProgress();
  const importSample = useImportSampleTransactions();
  const [pending, setPending] = useState<ReadonlyMap<string, 'cancel' | 'dismiss'>>(new Map());
  // Mark Cancelled asks first: the subscription the confirmation dialog is about.
  const [confirming, setConfirming] = useState<Subscription | null>(null);
  const [reactivating, setReactivating] = useState<ReadonlySet<string>>(new Set());
  // The last scan's answer: which data its findings came from stays said after the toast has gone.
  const [lastScan, setLastScan] = useState<SubscriptionScanResponse | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  // Signed out from the start (401 on /api/auth/user), or a session that ended while here.
  const needsSignIn = user.data === null || isUnauthorized(subscriptions.error) || isUnauthorized(savings.error);

  useEffect(() => {
    if (!needsSignIn) return;
    toast(SUBSCRIPTION_TOASTS.authRequired);
    const timer = window.setTimeout(() => window.location.assign(LOGIN_HREF), SIGN_IN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [needsSignIn]);

  function markPending(id: string, action: 'cancel' | 'dismiss' | null) {
    setPending((current) => {
      const next = new Map(current);
      if (action) next.set(id, action);
      else next.delete(id);
      return next;
    });
  }

  const cancel = useCancelSubscription();
  const dismiss = useDismissSubscription();

  function onConfirmCancel(subscription: Subscription) {
    setConfirming(null);
    markPending(subscription.id, 'cancel');
    cancel.mutate(subscription.id, {
      onSuccess: () => {
        toast(cancelledToast(() => void onReactivate(subscription)));
        // Its row (and the button that had focus) has left the list: go on from the list's heading.
        if (document.activeElement === document.body || !document.activeElement?.isConnected) listHeadingRef.current?.focus();
      },
      onError: (error) => toast(cancelFailedToast(errorText(error))),
      onSettled: () => markPending(subscription.id, null),
    });
  }

  function markReactivating(id: string, on: boolean) {
    setReactivating((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  /** Undo of Mark Cancelled, from the toast or the Cancelled section. */
  async function onReactivate(subscription: Subscription) {
    markReactivating(subscription.id, true);
    try {
      await reactivateSubscription(subscription.id);
      await refreshSubscriptionFigures(queryClient);
      toast(reactivatedToast(subscription.name));
    } catch (error) {
      toast(reactivateFailedToast(errorText(error)));
    } finally {
      markReactivating(subscription.id, false);
    }
  }

  function onDismiss(subscription: Subscription) {
    markPending(subscription.id, 'dismiss');
    dismiss.mutate(subscription.id, {
      onSuccess: () => toast(dismissedToast(subscription.name)),
      onError: (error) => toast(dismissFailedToast(errorText(error))),
      onSettled: () => markPending(subscription.id, null),
    });
  }

  async function onScan() {
    if (progressController.current.phase !== 'idle') return;
    progressController.start();
    try {
      // One request: the analysis, the sample-data fallback and the stored findings run on the server.
      const result = await scanSubscriptions();
      progressController.complete();
      toast(scanToast(result));
      setLastScan(result);
      showScanLists(queryClient, result);
    } catch (error) {
      progressController.fail();
      toast(scanFailedToast(errorText(error)));
    }
  }

  function onImportSample() {
    importSample.mutate(undefined, {
      onSuccess: (result) => {
        toast(sampleImportedToast(result));
        // Sample rows arrived: the figures and the Demo data badge follow.
        void refreshSubscriptionFigures(queryClient);
      },
      onError: (error) => toast(sampleImportFailedToast(errorText(error))),
    });
  }

  const list = subscriptions.data;
  const busy = progress.phase !== 'idle' || importSample.isPending;

  let content;
  if (needsSignIn) {
    content = <SubscriptionsSignIn />;
  } else if (user.isError) {
    content = <SubscriptionsError detail={user.error.message} onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  } else if (list) {
    content =
      list.subscriptions.length > 0 ? (
        <SubscriptionList list={list} pending={pending} onCancel={setConfirming} onDismiss={onDismiss} />
      ) : (
        <SubscriptionsEmpty onScan={() => void onScan()} onImport={onImportSample} busy={busy} />
      );
  } else if (subscriptions.isError) {
    content = (
      <SubscriptionsError
        detail={subscriptions.error.message}
        onRetry={() => void subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  } else {
    content = <SubscriptionListSkeleton />;
  }

  const showData = signedIn && !needsSignIn;
  // Who is signed in, then their list, savings and upcoming charges: shown together (FirstAnswers).
  const firstAnswersIn = !user.isPending && (!signedIn || (!subscriptions.isPending && !savings.isPending && !upcoming.isPending));
  // The badge follows the data, not who is signed in: gone once the sample data is removed.
  const demoData = hasSampleData(sources.data);

  return (
    <ScreenPage
      tabTitle="Subscription Finder"
      width="max-w-6xl"
      overlays={<CancelConfirmDialog subscription={confirming} currency={subscriptions.data?.currency} onConfirm={onConfirmCancel} onClose={() => setConfirming(null)} />}
    >
      <ScreenTitle
        title="Subscription Finder"
        demo={showData && demoData}
        gap="gap-2"
        note={
          projected !== null ? (
            <IconText as="p" icon={TrendingDown} iconClassName="size-5" className="flex items-center gap-2 font-semibold text-emerald-300" data-testid="projected-savings">
              You could save about {formatUsd(projected)} a month
            </IconText>
          ) : null
        }
      >
        Finds charges that repeat on a schedule in your stored bank transactions, flags the ones you may have forgotten and
        shows how to cancel them. Detection is rule-based: same merchant, a steady amount, a regular cadence.
      </ScreenTitle>

      <FirstAnswers ready={firstAnswersIn} skeleton={<SubscriptionListSkeleton />}>
        {showData ? (
          <>
            <ScanControls progress={progress} onScan={() => void onScan()} onImportSample={onImportSample} importing={importSample.isPending} />
            {lastScan ? <ScanSourceNote result={lastScan} /> : null}
            {list ? <AlertsSummary list={list} /> : null}
            <SummaryCards list={list} savings={savings.isError ? null : savings.data} />
            {list ? <ForgottenBanner list={list} /> : null}
          </>
        ) : null}

        {/* One column on small screens (active, upcoming, cancelled); on wide screens the upcoming
            charges sit beside the lists. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="subscriptions-heading" className="flex min-w-0 flex-col gap-3 lg:col-start-1 lg:row-start-1">
            {showData ? (
              <h2 id="subscriptions-heading" ref={listHeadingRef} tabIndex={-1} className="text-xl font-semibold text-white focus:outline-none">
                Your active subscriptions
              </h2>
            ) : (
              <h2 id="subscriptions-heading" className="sr-only">
                Your subscriptions
              </h2>
            )}
            {content}
          </section>
          {showData ? (
            <>
              <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
                <UpcomingSection
                  data={upcoming.data}
                  error={upcoming.error}
                  onRetry={() => void upcoming.refetch()}
                  retrying={upcoming.isFetching}
                />
              </div>
              {list ? (
                <div className="min-w-0 lg:col-start-1 lg:row-start-2">
                  <CancelledSection cancelled={list.cancelled} currency={list.currency} reactivating={reactivating} onReactivate={(s) => void onReactivate(s)} />
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      </FirstAnswers>
    </ScreenPage>
  );
}
