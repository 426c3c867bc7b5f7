import { useMutation } from '@tanstack/react-query';
import { apiRequestParsed } from '@/lib/api-client';
import { customerPortalResponseSchema } from './schemas';

export const CUSTOMER_PORTAL_PATH = '/api/billing/customer-portal';

/** POST /api/billing/customer-portal: where the provider lets the customer manage the card and plan. */
export async function getCustomerPortalUrl(): Promise<string> {
  return (await apiRequestParsed('POST', CUSTOMER_PORTAL_PATH, customerPortalResponseSchema)).url;
}

/**
 * Goes to the portal. A non-ok answer does nothing for the user (growth spec section 8); it is
 * logged for whoever looks at the console.
 */
export function useOpenCustomerPortal() {
  return useMutation({
    mutationFn: getCustomerPortalUrl,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => console.warn('Customer portal unavailable', error),
  });
}
