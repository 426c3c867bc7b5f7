/**
 * The server's health: app-wide facts every screen may need, above all whether the server runs in
 * offline demo mode (screens showing demo rows then carry the Demo data badge).
 */
import { useQuery } from '@tanstack/react-query';
import { healthApi } from '../../../shared/api/health';
import { DEMO_MODE_META } from '../../../shared/constants';
import type { HealthResponse } from '../../../shared/contracts/health';
import { apiQuery, callApi } from './api-client';
import { pageMeta } from './page-meta';

export function getHealth(): Promise<HealthResponse> {
  return callApi(healthApi.health);
}

export const healthQueryOptions = () => apiQuery(healthApi.health);

export function useHealth() {
  return useQuery(healthQueryOptions());
}

/** What the served page said about demo mode (the server stamps it, DEMO_MODE_META): known before any request. */
export function pageSaysDemoMode(): boolean {
  return pageMeta(DEMO_MODE_META) === 'true';
}

/**
 * True only when the server says it runs in offline demo mode: its health answer once there is one,
 * until then its page (so the demo notice and badges are in the first paint, and nothing moves).
 */
export function useIsDemoMode(): boolean {
  const { data } = useHealth();
  return data ? data.demo === true : pageSaysDemoMode();
}
