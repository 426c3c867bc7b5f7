/**
 * The server's health: app-wide facts every screen may need, above all whether the server runs in
 * offline demo mode (screens showing demo rows then carry the Demo data badge).
 */
import { useQuery } from '@tanstack/react-query';
import { healthApi } from '../../../shared/api/health';
import type { HealthResponse } from '../../../shared/contracts/health';
import { apiQuery, callApi } from './api-client';

export function getHealth(): Promise<HealthResponse> {
  return callApi(healthApi.health);
}

export const healthQueryOptions = () => apiQuery(healthApi.health);

export function useHealth() {
  return useQuery(healthQueryOptions());
}

/** True only when the server says it runs in offline demo mode; false while unknown. */
export function useIsDemoMode(): boolean {
  return useHealth().data?.demo === true;
}
