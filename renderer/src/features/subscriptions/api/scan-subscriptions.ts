import type { QueryClient } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import type { SubscriptionScanResponse } from '../../../../../shared/contracts/subscriptions';
import { callApi } from '@/lib/api-client';
import { savingsSummaryQueryKey } from './get-savings-summary';
import { subscriptionsQueryKey } from './get-subscriptions';
import { refreshSubscriptionFigures } from './refresh-figures';

/**
 * The whole scan in one request: the server analyses the stored transactions, falls back to its
 * sample bank history when they show no recurring charge, stores the findings and answers the
 * result with the list and the savings as they now stand.
 */
export function scanSubscriptions(): Promise<SubscriptionScanResponse> {
  return callApi(subscriptionsApi.scan);
}

/** Shows the scan's lists without asking for them again; the other figures it changed are read anew. */
export function showScanLists(queryClient: QueryClient, result: SubscriptionScanResponse): void {
  queryClient.setQueryData(subscriptionsQueryKey, result.subscriptions);
  queryClient.setQueryData(savingsSummaryQueryKey, result.savings);
  void refreshSubscriptionFigures(queryClient, { except: [subscriptionsApi.list, subscriptionsApi.savingsSummary] });
}
