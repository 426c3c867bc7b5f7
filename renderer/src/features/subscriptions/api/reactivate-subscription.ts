import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import type { Subscription } from '../../../../../shared/contracts/subscriptions';
import { callApi } from '@/lib/api-client';

/**
 * Undo of Mark Cancelled: active again, and the savings it added taken back; answers the
 * subscription. A plain call (no mutation hook): the toast's Undo may be pressed after the screen
 * that showed it has gone.
 */
export function reactivateSubscription(id: string): Promise<Subscription> {
  return callApi(subscriptionsApi.reactivate, { params: { id } });
}
