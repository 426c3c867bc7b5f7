import { Copy, Facebook, Linkedin, MessageCircle, Share2, Twitter, type LucideIcon } from 'lucide-react';
import { useRef, type Ref } from 'react';
import { PRODUCT_NAME } from '@/components/brand';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { VIRAL_SHARE_LABELS, VIRAL_SHARE_TARGETS, viralShareUrls, type ViralShareTarget } from '../lib/share-urls';
import { copyText } from '@/lib/clipboard';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const urls = viralShareUrls({ url: link, text: SHARE_TEXT });

  async function copy() {
    if (await copyText(link, navigator.clipboard)) {
      toast(VIRAL_TOASTS.copied);
    } else {
      inputRef.current?.focus();
      inputRef.current?.select();
      toast(VIRAL_TOASTS.copyFailed);
    }
  }

  return (
    <Card id="share" data-testid="share-panel">
      <CardHeader>
        <h2 id="share-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
          <Share2 aria-hidden="true" className="size-5 text-gold-300" />
          Share your link
        </h2>
        <CardDescription>A friend who opens it and creates an account counts as your referral.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-400">Your referral code</p>
          <p className="font-mono text-3xl font-semibold tracking-[0.2em] text-gold-200" data-testid="referral-code">
            {code}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="viral-referral-link">Referral link</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={inputRef}
              id="viral-referral-link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
              data-testid="referral-link"
            />
            <Button onClick={() => void copy()} data-testid="copy-referral-link">
              <Copy aria-hidden="true" className="size-4" />
              Copy Referral Link
            </Button>
          </div>
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
