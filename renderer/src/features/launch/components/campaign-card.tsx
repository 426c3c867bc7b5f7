import { Check, Copy, Rocket } from 'lucide-react';
import { COPIED_LABEL_MS } from '../../../../../shared/contracts/campaigns';
import { HAND_COPY_TOAST, useCopyLink } from '@/components/copy-link-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isLaunched, type LaunchCampaign, type LaunchCampaignId, type LaunchStatus } from '../lib/launch-campaigns';

export interface CampaignCardProps {
  id: LaunchCampaignId;
  campaign: LaunchCampaign;
  link: string;
  status: LaunchStatus;
  /** Visits from the campaign's channel in the last 7 days; undefined while unknown. */
  visits: number | undefined;
  saving: boolean;
  onLaunch: () => void;
}

/** One campaign: its channel, tracked link, the channel's visits, and Launch (disabled once launched). */
export function CampaignCard({ id, campaign, link, status, visits, saving, onLaunch }: CampaignCardProps) {
  const launched = isLaunched(status);
  const { copied, copy, inputRef } = useCopyLink({
    copiedToast: { title: 'Copied to clipboard', description: `The ${campaign.channelLabel} tracking link.` },
    failedToast: HAND_COPY_TOAST,
    copiedLabelMs: COPIED_LABEL_MS,
  });
  const linkId = `campaign-link-${id}`;

  return (
    <Card className="flex w-full flex-col" data-testid={`campaign-${id}`} data-status={status}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="default">{campaign.channelLabel}</Badge>
          <Badge variant={launched ? 'success' : 'secondary'} data-testid="campaign-status">
            {launched ? <Check aria-hidden="true" className="size-3" /> : null}
            {launched ? 'Launched' : 'Ready'}
          </Badge>
        </div>
        <h3 className="text-lg font-semibold text-white">{campaign.title}</h3>
        <CardDescription>{campaign.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={linkId} className="text-sm text-slate-300">
            Tracking link
          </Label>
          <div className="flex gap-2">
            <Input ref={inputRef} id={linkId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
            <Button variant="secondary" size="sm" className="h-11" onClick={() => void copy(link)} aria-label={`${copied ? 'Copied' : 'Copy'}: ${campaign.title} link`}>
              {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
        <p className="text-sm text-slate-400" data-testid="campaign-visits">
          {visits === undefined ? (
            `Visits from ${campaign.channelLabel}: loading`
          ) : (
            <>
              <span className="font-semibold text-white tabular-nums">{visits.toLocaleString('en-US')}</span> {visits === 1 ? 'visit' : 'visits'} from{' '}
              {campaign.channelLabel} in the last 7 days
            </>
          )}
        </p>
      </CardContent>
      <CardFooter>
        <Button onClick={onLaunch} disabled={launched || saving} data-testid="campaign-launch" aria-label={`${launched ? 'Launched' : 'Launch'}: ${campaign.title}`}>
          {launched ? <Check aria-hidden="true" className="size-4" /> : <Rocket aria-hidden="true" className="size-4" />}
          {launched ? 'Launched' : saving ? 'Launching...' : 'Launch'}
        </Button>
      </CardFooter>
    </Card>
  );
}
