import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { paymentsApi } from '../../../../../shared/api/payments';
import type { demoConfirmRequestSchema, demoConfirmResponseSchema } from '../../../../../shared/contracts/payments';
import { callApi } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/current-user';

export type DemoConfirmRequest = z.input<typeof demoConfirmRequestSchema>;
export type DemoConfirmResponse = z.output<typeof demoConfirmResponseSchema>;

/**
 * The offline demo provider's stand-in for Stripe confirming the card. A declined card answers 402
 * with the provider's message; success upgrades the user's plan.
 */
export function confirmDemoPayment(body: DemoConfirmRequest): Promise<DemoConfirmResponse> {
  return callApi(paymentsApi.demoConfirm, { body });
}

type Options = Omit<UseMutationOptions<DemoConfirmResponse, Error, DemoConfirmRequest>, 'mutationFn'>;

export function useConfirmDemoPayment(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDemoPayment,
    ...options,
    onSuccess: async (data, ...rest) => {
      // The plan changed on the server: every screen reading the user must see it.
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      await options.onSuccess?.(data, ...rest);
    },
  });
}
