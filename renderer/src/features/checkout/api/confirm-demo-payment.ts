import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { demoConfirmRequestSchema, demoConfirmResponseSchema as responseContract } from '../../../../../shared/contracts/payments';
import { apiRequestParsed } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/current-user';
import { demoConfirmResponseSchema } from './schemas';

export const DEMO_CONFIRM_PATH = '/api/payments/demo/confirm';

export type DemoConfirmRequest = z.input<typeof demoConfirmRequestSchema>;
export type DemoConfirmResponse = z.output<typeof responseContract>;

/**
 * POST /api/payments/demo/confirm: the offline demo provider's stand-in for Stripe confirming the
 * card. A declined card answers 402 with the provider's message; success upgrades the user's plan.
 */
export function confirmDemoPayment(body: DemoConfirmRequest): Promise<DemoConfirmResponse> {
  return apiRequestParsed('POST', DEMO_CONFIRM_PATH, demoConfirmResponseSchema, body);
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
