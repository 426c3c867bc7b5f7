import { DEMO_USER_ID } from '../../../../shared/constants';
import { PRODUCT_NAME } from '@/components/brand';
import { ScreenHeader } from '@/components/screen-header';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useIsDemoMode } from '@/lib/health';
import { useCreditAlerts } from './api/get-credit-alerts';
import { useCreditHistory } from './api/get-credit-history';
import { useCreditScore } from './api/get-credit-score';
import { AlertsList } from './components/alerts-list';
import { CreditScoreUnavailable, CreditSignIn, ScoreCardSkeleton } from './components/credit-states';
import { CreditTabs } from './components/credit-tabs';
import { ScoreCard } from './components/score-card';

const isAuthError = (error: Error | null) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * /credit-score: the credit score monitor (spec core sections 2, 7-9; DESIGN.md "Credit score
 * monitor"). No bureau is reachable, so the number is an estimate from the user's own data and the
 * page says so. The owner is the signed-in user, else the demo user the spec builds its pages around.
 */
export default function CreditScorePage() {
  const currentUser = useCurrentUser();
  const userId = currentUser.data ? currentUser.data.id : currentUser.data === null ? DEMO_USER_ID : undefined;
  const score = useCreditScore(userId);
  const history = useCreditHistory(userId);
  const alerts = useCreditAlerts(userId);
  const demoMode = useIsDemoMode();
  const needsSignIn = isAuthError(score.error);

  let scoreContent;
  if (currentUser.isError) {
    scoreContent = (
      <CreditScoreUnavailable detail={currentUser.error.message} onRetry={() => void currentUser.refetch()} retrying={currentUser.isFetching} />
    );
  } else if (score.data) {
    scoreContent = <ScoreCard score={score.data} />;
  } else if (needsSignIn) {
    scoreContent = <CreditSignIn />;
  } else if (score.error) {
    scoreContent = <CreditScoreUnavailable detail={score.error.message} onRetry={() => void score.refetch()} retrying={score.isFetching} />;
  } else {
    scoreContent = <ScoreCardSkeleton />;
  }

  const showDemoBadge = demoMode && userId === DEMO_USER_ID && score.data !== undefined;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Credit Score · ${PRODUCT_NAME}`}</title>
      <ScreenHeader widthClass="max-w-6xl" />
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Credit Score</h1>
            {showDemoBadge ? <DemoDataBadge /> : null}
          </div>
          <p className="max-w-3xl text-slate-300">
            An estimated credit score worked out from your own accounts and payments, with the factors behind it, how it has
            moved, alerts, and what would raise it.
          </p>
        </div>

        {needsSignIn ? (
          scoreContent
        ) : (
          <>
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              {scoreContent}
              <AlertsList
                alerts={alerts.data}
                error={alerts.error}
                onRetry={() => void alerts.refetch()}
                retrying={alerts.isFetching}
              />
            </div>
            <CreditTabs
              score={{ data: score.data, error: score.error ?? (currentUser.isError ? currentUser.error : null), onRetry: () => void score.refetch(), retrying: score.isFetching }}
              history={{ data: history.data, error: history.error, onRetry: () => void history.refetch(), retrying: history.isFetching }}
            />
          </>
        )}
      </main>
    </div>
  );
}
