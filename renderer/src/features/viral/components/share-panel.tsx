import { Facebook, Linkedin, MessageCircle, Share2, Twitter, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { PRODUCT_NAME } from '@/components/brand';
import { CardHeading } from '@/components/card-heading';
import { CopyLinkField } from '@/components/copy-link-field';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { VIRAL_SHARE_LABELS, VIRAL_SHARE_TARGETS, viralShareUrls, type ViralShareTarget } from '../lib/share-urls';
import { VIRAL_TOASTS } from '../messages';

const ICONS: Record<ViralShareTarget, LucideIcon> = {
  twitter: Twitter,
  facebook: Facebook,
  linkedin: Linkedin,
  whatsapp: MessageCircle,
};

const SHARE_TEXT = `I find and cancel the subscriptions I forgot with ${PRODUCT_NAME}. Join with my link:`;

/**
 * The referral code, the link, the four share buttons (external, new tab) and Copy Referral Link.
 * `firstShareRef` lets Start Sharing bring the buttons into view and focus.
 */
export function SharePanel({ code, link, firstShareRef }: { code: string; link: string; firstShareRef: Ref<HTMLAnchorElement> }) {
  const urls = viralShareUrls({ url: link, text: SHARE_TEXT });

  return (
    <Card id="share" data-testid="share-panel">
      <CardHeading icon={Share2} title="Share your link" id="share-heading">
        A friend who opens it and creates an account counts as your referral.
      </CardHeading>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-400">Your referral code</p>
          <p className="font-mono text-3xl font-semibold tracking-[0.2em] text-gold-200" data-testid="referral-code">
            {code}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <CopyLinkField
            id="viral-referral-link"
            label="Referral link"
            link={link}
            buttonLabel="Copy Referral Link"
            inputTestId="referral-link"
            buttonTestId="copy-referral-link"
            copiedToast={VIRAL_TOASTS.copied}
            failedToast={VIRAL_TOASTS.copyFailed}
          />
        </div>
        <ul aria-labelledby="share-heading" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {VIRAL_SHARE_TARGETS.map((target, i) => {
            const Icon = ICONS[target];
            return (
              <li key={target}>
                <a
                  ref={i === 0 ? firstShareRef : undefined}
                  href={urls[target]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants({ variant: 'secondary' }), 'w-full')}
                  data-testid={`share-${target}`}
                  aria-label={`Share on ${VIRAL_SHARE_LABELS[target]} (opens in a new tab)`}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {VIRAL_SHARE_LABELS[target]}
                </a>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
