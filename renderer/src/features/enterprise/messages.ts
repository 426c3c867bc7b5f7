/** The enterprise page's toast: the spec's title (docs/product.md "Enterprise"), with the honest next step. */
import type { ToastInput } from '@/components/ui/use-toast';

export const REQUEST_RECEIVED_TOAST: ToastInput = {
  title: 'Request Received',
  description: 'Our team will contact you within 24 hours of receiving it. Send it with the email link on this page.',
};
