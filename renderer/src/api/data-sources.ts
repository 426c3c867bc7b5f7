/**
 * How much of the signed-in user's data is sample data (docs/product.md "Your data"): /accounts
 * counts it, and the screens that read the user's transactions (/subscriptions, /credit-score)
 * carry the Demo data badge only while some of it is sample data.
 */
import { useQuery } from '@tanstack/react-query';
import { dataApi } from '../../../shared/api/data';
import type { DataSources } from '../../../shared/contracts/data';
import { apiQuery } from '@/lib/api-client';

export function useDataSources(enabled: boolean) {
  return useQuery({ ...apiQuery(dataApi.sources), enabled });
}

/** True while any account or transaction of the user is sample data. */
export function hasSampleData(sources: DataSources | undefined): boolean {
  return sources !== undefined && sources.demo.accounts + sources.demo.transactions > 0;
}
