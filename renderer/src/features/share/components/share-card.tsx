import { Facebook, Linkedin, Mail, MessageSquare, Share2, Twitter, type LucideIcon } from 'lucide-react';
import { COPIED_LABEL_MS } from '../../../../../shared/contracts/campaigns';
import { CardHeading } from '@/components/card-heading';
import { CopyLinkField, HAND_COPY_TOAST } from '@/components/copy-link-field';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { COPY_LINK_SOURCE, SHARE_CHANNELS, SHARE_LABELS, SHARE_TEXT, shareLink, shareUrl, type ShareChannel } from '../lib/share-links';

const ICONS: Record<ShareChannel, LucideIcon> = { twitter: Twitter, linkedin: Linkedin, facebook: Facebook, reddit: MessageSquare, email: Mail };

/** The share buttons (each a new tab with its channel's tagged link) and Copy link (Copied for 2 s). */
export function ShareCard({ origin }: { origin: string }) {
  const copyLink = shareLink(origin, COPY_LINK_SOURCE);

  return (
    <Card data-testid="share-card">
      <CardHeading icon={Share2} title="Share the site" id="share-heading">
        &ldquo;{SHARE_TEXT}&rdquo; Each button shares a link tagged with its network, so its visits are counted apart.
      </CardHeading>
      <CardContent className="flex flex-col gap-5">
        <ul aria-labelledby="share-heading" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {SHARE_CHANNELS.map((channel) => {
            const Icon = ICONS[channel];
            return (
              <li key={channel}>
                <a
                  href={shareUrl(channel, shareLink(origin, channel))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants({ variant: 'secondary' }), 'w-full')}
                  data-testid={`share-${channel}`}
                  aria-label={`Share on ${SHARE_LABELS[channel]} (opens in a new tab)`}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {SHARE_LABELS[channel]}
                </a>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-col gap-2">
          <CopyLinkField
            id="share-copy-link"
            label="Link to copy"
            link={copyLink}
            buttonLabel="Copy link"
            inputTestId="share-link-input"
            buttonTestId="share-copy"
            copiedToast={{ title: 'Copied to clipboard', description: 'Visits through this link count as "Copied link".' }}
            failedToast={HAND_COPY_TOAST}
            copiedLabelMs={COPIED_LABEL_MS}
          />
        </div>
      </CardContent>
    </Card>
  );
}
