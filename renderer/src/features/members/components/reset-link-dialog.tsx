import { CopyLinkField, HAND_COPY_TOAST } from '@/components/copy-link-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { IssuedReset } from '../../../../../shared/contracts/auth';
import { formatInstant } from '../lib/format';
import { resetLink } from '../api/members';

/**
 * The reset link, shown once: the server keeps only the code's hash, so closing this dialog is the
 * last chance to copy it. There is no e-mail here: the owner passes it on by hand.
 */
export function ResetLinkDialog({ issued, onClose }: { issued: IssuedReset | null; onClose: () => void }) {
  return (
    <Dialog
      open={issued !== null}
      onClose={onClose}
      title={issued ? `Reset link for ${issued.username}` : 'Reset link'}
      description="Shown only this once. There is no e-mail here: send it to the account holder yourself, over a channel you trust."
      footer={
        <Button onClick={onClose} data-testid="reset-link-done">
          Done
        </Button>
      }
    >
      {issued ? (
        <div className="flex flex-col gap-3">
          <CopyLinkField
            id="reset-link"
            label="One-time reset link"
            link={resetLink(issued.code)}
            buttonLabel="Copy link"
            inputTestId="reset-link"
            buttonTestId="copy-reset-link"
            copiedToast={{ title: 'Link copied', description: 'Pass it on to the account holder.' }}
            failedToast={HAND_COPY_TOAST}
            copiedLabelMs={2000}
          />
          <p className="text-sm text-slate-300" data-testid="reset-link-expiry">
            It works once, until {formatInstant(issued.expiresAt)}. Setting a new password with it signs out every session of the account.
            Issuing another link voids this one.
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
