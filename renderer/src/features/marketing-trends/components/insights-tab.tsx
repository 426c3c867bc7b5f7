import { TrendingDown, TrendingUp, Flame, Swords } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TrendResponse } from '../../../../../shared/contracts/trends';
import { IconText } from '@/components/icon-text';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { platformLabel } from '../lib/trend-format';

const LEVEL_TONE = { low: 'success', medium: 'warning', high: 'destructive' } as const;

/** Market Insights: top, emerging and declining topics, and competitor activity (knowledge base). */
export function InsightsTab({ insights }: { insights: TrendResponse['marketInsights'] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="market-insights">
      <TopicList id="top-trends" title="Top trends" icon={<Flame aria-hidden="true" className="size-5 text-gold-300" />} items={insights.topTrends} />
      <TopicList id="emerging" title="Emerging topics" icon={<TrendingUp aria-hidden="true" className="size-5 text-emerald-300" />} items={insights.emergingTopics} />
      <TopicList id="declining" title="Declining topics" icon={<TrendingDown aria-hidden="true" className="size-5 text-red-300" />} items={insights.decliningTopics} />
      <Card>
        <CardHeader>
          <IconText as="h3" icon={Swords} iconClassName="size-5 text-sky-300" id="competitors-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
            Competitor activity
          </IconText>
          <p className="text-sm text-slate-400">From the built-in knowledge base: the app cannot observe competitors.</p>
        </CardHeader>
        <CardContent>
          <ul aria-labelledby="competitors-heading" className="flex flex-col gap-3">
            {insights.competitorActivity.map((c) => (
              <li key={c.platform} className="flex flex-col gap-1 text-sm">
                <span className="flex items-center gap-2 font-medium text-white">
                  {platformLabel(c.platform)} <Badge variant={LEVEL_TONE[c.level]}>{c.level} activity</Badge>
                </span>
                <span className="text-slate-300">{c.note}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

function TopicList({ id, title, icon, items }: { id: string; title: string; icon: ReactNode; items: string[] }) {
  return (
    <Card data-testid={`insights-${id}`}>
      <CardHeader>
        <h3 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-white">
          {icon}
          {title}
        </h3>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-slate-400">None right now.</p>
        ) : (
          <ol aria-labelledby={`${id}-heading`} className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-200">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
