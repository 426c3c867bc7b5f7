import { DEMO_USER_ID } from '../../../../shared/constants';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { hasSampleData, useDataSources } from '@/api/data-sources';
import { useCreditAlerts } from './api/get-credit-alerts';
import { useCreditHistory } from './api/get-credit-history';
import { useCreditScore } from './api/get-credit-score';
import { AlertsList } from './components/alerts-list';
import { CreditScoreUnavailable, CreditSignIn, ScoreCardSkeleton } from './components/credit-states';
import { CreditTabs } from './components/credit-tabs';
import { ScoreCard } from './components/score-card';
import { FirstAnswers } from '@/components/load-states';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';

const isAuthError = (error: Error | null) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * /credit-score: the credit score monitor (docs/product.md "Credit score monitor"). No bureau is
 * reachable, so the number is an estimate from the user's own data and the page says so. The owner
 * is the signed-in user, else the demo user the spec builds its pages around.
 */
export default function CreditScorePage() {
  const currentUser = useCurrentUser();
  const userId = currentUser.data ? currentUser.data.id : currentUser.data === null ? DEMO_USER_ID : undefined;
  const score = useCreditScore(userId);
  const history = useCreditHistory(userId);
  const alerts = useCreditAlerts(userId);
  const sources = useDataSources(userId !== undefined);
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

  // The estimate reads every account and transaction: the badge shows while some of them are sample data.
  const showDemoBadge = hasSampleData(sources.data) && score.data !== undefined;
  // The score, its alerts and its history: shown together once all have answered (FirstAnswers).
  const firstAnswersIn = !currentUser.isPending && (userId === undefined || (!score.isPending && !history.isPending && !alerts.isPending));

  return (
    <ScreenPage tabTitle="Credit Score" width="max-w-6xl">
      <ScreenTitle
        title="Credit Score"
        demo={showDemoBadge}
        gap="gap-2"
      >
        An estimated credit score worked out from your own accounts and payments, with the factors behind it, how it has
        moved, alerts, and what would raise it.
      </ScreenTitle>

      <FirstAnswers ready={firstAnswersIn} skeleton={<ScoreCardSkeleton />}>
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
      </FirstAnswers>
    </ScreenPage>
  );
}
