import { TrendingDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { DEMO_USER_ID } from '../../../../shared/constants';
import type { Subscription } from '../../../../shared/contracts/subscriptions';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { toast } from '@/components/ui/use-toast';
import { formatUsd } from '@/lib/format';
import { useIsDemoMode } from '@/lib/health';
import { analyzeTransactions } from './api/analyze-transactions';
import { useCancelSubscription } from './api/cancel-subscription';
import { useDismissSubscription } from './api/dismiss-subscription';
import { useCurrentUser } from '@/lib/current-user';
import { savingsSummaryQueryKey, useSavingsSummary } from './api/get-savings-summary';
import { subscriptionsQueryKey, useSubscriptions } from './api/get-subscriptions';
import { importSampleTransactions, useImportSampleTransactions } from './api/import-bank-transactions';
import { scanSubscriptions } from './api/scan-subscriptions';
import { ForgottenBanner } from './components/forgotten-banner';
import { ScanControls } from './components/scan-controls';
import { SubscriptionList } from './components/subscription-list';
import { SubscriptionListSkeleton, SubscriptionsEmpty, SubscriptionsError, SubscriptionsSignIn } from './components/subscription-states';
import { SummaryCards } from './components/summary-cards';
import { isUnauthorized, serverErrorMessage } from '@/lib/error-message';
import { parseProjected } from './lib/projected';
import { runScan } from './lib/run-scan';
import { useScanProgress } from './lib/use-scan-progress';
import { ScreenHeader } from '@/components/screen-header';
import {
  cancelFailedToast,
  demoScanToast,
  dismissedToast,
  dismissFailedToast,
  realScanToast,
  sampleImportedToast,
  sampleImportFailedToast,
  scanFailedToast,
  SUBSCRIPTION_TOASTS,
} from './messages';

const RETURN_TO = SCREENS.subscriptions[0];
const LOGIN_HREF = `/api/login?returnTo=${encodeURIComponent(RETURN_TO)}`;
/** The spec's pause between the Authentication Required toast and the move to sign-in (growth section 6). */
const SIGN_IN_REDIRECT_MS = 500;

/**
 * /subscriptions, the Subscription Finder (growth spec sections 2, 4, 6-9; DESIGN.md "Subscription
 * finder"). Requires sign-in: with nobody signed in it says so and moves to the sign-in page.
 */
export default function SubscriptionsPage() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const subscriptions = useSubscriptions(signedIn);
  const savings = useSavingsSummary(signedIn);
  const demoMode = useIsDemoMode();
  const [searchParams] = useSearchParams();
  const projected = parseProjected(searchParams.get('projected'));
  const [progress, progressController] = useScanProgress();
  const importSample = useImportSampleTransactions();
  const [pending, setPending] = useState<ReadonlyMap<string, 'cancel' | 'dismiss'>>(new Map());

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

  function onCancel(subscription: Subscription) {
    markPending(subscription.id, 'cancel');
    cancel.mutate(subscription.id, {
      onSuccess: () => toast(SUBSCRIPTION_TOASTS.cancelled),
      onError: (error) => toast(cancelFailedToast(serverErrorMessage(error))),
      onSettled: () => markPending(subscription.id, null),
    });
  }

  function onDismiss(subscription: Subscription) {
    markPending(subscription.id, 'dismiss');
    dismiss.mutate(subscription.id, {
      onSuccess: () => toast(dismissedToast(subscription.name)),
      onError: (error) => toast(dismissFailedToast(serverErrorMessage(error))),
      onSettled: () => markPending(subscription.id, null),
    });
  }

  function refreshLists() {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: savingsSummaryQueryKey }),
    ]);
  }

  async function onScan() {
    if (progressController.current.phase !== 'idle') return;
    progressController.start();
    try {
      const outcome = await runScan({ analyze: analyzeTransactions, scan: scanSubscriptions, importSample: importSampleTransactions });
      if (outcome.kind === 'demo' && outcome.analysisError !== undefined) {
        console.warn('Real-transaction analysis failed; used the demo scan', outcome.analysisError);
      }
      progressController.complete();
      toast(outcome.kind === 'real' ? realScanToast(outcome.result, outcome.analysis.patterns.length) : demoScanToast(outcome.result));
      await refreshLists();
    } catch (error) {
      progressController.fail();
      toast(scanFailedToast(serverErrorMessage(error)));
    }
  }

  function onImportSample() {
    importSample.mutate(undefined, {
      onSuccess: (result) => toast(sampleImportedToast(result)),
      onError: (error) => toast(sampleImportFailedToast(serverErrorMessage(error))),
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
        <SubscriptionList list={list} pending={pending} onCancel={onCancel} onDismiss={onDismiss} />
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
  const demoData = demoMode && user.data?.id === DEMO_USER_ID;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Subscription Finder · ${PRODUCT_NAME}`}</title>
      <ScreenHeader widthClass="max-w-6xl" />
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Subscription Finder</h1>
            {showData && demoData ? <DemoDataBadge /> : null}
          </div>
          <p className="max-w-3xl text-slate-300">
            Finds charges that repeat on a schedule in your stored bank transactions, flags the ones you may have forgotten and
            shows how to cancel them. Detection is rule-based: same merchant, a steady amount, a regular cadence.
          </p>
          {projected !== null ? (
            <p className="flex items-center gap-2 font-semibold text-emerald-300" data-testid="projected-savings">
              <TrendingDown aria-hidden="true" className="size-5" />
              You could save about {formatUsd(projected)} a month
            </p>
          ) : null}
        </div>

        {showData ? (
          <>
            <ScanControls progress={progress} onScan={() => void onScan()} onImportSample={onImportSample} importing={importSample.isPending} />
            <SummaryCards list={list} savings={savings.isError ? null : savings.data} />
            {list ? <ForgottenBanner subscriptions={list.subscriptions} /> : null}
          </>
        ) : null}

        <section aria-labelledby="subscriptions-heading" className="flex flex-col gap-3">
          {showData ? (
            <h2 id="subscriptions-heading" className="text-xl font-semibold text-white">
              Your active subscriptions
            </h2>
          ) : (
            <h2 id="subscriptions-heading" className="sr-only">
              Your subscriptions
            </h2>
          )}
          {content}
        </section>
      </main>
    </div>
  );
}
