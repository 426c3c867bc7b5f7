/**
 * Every toast this screen shows, in one place. The spec fixes the titles and texts of creation and
 * contribution (docs/product.md "Business savings"); the rest (pause/resume, paying a penalty) are
 * ours.
 */
import type { ToastInput } from '@/components/ui/use-toast';
import { formatMoney } from './lib/business-format';

const DEMO_PAYMENT = 'Demo payment: no real money moved.';

export const BUSINESS_TOASTS = {
  createFailed: {
    title: 'Account Creation Failed',
    description: 'Unable to create business account. Please try again.',
    variant: 'destructive',
  },
  paymentFailed: {
    title: 'Payment Failed',
    description: 'Unable to process payment. Please try again.',
    variant: 'destructive',
  },
  statusFailed: {
    title: 'Status Not Changed',
    description: 'Unable to update the account status. Please try again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

export function createdToast(businessName: string): ToastInput {
  return { title: 'Business Account Created', description: `${businessName} is ready for its first contribution.` };
}

export function contributedToast(amount: number, businessName: string, demo: boolean): ToastInput {
  const text = `${formatMoney(amount)} added to ${businessName}.`;
  return { title: 'Contribution Processed', description: demo ? `${text} ${DEMO_PAYMENT}` : text };
}

export function statusChangedToast(status: string, businessName: string): ToastInput {
  return status === 'paused'
    ? { title: 'Account Paused', description: `Weekly contribution checks for ${businessName} are off until you resume.` }
    : { title: 'Account Resumed', description: `Weekly contribution checks for ${businessName} are back on.` };
}

export function penaltyPaidToast(amount: number, demo: boolean): ToastInput {
  const text = `${formatMoney(amount)} penalty paid.`;
  return { title: 'Penalty Paid', description: demo ? `${text} ${DEMO_PAYMENT}` : text };
}

/** A payment attempt the provider did not complete: the penalty stays Pending, and the toast says why. */
export function penaltyPendingToast(amount: number, reason: string | null): ToastInput {
  return { title: 'Penalty Still Pending', description: `${formatMoney(amount)} was not charged. ${reason ?? ''}`.trim(), variant: 'destructive' };
}
