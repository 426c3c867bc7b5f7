/**
 * Stored campaign state (shared/contracts/campaigns.ts): read it, and set one item's status. Items
 * never touched are absent; their starting status applies.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commandCentreApi } from '../../../../shared/api/command-centre';
import type { CampaignItem, CampaignKind, CampaignStateResponse, SetCampaignItemRequest } from '../../../../shared/contracts/campaigns';
import { apiQuery, apiQueryKey, callApi } from '@/lib/api-client';

export const campaignStateQueryKey = apiQueryKey(commandCentreApi.campaignState);

export const campaignStateQueryOptions = () => apiQuery(commandCentreApi.campaignState);

export function useCampaignState() {
  return useQuery(campaignStateQueryOptions());
}

/** The stored status of one item, else its starting status. */
export function statusOf(state: CampaignStateResponse | undefined, kind: CampaignKind, itemId: string, start: string): string {
  return state?.items.find((i) => i.kind === kind && i.itemId === itemId)?.status ?? start;
}

export function setCampaignItem(request: SetCampaignItemRequest): Promise<CampaignItem> {
  return callApi(commandCentreApi.setCampaignItem, { body: request });
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
