import { Clock, Megaphone, Users } from 'lucide-react';
import type { TrendPrediction } from '../../../../../shared/contracts/trends';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatClockTime, formatCount, formatScore, platformLabel, sentimentTone } from '../lib/trend-format';

/** One prediction: platform, topic, the two scores, when to post, reach estimate, keywords and hashtags. */
export function PredictionCard({ prediction, rank }: { prediction: TrendPrediction; rank: number }) {
  const sentiment = sentimentTone(prediction.sentiment);
  const headingId = `prediction-${rank}-topic`;
  return (
    <Card className="flex flex-col" data-testid="prediction-card" data-platform={prediction.platform}>
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="default">
              #{rank} {platformLabel(prediction.platform)}
            </Badge>
            <Badge variant={sentiment.tone}>{sentiment.label} sentiment</Badge>
          </div>
          <h3 id={headingId} className="text-lg font-semibold text-white">
            {prediction.topic}
          </h3>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <ScoreRow label="Engagement score" value={prediction.engagementScore} testId="engagement-score" />
            <ScoreRow label="Trending score" value={prediction.trendingScore} testId="trending-score" indicatorClassName="bg-sky-400" />
            <div className="flex flex-col">
              <dt className="flex items-center gap-1 text-slate-400">
                <Clock aria-hidden="true" className="size-3.5" /> Best time
              </dt>
              <dd className="font-semibold text-white">{formatClockTime(prediction.optimalPostTime)}</dd>
            </div>
            <div className="flex flex-col">
              <dt className="flex items-center gap-1 text-slate-400">
                <Users aria-hidden="true" className="size-3.5" /> Est. reach per post
              </dt>
              <dd className="font-semibold text-white tabular-nums">{formatCount(prediction.predictedReach)}</dd>
            </div>
            <div className="flex flex-col">
              <dt className="flex items-center gap-1 text-slate-400">
                <Megaphone aria-hidden="true" className="size-3.5" /> Confidence
              </dt>
              <dd className="font-semibold text-white tabular-nums">{prediction.confidence}%</dd>
            </div>
          </dl>
          <div className="mt-auto flex flex-col gap-2">
            <p className="text-xs text-slate-400">Keywords</p>
            <ul className="flex flex-wrap gap-1.5" aria-label="Keywords">
              {prediction.keywords.map((k) => (
                <li key={k}>
                  <Badge variant="secondary">{k}</Badge>
                </li>
              ))}
            </ul>
            {prediction.hashtags.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Hashtags">
                {prediction.hashtags.map((h) => (
                  <li key={h}>
                    <Badge variant="info">{h}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </CardContent>
      </article>
    </Card>
  );
}

function ScoreRow({ label, value, testId, indicatorClassName }: { label: string; value: number; testId: string; indicatorClassName?: string }) {
  return (
    <div className="col-span-2 grid grid-cols-[1fr_auto] gap-x-2 gap-y-1">
      <dt className="text-slate-300">{label}</dt>
      <dd className="font-semibold text-white tabular-nums" data-testid={testId}>
        {formatScore(value)}
      </dd>
      <dd className="col-span-2">
        <Progress value={value} label={`${label} ${formatScore(value)} of 100`} indicatorClassName={indicatorClassName} />
      </dd>
    </div>
  );
}
