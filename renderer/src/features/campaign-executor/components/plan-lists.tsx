import { ArrowRight, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { CAMPAIGN_NAMES, CAMPAIGN_TAB_OF, TEMPLATE_NAMES, type LaunchCampaignId, type PostTemplateId } from '../lib/launch-plan';

interface PlanCardProps {
  testId: string;
  title: string;
  description: string;
  /** Shown instead of the list once nothing is left to do. */
  done: string;
  /** One list item per thing still to do. */
  items: ReactNode[];
  /** The screen where these items are worked on, and the link's words. */
  to: string;
  linkLabel: string;
}

/** What is still to do of one kind, or a line saying all of it is done, and the way to the screen that does it. */
function PlanCard({ testId, title, description, done, items, to, linkLabel }: PlanCardProps) {
  return (
    <Card className="flex flex-col" data-testid={testId}>
      <CardHeader>
        <h2 className="text-lg font-semibold text-white">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {items.length === 0 ? (
          <p className="flex items-center gap-2 text-emerald-200" data-testid={`${testId}-done`}>
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {done}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-white/10">{items}</ul>
        )}
      </CardContent>
      <CardFooter>
        <Link to={to} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}

export function ReadyCampaigns({ ids }: { ids: readonly LaunchCampaignId[] }) {
  return (
    <PlanCard
      testId="ready-campaigns"
      title="Campaigns still ready"
      description="Launch them all at once here, or one by one with their tracking links."
      done="Every campaign is launched."
      to={SCREENS.launch[0]}
      linkLabel="Open the campaigns"
      items={ids.map((id) => (
        <li key={id} className="flex items-center justify-between gap-2 py-2" data-testid={`ready-${id}`}>
          <span className="text-slate-200">{CAMPAIGN_NAMES[id]}</span>
          <span className="text-xs text-slate-400 capitalize">{CAMPAIGN_TAB_OF[id]}</span>
        </li>
      ))}
    />
  );
}

export function UnpostedTemplates({ ids }: { ids: readonly PostTemplateId[] }) {
  return (
    <PlanCard
      testId="unposted-templates"
      title="Templates not yet posted"
      description="Posting happens on each platform: copy the text there, then mark it as posted."
      done="Every template is posted."
      to={SCREENS.trafficExecutor[0]}
      linkLabel="Open the templates"
      items={ids.map((id) => (
        <li key={id} className="py-2 text-slate-200" data-testid={`unposted-${id}`}>
          {TEMPLATE_NAMES[id]}
        </li>
      ))}
    />
  );
}
