import { Copy, Link2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { REFERRAL_TOASTS } from '../messages';

/** The share link and Copy Link (toast "Copied!"); when the browser refuses, the link is selected for a manual copy. */
export function ShareLinkCard({ link, code, linkVisits }: { link: string; code: string; linkVisits: number }) {
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    if (await copyText(link, navigator.clipboard)) {
      toast(REFERRAL_TOASTS.copied);
    } else {
      inputRef.current?.focus();
      inputRef.current?.select();
      toast(REFERRAL_TOASTS.copyFailed);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-white">
          <Link2 aria-hidden="true" className="size-5 text-gold-300" />
          Your referral link
        </h2>
        <CardDescription>
          Send it to friends. When someone opens it and creates an account, they count as your referral.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor="referral-link">Share link</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id="referral-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
            data-testid="referral-link"
          />
          <Button onClick={() => void copy()} data-testid="copy-link">
            <Copy aria-hidden="true" className="size-4" />
            Copy Link
          </Button>
        </div>
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
