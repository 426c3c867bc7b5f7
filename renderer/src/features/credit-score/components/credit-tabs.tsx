import { CircleAlert, CircleCheck, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CreditHistoryEntry, CreditScore } from '../../../../../shared/contracts/credit';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { factorStatusLabel, impactLabel } from '../lib/credit-format';
import { displayedHistory } from '../lib/history-chart';
import { ListSkeleton, SectionError } from './credit-states';
import { HistoryChart } from './history-chart';
import { HistoryList } from './history-list';

const STATUS_BADGE = {
  positive: { variant: 'success', icon: CircleCheck },
  negative: { variant: 'destructive', icon: CircleAlert },
  neutral: { variant: 'secondary', icon: Minus },
} as const;

// Two-line labels on a phone, so the three tabs fit a 390 px screen without scrolling.
const TRIGGER = 'px-2 whitespace-normal sm:px-3 sm:whitespace-nowrap';

interface Loadable<T> {
  data: T | undefined;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}

interface CreditTabsProps {
  /** The score answer carries the factors and recommendations. */
  score: Loadable<CreditScore>;
  history: Loadable<CreditHistoryEntry[]>;
}

/** Note shown in the score-based panels when the score itself failed (its card has the retry). */
function NeedsScore({ what }: { what: string }) {
  return (
    <p className="rounded-lg bg-white/5 p-4 text-slate-300" data-testid="credit-tab-needs-score">
      {what} come with the score, which is unavailable right now. Use Try again above.
    </p>
  );
}

function Factors({ score }: { score: CreditScore }) {
  if (score.factors.length === 0) return <p className="text-slate-300">No factors to show yet.</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="credit-factors">
      {score.factors.map((factor) => {
        const badge = STATUS_BADGE[factor.status];
        const Icon = badge.icon;
        return (
          <li key={factor.key} className="flex flex-col gap-2 rounded-lg border border-white/10 bg-white/5 p-4" data-testid="credit-factor">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold text-white" data-testid="credit-factor-name">
                {factor.name}
              </h3>
              <Badge variant={badge.variant} data-testid="credit-factor-status">
                <Icon aria-hidden="true" className="size-3" />
                {factorStatusLabel(factor.status)}
              </Badge>
            </div>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold text-gold-200 tabular-nums" data-testid="credit-factor-weight">
                {factor.weight}% of the score
              </span>
              <span className="text-slate-400" data-testid="credit-factor-impact">
                {impactLabel(factor.impact)}
              </span>
            </p>
            <p className="text-sm text-slate-300">{factor.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

function Recommendations({ score }: { score: CreditScore }) {
  if (score.recommendations.length === 0) {
    return (
      <p className="rounded-lg bg-white/5 p-4 text-slate-300" data-testid="credit-recommendations-empty">
        Nothing to change right now: keep paying on time and keep balances low.
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-3" data-testid="credit-recommendations">
      {score.recommendations.map((text, i) => (
        <li key={`${i}-${text}`} className="flex items-start gap-3 rounded-lg bg-white/5 p-3" data-testid="credit-recommendation">
          <span
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-400/15 text-xs font-semibold text-gold-200"
          >
            {i + 1}
          </span>
          <span className="text-slate-200" data-testid="credit-recommendation-text">
            {text}
          </span>
        </li>
      ))}
    </ol>
  );
}

function History({ history }: { history: Loadable<CreditHistoryEntry[]> }) {
  if (history.data) {
    const shown = displayedHistory(history.data);
    if (shown.length === 0) {
      return (
        <p className="rounded-lg bg-white/5 p-4 text-slate-300" data-testid="credit-history-empty">
          No score history yet. An entry is added whenever your estimated score changes.
        </p>
      );
    }
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-2 lg:sticky lg:top-6 lg:self-start">
          <h3 className="text-sm font-semibold text-slate-200">
            Last {shown.length} {shown.length === 1 ? 'entry' : 'entries'}
          </h3>
          <HistoryChart entries={shown} />
        </div>
        <HistoryList entries={shown} />
      </div>
    );
  }
  if (history.error) {
    return (
      <SectionError
        message="Score history could not be loaded."
        detail={history.error.message}
        onRetry={history.onRetry}
        retrying={history.retrying}
        testId="credit-history-error"
      />
    );
  }
  return <ListSkeleton rows={3} label="Loading your score history" testId="credit-history-loading" />;
}

export function CreditTabs({ score, history }: CreditTabsProps) {
  const fromScore = (what: string, render: (s: CreditScore) => ReactNode, testId: string) => {
    if (score.data) return render(score.data);
    if (score.error) return <NeedsScore what={what} />;
    return <ListSkeleton rows={3} label={`Loading ${what.toLowerCase()}`} testId={testId} />;
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="sr-only">Credit score breakdown</h2>
      <Tabs defaultValue="factors" className="flex flex-col gap-5">
        <TabsList aria-label="Credit score breakdown" className="flex-nowrap">
          <TabsTrigger value="factors" className={TRIGGER}>Credit Factors</TabsTrigger>
          <TabsTrigger value="history" className={TRIGGER}>Score History</TabsTrigger>
          <TabsTrigger value="recommendations" className={TRIGGER}>Recommendations</TabsTrigger>
        </TabsList>
        <TabsContent value="factors" data-testid="credit-tab-factors">
          {fromScore('Factors', (s) => <Factors score={s} />, 'credit-factors-loading')}
        </TabsContent>
        <TabsContent value="history" data-testid="credit-tab-history">
          <History history={history} />
        </TabsContent>
        <TabsContent value="recommendations" data-testid="credit-tab-recommendations">
          {fromScore('Recommendations', (s) => <Recommendations score={s} />, 'credit-recommendations-loading')}
        </TabsContent>
      </Tabs>
    </Card>
  );
}
