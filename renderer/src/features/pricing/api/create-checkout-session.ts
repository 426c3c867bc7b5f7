import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { paymentsApi } from '../../../../../shared/api/payments';
import type { CheckoutSessionResponse, CreateCheckoutSessionRequest } from '../../../../../shared/contracts/payments';
import { ApiError, callApi } from '@/lib/api-client';

/**
 * "Checkout session failure raises Failed to create checkout session." The server's status stays
 * on the error, so a 401 (hosted, signed out) can lead to sign-in instead.
 */
export class CheckoutSessionError extends Error {
  constructor(
    readonly status: number | undefined,
    cause: unknown,
  ) {
    super('Failed to create checkout session', { cause });
    this.name = 'CheckoutSessionError';
  }
}

/** Answers where to send the browser to pay. */
export async function createCheckoutSession(body: CreateCheckoutSessionRequest): Promise<CheckoutSessionResponse> {
  try {
    return await callApi(paymentsApi.createCheckoutSession, { body });
  } catch (error) {
    throw new CheckoutSessionError(error instanceof ApiError ? error.status : undefined, error);
  }
}

type Options = Omit<UseMutationOptions<CheckoutSessionResponse, CheckoutSessionError, CreateCheckoutSessionRequest>, 'mutationFn'>;

export function useCreateCheckoutSession(options: Options = {}) {
  return useMutation<CheckoutSessionResponse, CheckoutSessionError, CreateCheckoutSessionRequest>({
    mutationFn: createCheckoutSession,
    ...options,
  });
}
