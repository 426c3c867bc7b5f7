/**
 * GET /api/health: app-wide facts every screen may need, above all whether the server runs in
 * offline demo mode (screens showing demo rows then carry the Demo data badge).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '../../../shared/contracts/health';
import { apiRequestParsed } from './api-client';

export const HEALTH_PATH = '/api/health';

export function getHealth(): Promise<HealthResponse> {
  return apiRequestParsed('GET', HEALTH_PATH, async () => (await import('../../../shared/contracts/health')).healthResponseSchema);
}

export const healthQueryOptions = () => queryOptions({ queryKey: [HEALTH_PATH], queryFn: getHealth });

export function useHealth() {
  return useQuery(healthQueryOptions());
}

/** True only when the server says it runs in offline demo mode; false while unknown. */
export function useIsDemoMode(): boolean {
  return useHealth().data?.demo === true;
}
