import { useState, type FormEvent } from 'react';
import { BILL_NOT_SAVED_REASON_MAX, type BillDeskRequest } from '../../../../../shared/contracts/bills';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { checkSaving, FEE_PERCENT } from '../lib/desk-format';

export type OutcomeKind = 'saved' | 'not_saved';

interface OutcomeDialogProps {
  request: BillDeskRequest | null;
  kind: OutcomeKind;
  pending: boolean;
  onClose: () => void;
  /** monthlySavings in dollars for saved; an optional reason for not_saved. */
  onConfirm: (change: { status: 'saved'; monthlySavings: number } | { status: 'not_saved'; reason?: string }) => void;
}

/**
 * The outcome of a negotiation (the page keys it by request and kind, so each opening starts empty): "saved" asks the monthly saving (the 25% fee is shown as the server
 * will compute it); "not saved" takes an optional short reason the user will read.
 */
export function OutcomeDialog({ request, kind, pending, onClose, onConfirm }: OutcomeDialogProps) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);

  const billCents = request ? Math.round(request.currentBillAmount * 100) : 0;
  const check = kind === 'saved' ? checkSaving(text, billCents) : null;
  const error = touched && check && !check.ok ? check.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (pending || !request) return;
    if (kind === 'saved') {
      if (check && check.ok) onConfirm({ status: 'saved', monthlySavings: check.cents / 100 });
      return;
    }
    const reason = text.trim();
    onConfirm({ status: 'not_saved', reason: reason || undefined });
  };

  const formId = 'bill-outcome-form';
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={kind === 'saved' ? 'Record the saving' : 'Close as not saved'}
      description={
        request
          ? kind === 'saved'
            ? `${request.providerName} for ${request.user.username}: the negotiated saving per month. The user is charged a ${FEE_PERCENT} success fee on it.`
            : `${request.providerName} for ${request.user.username}: the provider would not lower the bill. The user pays no fee.`
          : undefined
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={pending} data-testid="outcome-confirm">
            {pending ? 'Saving...' : kind === 'saved' ? 'Record saving' : 'Close as not saved'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        {kind === 'saved' ? (
          <FormField
            label="Monthly saving (USD)"
            hint={check && check.ok ? `Success fee (${FEE_PERCENT}): ${check.feeText} a month` : `More than $0.00, to the cent${billCents > 0 ? ', not above the current bill' : ''}.`}
            error={error}
            errorTestId="outcome-error"
          >
            {(control) => (
              <Input
                {...control}
                data-autofocus
                inputMode="decimal"
                autoComplete="off"
                placeholder="40.00"
                value={text}
                onChange={(e) => setText(e.target.value)}
                data-testid="outcome-saving"
              />
            )}
          </FormField>
        ) : (
          <FormField label="Reason (optional)" hint={`Shown to the user; at most ${BILL_NOT_SAVED_REASON_MAX} characters.`}>
            {(control) => (
              <Input
                {...control}
                data-autofocus
                maxLength={BILL_NOT_SAVED_REASON_MAX}
                autoComplete="off"
                value={text}
                onChange={(e) => setText(e.target.value)}
                data-testid="outcome-reason"
              />
            )}
          </FormField>
        )}
      </form>
    </Dialog>
  );
}
