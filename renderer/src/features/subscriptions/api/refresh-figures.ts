import type { QueryClient } from '@tanstack/react-query';
import { dashboardApi } from '../../../../../shared/api/dashboard';
import { dataApi } from '../../../../../shared/api/data';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import { apiQueryKey } from '@/lib/api-client';

/**
 * Every read that shows subscription figures: this screen's list, savings and upcoming charges, and
 * the dashboard's (its tip, insight and savings tracker come from the same service), and how much
 * of the data is sample data (a scan or the sample import may add sample rows: the badge). Reads are
 * never stale on their own (lib/query-client.ts), so a change here marks them all; the ones on
 * screen refetch now, the others when next shown.
 */
const FIGURE_READS = [subscriptionsApi.list, subscriptionsApi.savingsSummary, subscriptionsApi.upcoming, dashboardApi.dashboard, dataApi.sources] as const;

export async function refreshSubscriptionFigures(queryClient: QueryClient, { except = [] }: { except?: readonly { path: string }[] } = {}): Promise<void> {
  const skip = new Set(except.map((e) => e.path));
  await Promise.all(
    FIGURE_READS.filter((endpoint) => !skip.has(endpoint.path)).map((endpoint) => queryClient.invalidateQueries({ queryKey: apiQueryKey(endpoint) })),
  );
}
