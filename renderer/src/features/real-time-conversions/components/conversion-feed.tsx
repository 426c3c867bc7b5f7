import type { ConversionsResponse } from '../../../../../shared/contracts/dashboards';
import { CONVERSION_TYPES } from '../../../../../shared/contracts/dashboards';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { channelLabel, formatDayTime, formatDollars, locationLabel, planLabel } from '../lib/conversions-format';

/** The last 10 conversions (purchases and beta signups), newest first, as the server lists them. */
export function ConversionFeed({ data }: { data: ConversionsResponse }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Latest conversions</CardTitle>
        <CardDescription>The {data.recent.length === 1 ? 'latest purchase or beta signup' : `last ${data.recent.length} purchases and beta signups`} of the past 7 days.</CardDescription>
      </CardHeader>
      <CardContent>
        {data.recent.length === 0 ? (
          <p className="rounded-lg border border-dashed border-white/15 p-6 text-center text-slate-400" data-testid="conversion-feed-empty">
            No purchases or beta signups in the last 7 days yet.
          </p>
        ) : (
          // Focusable so a keyboard can scroll the table sideways on a narrow screen.
          <div className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none" tabIndex={0} role="region" aria-label="Latest conversions">
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid="conversion-feed">
              <caption className="sr-only">Latest conversions</caption>
              <thead>
                <tr className="border-b border-white/10 text-slate-400">
                  <th scope="col" className="px-3 py-2 font-medium">Name</th>
                  <th scope="col" className="px-3 py-2 font-medium">Plan</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Revenue</th>
                  <th scope="col" className="px-3 py-2 font-medium">Source</th>
                  <th scope="col" className="px-3 py-2 font-medium">Location</th>
                  <th scope="col" className="px-3 py-2 font-medium">Time</th>
                </tr>
              </thead>
              <tbody>
                {data.recent.map((c) => (
                  <tr key={c.id} className="border-b border-white/5 last:border-0" data-testid="conversion-row">
                    <th scope="row" className="px-3 py-2 font-medium text-white">
                      {c.name}
                    </th>
                    <td className="px-3 py-2">
                      <Badge variant={c.type === CONVERSION_TYPES.purchase ? 'success' : 'info'}>{planLabel(c.type === CONVERSION_TYPES.purchase ? (c.plan ?? 'Purchase') : null)}</Badge>
                    </td>
                    <td className="px-3 py-2 text-right text-slate-200 tabular-nums" data-col="revenue">
                      {formatDollars(c.revenue)}
                    </td>
                    <td className="px-3 py-2 text-slate-300">{channelLabel(c.channel)}</td>
                    <td className="px-3 py-2 text-slate-300">{locationLabel(c.location)}</td>
                    <td className="px-3 py-2 text-slate-400 tabular-nums">
                      <time dateTime={new Date(c.timestamp).toISOString()}>{formatDayTime(c.timestamp)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
