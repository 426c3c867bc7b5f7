import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CheckoutSessionResponse, CreateCheckoutSessionRequest } from '../../../../../shared/contracts/payments';
import { ApiError, apiRequestParsed } from '@/lib/api-client';
import { checkoutSessionResponseSchema } from './schemas';

export const CHECKOUT_SESSION_PATH = '/api/create-checkout-session';

/**
 * Spec core section 8: "Checkout session failure raises Failed to create checkout session." The
 * server's status stays on the error, so a 401 (hosted, signed out) can lead to sign-in instead.
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

/** POST /api/create-checkout-session: answers where to send the browser to pay. */
export async function createCheckoutSession(body: CreateCheckoutSessionRequest): Promise<CheckoutSessionResponse> {
  try {
    return await apiRequestParsed('POST', CHECKOUT_SESSION_PATH, checkoutSessionResponseSchema, body);
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
