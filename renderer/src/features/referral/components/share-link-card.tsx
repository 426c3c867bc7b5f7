import { Link2 } from 'lucide-react';
import { CardHeading } from '@/components/card-heading';
import { CopyLinkField } from '@/components/copy-link-field';
import { Card, CardContent } from '@/components/ui/card';
import { REFERRAL_TOASTS } from '../messages';

/** The share link and Copy Link (toast "Copied!"); when the browser refuses, the link is selected for a manual copy. */
export function ShareLinkCard({ link, code, linkVisits }: { link: string; code: string; linkVisits: number }) {
  return (
    <Card>
      <CardHeading icon={Link2} title="Your referral link">
        Send it to friends. When someone opens it and creates an account, they count as your referral.
      </CardHeading>
      <CardContent className="flex flex-col gap-3">
        <CopyLinkField
          id="referral-link"
          label="Share link"
          link={link}
          buttonLabel="Copy Link"
          inputTestId="referral-link"
          buttonTestId="copy-link"
          copiedToast={REFERRAL_TOASTS.copied}
          failedToast={REFERRAL_TOASTS.copyFailed}
        />
        <p className="text-sm text-slate-400">
          Code <span className="font-mono font-semibold text-slate-200" data-testid="referral-code">{code}</span>
          {' · '}
          <span data-testid="link-visits">
            {linkVisits.toLocaleString('en-US')} {linkVisits === 1 ? 'person has' : 'people have'} opened your link
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
