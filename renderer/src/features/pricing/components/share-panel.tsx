import { Facebook, Link2, Linkedin, Mail, MessageCircle, Twitter, type LucideIcon } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@/components/brand';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { usePageOrigin } from '@/lib/page-origin';
import { cn } from '@/lib/utils';
import { PRICING_TOASTS } from '../messages';
import { SHARE_TARGET_LABELS, SHARE_TARGETS, shareLinks, type ShareTarget } from '../lib/share-links';

const ICONS: Record<ShareTarget, LucideIcon> = {
  twitter: Twitter,
  linkedin: Linkedin,
  facebook: Facebook,
  reddit: MessageCircle,
  email: Mail,
};

async function copyLink(url: string) {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    toast(PRICING_TOASTS.linkCopied);
  } catch (error) {
    console.warn('Could not copy the pricing link', error);
    toast(PRICING_TOASTS.copyFailed);
  }
}

/** Share this page (its address as it is now, query included) to the spec's five places, or copy it. */
export function SharePanel() {
  // Read on each render so the links follow the query (a code applied from the banner, for one).
  const location = useLocation();
  const url = `${usePageOrigin()}${location.pathname}${location.search}`;
  const links = shareLinks({ url, title: `${PRODUCT_NAME} pricing: find and cancel the subscriptions you forgot` });

  return (
    <section aria-labelledby="share-heading" className="flex flex-col gap-3" data-testid="share-panel">
      <h2 id="share-heading" className="text-xl font-semibold text-white">
        Share with a friend
      </h2>
      <ul className="flex flex-wrap gap-2">
        {SHARE_TARGETS.map((target) => {
          const Icon = ICONS[target];
          const external = target !== 'email';
          return (
            <li key={target}>
              <a
                href={links[target]}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }))}
                data-testid={`share-${target}`}
                aria-label={external ? `Share on ${SHARE_TARGET_LABELS[target]} (opens in a new tab)` : 'Share by email'}
              >
                <Icon aria-hidden="true" className="size-4" />
                {SHARE_TARGET_LABELS[target]}
              </a>
            </li>
          );
        })}
        <li>
          <Button variant="outline" size="sm" onClick={() => void copyLink(url)} data-testid="share-copy">
            <Link2 aria-hidden="true" className="size-4" />
            Copy link
          </Button>
        </li>
      </ul>
    </section>
  );
}
