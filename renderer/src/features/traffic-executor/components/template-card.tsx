import { Check, Copy, ExternalLink, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COPIED_LABEL_MS } from '../../../../../shared/contracts/campaigns';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/utils';
import { PLATFORM_LABELS, type PostTemplate } from '../lib/post-templates';
import { TEMPLATE_STATUS_LABELS, isPosted, type TemplateStatus } from '../lib/template-status';
import { EXECUTOR_TOASTS } from '../messages';

const STATUS_VARIANT = { pending: 'secondary', copied: 'info', posted: 'success' } as const;

export interface TemplateCardProps {
  template: PostTemplate;
  text: string;
  openUrl: string;
  status: TemplateStatus;
  /** Visits from this platform in the last 7 days; undefined while unknown. */
  visits: number | undefined;
  saving: boolean;
  onCopied: () => void;
  onMarkPosted: () => void;
}

/** One template: its text, Copy (Copied for 2 s), Open on the platform and Mark as Posted. */
export function TemplateCard({ template, text, openUrl, status, visits, saving, onCopied, onMarkPosted }: TemplateCardProps) {
  const [justCopied, setJustCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const platform = PLATFORM_LABELS[template.source];
  const posted = isPosted(status);
  const textId = `template-text-${template.id}`;

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (await copyText(text, navigator.clipboard)) {
      toast(EXECUTOR_TOASTS.copied);
      setJustCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setJustCopied(false), COPIED_LABEL_MS);
      onCopied();
    } else {
      textRef.current?.focus();
      textRef.current?.select();
      toast(EXECUTOR_TOASTS.copyFailed);
    }
  }

  return (
    <Card className="flex flex-col" data-testid={`template-${template.id}`} data-status={status}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="default">{platform}</Badge>
          <Badge variant={STATUS_VARIANT[status]} data-testid="template-status">
            {posted ? <Check aria-hidden="true" className="size-3" /> : null}
            {TEMPLATE_STATUS_LABELS[status]}
          </Badge>
        </div>
        <h3 className="text-lg font-semibold text-white">{template.title}</h3>
        <CardDescription>{template.hint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {template.subject ? (
          <p className="text-sm text-slate-300">
            <span className="text-slate-400">{template.source === 'email' ? 'Subject: ' : 'Title: '}</span>
            {template.subject}
          </p>
        ) : null}
        <Label htmlFor={textId} className="sr-only">
          {template.title} text
        </Label>
        <textarea
          ref={textRef}
          id={textId}
          readOnly
          value={text}
          rows={6}
          className="min-h-32 w-full flex-1 resize-y rounded-md border border-white/10 bg-navy-950/60 p-3 text-sm text-slate-200 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
          data-testid="template-text"
        />
        <p className="text-sm text-slate-400" data-testid="template-visits">
          {visits === undefined ? (
            'Visits from this platform: loading'
          ) : (
            <>
              <span className="font-semibold text-white tabular-nums">{visits.toLocaleString('en-US')}</span> {visits === 1 ? 'visit' : 'visits'} from{' '}
              {platform} in the last 7 days
            </>
          )}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button variant="secondary" size="sm" onClick={() => void copy()} data-testid="template-copy" aria-label={`${justCopied ? 'Copied' : 'Copy'}: ${template.title}`}>
          {justCopied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {justCopied ? 'Copied' : 'Copy'}
        </Button>
        <a
          href={openUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          data-testid="template-open"
          aria-label={`Open on ${platform} (opens in a new tab)`}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open on {platform}
        </a>
        <Button
          size="sm"
          onClick={onMarkPosted}
          disabled={posted || saving}
          className={cn(posted && 'bg-emerald-500/80')}
          data-testid="template-mark-posted"
          aria-label={`${posted ? 'Posted' : 'Mark as Posted'}: ${template.title}`}
        >
          <Send aria-hidden="true" className="size-4" />
          {posted ? 'Posted' : 'Mark as Posted'}
        </Button>
      </CardFooter>
    </Card>
  );
}
