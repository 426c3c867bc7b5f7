import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '../../../../../shared/contracts/dashboard';
import { apiRequestParsed } from '@/lib/api-client';

export const DASHBOARD_PATH = '/api/dashboard';

/** The contract (and zod with it) loads with the dashboard's first answer. */
export const dashboardSchema = async () => (await import('../../../../../shared/contracts/dashboard')).dashboardResponseSchema;

/** GET /api/dashboard: the signed-in user's home, parsed by the shared contract. */
export function getDashboard(): Promise<DashboardResponse> {
  return apiRequestParsed('GET', DASHBOARD_PATH, dashboardSchema);
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: [DASHBOARD_PATH], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
