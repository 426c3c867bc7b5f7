import { CircleCheck, PiggyBank, TriangleAlert } from 'lucide-react';
import type { Subscription } from '../../../../../shared/contracts/subscriptions';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cancelConfirmText } from '../messages';

interface CancelConfirmDialogProps {
  /** The subscription to mark cancelled; null: closed. */
  subscription: Subscription | null;
  onConfirm: (subscription: Subscription) => void;
  onClose: () => void;
  /** The currency of its amounts (the list's: the user's home currency). */
  currency?: string;
}

/**
 * Mark Cancelled asks first (docs/product.md "Subscriptions"): marking only records it here, so the
 * dialog says to cancel with the merchant too, and what savings will be counted. Focus starts on
 * Cancel, so a second press of Enter does not confirm by accident; Escape closes.
 */
export function CancelConfirmDialog({ subscription, onConfirm, onClose, currency = 'USD' }: CancelConfirmDialogProps) {
  const text = subscription ? cancelConfirmText(subscription, currency) : null;
  return (
    <Dialog
      open={subscription !== null}
      onClose={onClose}
      title={text?.title ?? ''}
      className="max-w-lg"
      data-testid="cancel-confirm-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus data-testid="cancel-confirm-dismiss">
            Cancel
          </Button>
          <Button onClick={() => subscription && onConfirm(subscription)} data-testid="cancel-confirm-accept">
            <CircleCheck aria-hidden="true" className="size-4" />
            Mark cancelled
          </Button>
        </>
      }
    >
      {text ? (
        <div className="flex flex-col gap-3 text-sm">
          <p className="flex items-start gap-2 text-slate-200">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
            <span data-testid="cancel-confirm-merchant">{text.body}</span>
          </p>
          <p className="flex items-start gap-2 text-slate-200">
            <PiggyBank aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
            <span data-testid="cancel-confirm-savings">{text.savings}</span>
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
