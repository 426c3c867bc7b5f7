import { Radio } from 'lucide-react';
import type { RealtimeResponse } from '../../../../../shared/contracts/dashboards';
import { CardHeading } from '@/components/card-heading';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { channelLabel, eventLabel, formatClock } from '../lib/analytics-format';
import { EmptyNote } from './analytics-states';

/** The live activity feed: the latest stored analytics events, newest first (shown only while live). */
export function ActivityFeed({ data }: { data: RealtimeResponse }) {
  return (
    <Card data-testid="activity-feed">
      <CardHeading icon={Radio} title="Live activity" as="h3" iconClassName="size-4 text-emerald-400">
        The latest events recorded on the site, refreshed every few seconds.
      </CardHeading>
      <CardContent>
        {data.recentActivity.length === 0 ? (
          <EmptyNote testId="activity-empty">No activity recorded yet.</EmptyNote>
        ) : (
          <ol className="flex flex-col divide-y divide-white/5" aria-live="off">
            {data.recentActivity.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm" data-testid="activity-item">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="font-medium text-white">{eventLabel(a.event)}</span>
                  {a.path ? <code className="truncate text-xs text-slate-400">{a.path}</code> : null}
                </span>
                <span className="flex items-center gap-3 text-slate-400">
                  <Badge variant="secondary">{channelLabel(a.channel)}</Badge>
                  <time dateTime={new Date(a.timestamp).toISOString()} className="tabular-nums">
                    {formatClock(a.timestamp)}
                  </time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
