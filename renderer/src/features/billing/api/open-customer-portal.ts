import { useMutation } from '@tanstack/react-query';
import { paymentsApi } from '../../../../../shared/api/payments';
import { callApi } from '@/lib/api-client';

/** Where the provider lets the customer manage the card and plan. */
export async function getCustomerPortalUrl(): Promise<string> {
  return (await callApi(paymentsApi.customerPortal)).url;
}

/**
 * Goes to the portal. A non-ok answer does nothing for the user (docs/product.md "Plans and
 * payments"); it is logged for whoever looks at the console.
 */
export function useOpenCustomerPortal() {
  return useMutation({
    mutationFn: getCustomerPortalUrl,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => console.warn('Customer portal unavailable', error),
  });
}
