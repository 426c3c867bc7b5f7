/**
 * Stored campaign state (shared/contracts/campaigns.ts): GET /api/marketing/campaign-state and
 * PUT to set one item's status. Items never touched are absent; their starting status applies.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignItem, CampaignKind, CampaignStateResponse, SetCampaignItemRequest } from '../../../../shared/contracts/campaigns';
import { apiRequestParsed } from '@/lib/api-client';
import { campaignItemSchema, campaignStateSchema } from './schemas';

const PATH = '/api/marketing/campaign-state';
export const campaignStateQueryKey = [PATH] as const;

export const campaignStateQueryOptions = () =>
  queryOptions({ queryKey: campaignStateQueryKey, queryFn: (): Promise<CampaignStateResponse> => apiRequestParsed('GET', PATH, campaignStateSchema) });

export function useCampaignState() {
  return useQuery(campaignStateQueryOptions());
}

/** The stored status of one item, else its starting status. */
export function statusOf(state: CampaignStateResponse | undefined, kind: CampaignKind, itemId: string, start: string): string {
  return state?.items.find((i) => i.kind === kind && i.itemId === itemId)?.status ?? start;
}

export function setCampaignItem(request: SetCampaignItemRequest): Promise<CampaignItem> {
  return apiRequestParsed('PUT', PATH, campaignItemSchema, request);
}

/** Sets one item's status; the cached state takes the server's answer. */
export function useSetCampaignItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCampaignItem,
    onSuccess: (item) => {
      queryClient.setQueryData<CampaignStateResponse>(campaignStateQueryKey, (state) => ({
        items: [...(state?.items ?? []).filter((i) => !(i.kind === item.kind && i.itemId === item.itemId)), item],
      }));
    },
    // The server's state is the truth (another window may have moved it): show it.
    onError: () => queryClient.invalidateQueries({ queryKey: campaignStateQueryKey }),
  });
}
