import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, with the counts of what goes. */
  question: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/**
 * The second step before something that cannot be undone: the question says what goes and how much;
 * focus starts on Cancel, so Enter alone never confirms.
 */
export function ConfirmDialog({ open, title, question, children, confirmLabel, busyLabel, busy, onConfirm, onClose, testId }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      className="max-w-md"
      data-testid={testId}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-slate-300">
        <p className="font-medium text-white" data-testid={`${testId}-question`}>
          {question}
        </p>
        {children}
      </div>
    </Dialog>
  );
}
