import { OwnerAccessState } from '@/components/owner/owner-gate';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { Skeletons } from '@/components/ui/skeleton';
import { TableHead, type TableColumn } from '@/components/ui/table-head';
import { useTrendSchedule } from '../api/get-trend-schedule';
import { formatClockTime, platformLabel, scheduleRows } from '../lib/trend-format';

const COLUMNS: readonly TableColumn[] = [
  ['Platform', 'py-2 pr-4 font-medium'],
  ['Best time', 'py-2 pr-4 font-medium'],
  ['Also good', 'py-2 font-medium'],
];

/** Optimal Schedule: GET /api/marketing/trends/schedule, platform -> times, best first. */
export function ScheduleTab() {
  const schedule = useTrendSchedule();
  if (schedule.error) {
    return (
      <OwnerAccessState
        error={schedule.error}
        returnTo="/marketing-trends"
        onRetry={() => void schedule.refetch()}
        retrying={schedule.isFetching}
        loadErrorTitle="Could not load the posting schedule"
      />
    );
  }
  if (!schedule.data) {
    return (
      <div className="flex flex-col gap-2" data-testid="schedule-loading" aria-busy="true" aria-label="Loading the posting schedule">
        <Skeletons count={6} className="h-10 w-full" />
      </div>
    );
  }
  const rows = scheduleRows(schedule.data.schedule);
  return (
    <div className="flex flex-col gap-4" data-testid="schedule">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-slate-300" data-testid="schedule-method">
          {schedule.data.method}
        </p>
        {schedule.data.includesDemoData ? <DemoDataBadge /> : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-300" data-testid="schedule-empty">
          No posting times to suggest yet.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Best posting times per platform, best first</caption>
            <TableHead className="text-slate-400" columns={COLUMNS} />
            <tbody>
              {rows.map(({ platform, times }) => (
                <tr key={platform} className="border-t border-white/10" data-testid={`schedule-${platform}`}>
                  <th scope="row" className="py-2 pr-4 font-medium text-white">
                    {platformLabel(platform)}
                  </th>
                  <td className="py-2 pr-4 font-semibold text-gold-200 tabular-nums">
                    <time>{formatClockTime(times[0]!)}</time>
                  </td>
                  <td className="py-2 text-slate-300 tabular-nums">{times.slice(1).map(formatClockTime).join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
