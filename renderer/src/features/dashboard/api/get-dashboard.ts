import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../../../shared/api/dashboard';
import { apiQuery } from '@/lib/api-client';

/** The signed-in user's home, parsed by the shared contract (which loads with the first answer). */
export const dashboardQueryOptions = () => apiQuery(dashboardApi.dashboard);

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
