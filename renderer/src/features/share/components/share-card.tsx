import { Check, Copy, Facebook, Linkedin, Mail, MessageSquare, Share2, Twitter, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COPIED_LABEL_MS } from '../../../../../shared/contracts/campaigns';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/utils';
import { COPY_LINK_SOURCE, SHARE_CHANNELS, SHARE_LABELS, SHARE_TEXT, shareLink, shareUrl, type ShareChannel } from '../lib/share-links';

const ICONS: Record<ShareChannel, LucideIcon> = { twitter: Twitter, linkedin: Linkedin, facebook: Facebook, reddit: MessageSquare, email: Mail };

/** The share buttons (each a new tab with its channel's tagged link) and Copy link (Copied for 2 s). */
export function ShareCard({ origin }: { origin: string }) {
  const copyLink = shareLink(origin, COPY_LINK_SOURCE);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (await copyText(copyLink, navigator.clipboard)) {
      toast({ title: 'Copied to clipboard', description: 'Visits through this link count as "Copied link".' });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    } else {
      inputRef.current?.focus();
      inputRef.current?.select();
      toast({ title: 'Copy failed', description: 'The link is selected: copy it by hand.', variant: 'destructive' });
    }
  }

  return (
    <Card data-testid="share-card">
      <CardHeader>
        <h2 id="share-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
          <Share2 aria-hidden="true" className="size-5 text-gold-300" />
          Share the site
        </h2>
        <CardDescription>&ldquo;{SHARE_TEXT}&rdquo; Each button shares a link tagged with its network, so its visits are counted apart.</CardDescription>
      </CardHeader>
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
          <Label htmlFor="share-copy-link">Link to copy</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={inputRef}
              id="share-copy-link"
              readOnly
              value={copyLink}
              onFocus={(e) => e.currentTarget.select()}
              className="font-mono text-sm"
              data-testid="share-link-input"
            />
            <Button onClick={() => void copy()} data-testid="share-copy">
              {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
