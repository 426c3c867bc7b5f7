import { useQuery } from '@tanstack/react-query';
import { betaApi } from '../../../../../shared/api/beta';
import { POLL_MS } from '../../../../../shared/contracts/dashboards';
import { apiQuery } from '@/lib/api-client';

/**
 * The beta's spots from the same answer /beta shows (GET /api/beta/status), so the two screens
 * always give one count (docs/product.md "Traffic dashboard"). Polled like the conversions while live.
 */
export function useBetaSpots(live: boolean) {
  return useQuery({ ...apiQuery(betaApi.status), refetchInterval: live ? POLL_MS.conversions : false });
}
