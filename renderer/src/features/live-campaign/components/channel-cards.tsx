import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import type { LiveChannel, LiveChannelStatus } from '../lib/live-metrics';

const STATUS: Record<LiveChannelStatus, { label: string; variant: 'success' | 'info' | 'secondary' }> = {
  active: { label: 'Active', variant: 'success' },
  completed: { label: 'Completed', variant: 'info' },
  queued: { label: 'Queued', variant: 'secondary' },
};

/** Twitter/X, LinkedIn, Reddit and Email with their status and today's real figures. */
export function ChannelCards({ channels }: { channels: readonly LiveChannel[] }) {
  return (
    <section aria-labelledby="live-channels-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="live-channels-heading" className="text-xl font-semibold text-white">
          Channels
        </h2>
        <p className="text-sm text-slate-400">Active: visits today. Completed: visits this week, none today. Queued: no visits this week.</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {channels.map((c) => (
          <li key={c.source}>
            <Card className="flex h-full flex-col gap-3 p-4" data-testid={`live-channel-${c.source}`}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold text-white">{c.label}</h3>
                <Badge variant={STATUS[c.status].variant} data-testid="channel-status">
                  {STATUS[c.status].label}
                </Badge>
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-400">Visits today</dt>
                <dd className="text-right text-white tabular-nums" data-testid="channel-visits-today">
                  {c.today.visits.toLocaleString('en-US')}
                </dd>
                <dt className="text-slate-400">Purchases today</dt>
                <dd className="text-right text-white tabular-nums">{c.today.conversions.toLocaleString('en-US')}</dd>
                <dt className="text-slate-400">Revenue today</dt>
                <dd className="text-right text-white tabular-nums">{formatUsd(c.today.revenue)}</dd>
                <dt className="text-slate-400">Visits (7 days)</dt>
                <dd className="text-right text-white tabular-nums">{c.visitsWeek.toLocaleString('en-US')}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
