import { Info, Sparkles } from 'lucide-react';
import { TREND_PREDICTIONS_MAX } from '../../../../shared/contracts/trends';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useAnalyzeTrends } from './api/analyze-trends';
import { useTrends } from './api/get-trends';
import { InsightsTab } from './components/insights-tab';
import { PlatformAnalysisTab } from './components/platform-analysis-tab';
import { PredictionCard } from './components/prediction-card';
import { ScheduleTab } from './components/schedule-tab';
import { StrategyCard } from './components/strategy-card';
import { TrendsSkeleton } from './components/trends-skeleton';
import { formatAnalyzedAt } from './lib/trend-format';
import { TRENDS_TOASTS } from './messages';

/**
 * /marketing-trends = /trends (docs/product.md "Trend predictor"): "AI" is the spec's label; the
 * predictions are a deterministic score over the built-in platform knowledge base and the owner's
 * own channel results, and the screen shows the server's sentence saying exactly that.
 */
export default function MarketingTrendsPage() {
  const trends = useTrends();
  const analyze = useAnalyzeTrends({
    onSuccess: () => toast(TRENDS_TOASTS.complete),
    onError: () => toast(TRENDS_TOASTS.failed),
  });
  const data = trends.data;

  let content;
  if (data) {
    const predictions = data.predictions.slice(0, TREND_PREDICTIONS_MAX);
    content = (
      <>
        <Card className="flex items-start gap-3 p-4 text-sm" data-testid="trends-method">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-300" />
          <div className="flex flex-col gap-1">
            <p className="text-slate-200">
              <span className="font-semibold text-white">How this was computed: </span>
              <span data-testid="trends-method-text">{data.method}</span>
            </p>
            <p className="text-slate-400" data-testid="last-analyzed">
              {formatAnalyzedAt(data.lastAnalyzedAt)}
            </p>
          </div>
        </Card>
        <StrategyCard strategy={data.recommendedStrategy} />
        <Tabs defaultValue="trends" className="flex flex-col gap-5">
          <TabsList aria-label="Trend predictor views">
            <TabsTrigger value="trends">Top Trends</TabsTrigger>
            <TabsTrigger value="schedule">Optimal Schedule</TabsTrigger>
            <TabsTrigger value="insights">Market Insights</TabsTrigger>
            <TabsTrigger value="platforms">Platform Analysis</TabsTrigger>
          </TabsList>
          <TabsContent value="trends">
            <h2 className="sr-only">Top trends</h2>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="predictions">
              {predictions.map((p, i) => (
                <PredictionCard key={`${p.platform}-${p.topic}`} prediction={p} rank={i + 1} />
              ))}
            </div>
            <p className="mt-3 text-xs text-slate-400">
              Reach is an estimate from the knowledge base&apos;s typical reach per post, scaled by the engagement score: the app cannot measure
              impressions on other platforms.
            </p>
          </TabsContent>
          <TabsContent value="schedule">
            <h2 className="sr-only">Optimal schedule</h2>
            <ScheduleTab />
          </TabsContent>
          <TabsContent value="insights">
            <h2 className="sr-only">Market insights</h2>
            <InsightsTab insights={data.marketInsights} />
          </TabsContent>
          <TabsContent value="platforms">
            <h2 className="sr-only">Platform analysis</h2>
            <PlatformAnalysisTab basedOn={data.basedOn} />
          </TabsContent>
        </Tabs>
      </>
    );
  } else if (trends.error) {
    content = (
      <OwnerAccessState
        error={trends.error}
        returnTo="/marketing-trends"
        onRetry={() => void trends.refetch()}
        retrying={trends.isFetching}
        loadErrorTitle="Could not load the trend predictions"
      />
    );
  } else {
    content = <TrendsSkeleton />;
  }

  return (
    <ScreenPage tabTitle="AI Marketing Trend Predictor">
      <ScreenTitle
        title="AI Marketing Trend Predictor"
        demo={data?.includesDemoData ?? false}
        actions={
          data ? (
            <Button size="lg" onClick={() => analyze.mutate()} disabled={analyze.isPending} data-testid="analyze-trends">
              <Sparkles aria-hidden="true" className={analyze.isPending ? 'size-5 animate-pulse motion-reduce:animate-none' : 'size-5'} />
              {analyze.isPending ? 'Analyzing...' : 'Analyze Trends'}
            </Button>
          ) : null
        }
      >
        Which platforms and topics to post next, and when, scored from a knowledge base and your own channel results.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
